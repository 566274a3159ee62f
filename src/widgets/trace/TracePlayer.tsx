import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { Button, Empty, Segmented, Slider, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import MapView from '@/widgets/map/MapView';
import type { MapGroup, MapPoint, MapPolygon } from '@/widgets/map/types';
import { dateTime } from '@/shared/utils/format';
import type { TracePoint } from '@contract/vehicles';
import { advance, indexAt, pathUntil, positionAt, SPEEDS, TICK_MS, type Speed } from './playback';
import { zoned } from '@/shared/utils/zone';

const ENDS: MapGroup[] = [
  { key: 'start', label: '起点', color: '#52c41a' },
  { key: 'end', label: '终点', color: '#f5222d' },
];

export interface TracePlayerProps {
  /** the fixes, oldest first */
  points: readonly TracePoint[];
  /** the same data object while it is the same trace (the head restarts on a new one) */
  dataKey?: unknown;
  polygons?: MapPolygon[];
  /** more points on the map (e.g. the nearest station), with their groups */
  extra?: { points: MapPoint[]; groups: MapGroup[] };
  fitKey: string;
  loading?: boolean;
  empty?: string;
  height?: number;
}

/**
 * A GPS trace on the map with its playback (vehicle traces, a ride's route): start and end,
 * the whole route grey and the part ridden blue, play / pause, speed 1x / 4x / 16x (1x plays
 * a minute of the trace per second) and a slider; the head is the map's marker.
 */
export default function TracePlayer({
  points,
  dataKey = points,
  polygons,
  extra,
  fitKey,
  loading,
  empty = '没有轨迹',
  height = 440,
}: TracePlayerProps) {
  const start = points[0]?.[2] ?? 0;
  const end = points.at(-1)?.[2] ?? 0;
  const [head, setHead] = useState<{ data?: unknown; t: number }>({ t: 0 });
  const t = head.data === dataKey ? head.t : start;
  // what is playing: a new trace (another range) stops the playback
  const [playingData, setPlayingData] = useState<unknown>(null);
  const playing = playingData !== null && playingData === dataKey;
  const setPlaying = (on: boolean) => setPlayingData(on ? dataKey : null);
  const [speed, setSpeed] = useState<Speed>(4);
  const now = useRef({ t, end, data: dataKey });
  useEffect(() => {
    now.current = { t, end, data: dataKey };
  });

  useEffect(() => {
    if (!playing) return undefined;
    const id = setInterval(() => {
      const cur = now.current;
      const next = advance(cur.t, speed, cur.end);
      setHead({ data: cur.data, t: next });
      if (next >= cur.end) setPlayingData(null);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [playing, speed]);

  const play = () => {
    if (!playing && t >= end) setHead({ data: dataKey, t: start });
    setPlaying(!playing);
  };
  const path = useMemo(() => points.map((p) => [p[0], p[1]] as [number, number]), [points]);
  const ridden = useMemo(() => pathUntil(points, t), [points, t]);
  const marks = useMemo(
    () => [
      ...(path.length
        ? [
            { id: 'start', position: path[0], group: 'start' },
            { id: 'end', position: path[path.length - 1], group: 'end' },
          ]
        : []),
      ...(extra?.points ?? []),
    ],
    [path, extra],
  );
  const groups = useMemo(() => [...ENDS, ...(extra?.groups ?? [])], [extra]);

  if (!points.length) return <Empty description={loading ? '正在加载轨迹…' : empty} style={{ padding: 48 }} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <MapView
        points={marks}
        groups={groups}
        polygons={polygons}
        polylines={[
          { id: 'all', path, color: '#bfbfbf', width: 3 },
          { id: 'ridden', path: ridden, color: '#1677ff', width: 4 },
        ]}
        marker={positionAt(points, t)}
        fitKey={fitKey}
        fitPath={path}
        height={height}
        ariaLabel="轨迹地图"
      />
      <div
        role="group"
        aria-label="轨迹回放"
        style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}
      >
        <Button
          type="primary"
          icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
          onClick={play}
          aria-label={playing ? '暂停' : '播放'}
        >
          {playing ? '暂停' : '播放'}
        </Button>
        <Segmented<Speed>
          aria-label="回放速度"
          value={speed}
          onChange={setSpeed}
          options={SPEEDS.map((s) => ({ value: s, label: `${s}x` }))}
        />
        <Slider
          aria-label="回放进度"
          style={{ flex: 1, minWidth: 240 }}
          min={start}
          max={end}
          step={1000}
          value={t}
          onChange={(v) => setHead({ data: dataKey, t: v })}
          tooltip={{ formatter: (v) => (v ? zoned(v).format('HH:mm:ss') : '') }}
        />
        <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="playback-time">
          {dateTime(new Date(t).toISOString())} · 第 {indexAt(points, t) + 1} / {points.length} 个定位点
        </Typography.Text>
      </div>
    </Space>
  );
}
