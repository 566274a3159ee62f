import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { env } from '@/shared/config/env';
import { useSite } from '@/shared/config/site';
import { loadAMap } from './amapLoader';
import AMapView from './AMapView';
import FallbackMap from './FallbackMap';
import { loadTMap } from './tmapLoader';
import TMapView from './TMapView';
import type { MapViewProps } from './types';

const NAME = { amap: '地图', tencent: '腾讯地图' } as const;

/**
 * One map for every screen (maps): AMap (or Tencent's GL map for `provider`
 * 'tencent') when a key is configured and the script loads, else the tile-less fallback
 * with a notice saying why. Same props either way.
 */
export default function MapView(props: MapViewProps) {
  const site = useSite((s) => s.config);
  const provider = props.provider ?? 'amap';
  // the site config's key when it has one, else the build's (an empty key in the config is none)
  const key =
    provider === 'tencent' ? site?.map?.tmapKey || env.tmapKey : props.amapKey || site?.map?.amapKey || env.amapKey;
  const security = props.amapSecurityCode || site?.map?.amapSecurityCode || env.amapSecurityCode;
  const [api, setApi] = useState<{ id: string; ns?: Record<string, unknown>; failed?: boolean }>({ id: '' });
  const id = `${provider}:${key}`;
  const height = props.height ?? 520;

  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    (provider === 'tencent' ? loadTMap(key) : loadAMap(key, security)).then(
      (ns) => live && setApi({ id, ns }),
      () => live && setApi({ id, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [id, key, provider, security]);

  const ready = key && api.id === id && api.ns;
  const reason = !key
    ? `未配置${NAME[provider]}密钥`
    : api.id === id && api.failed
      ? `${NAME[provider]}服务加载失败`
      : null;
  const real =
    provider === 'tencent' ? (
      <TMapView {...props} tmap={api.ns!} height={height} />
    ) : (
      <AMapView {...props} amap={api.ns!} height={height} />
    );
  return (
    <div style={{ position: 'relative' }} aria-label={props.ariaLabel ?? '地图'} role="region">
      {ready ? real : <FallbackMap {...props} height={height} />}
      {!ready ? (
        <Tag color="default" style={{ position: 'absolute', left: 8, bottom: 8, margin: 0 }}>
          {reason ? `底图不可用（${reason}），显示简化地图` : `正在加载${NAME[provider]}…`}
        </Tag>
      ) : null}
    </div>
  );
}
