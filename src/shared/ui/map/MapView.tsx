import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { env } from '@/shared/config/env';
import { useSite } from '@/shared/config/site';
import { loadAMap } from './amapLoader';
import AMapView from './AMapView';
import FallbackMap from './FallbackMap';
import type { MapViewProps } from './types';

/**
 * One map for every screen (DESIGN.md §7): AMap when a key is configured and the
 * script loads, else the tile-less fallback with a notice. Same props either way.
 */
export default function MapView(props: MapViewProps) {
  const site = useSite((s) => s.config);
  const key = props.amapKey ?? site?.map?.amapKey ?? env.amapKey;
  const security = props.amapSecurityCode ?? site?.map?.amapSecurityCode ?? env.amapSecurityCode;
  const [amap, setAmap] = useState<{ key: string; ns?: Record<string, unknown>; failed?: boolean }>({ key: '' });
  const height = props.height ?? 520;

  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    loadAMap(key, security).then(
      (ns) => live && setAmap({ key, ns }),
      () => live && setAmap({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key, security]);

  const ready = key && amap.key === key && amap.ns;
  const reason = !key ? '未配置地图密钥' : amap.key === key && amap.failed ? '地图服务加载失败' : null;
  return (
    <div style={{ position: 'relative' }} aria-label={props.ariaLabel ?? '地图'} role="region">
      {ready ? <AMapView {...props} amap={amap.ns!} height={height} /> : <FallbackMap {...props} height={height} />}
      {!ready ? (
        <Tag color="default" style={{ position: 'absolute', left: 8, bottom: 8, margin: 0 }}>
          {reason ? `底图不可用（${reason}），显示简化地图` : '正在加载地图…'}
        </Tag>
      ) : null}
    </div>
  );
}
