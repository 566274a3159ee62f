import { CaretRightOutlined, PauseOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Empty, Segmented, Slider, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import MapView from '@/shared/ui/map/MapView';
import type { MapPolygon } from '@/shared/ui/map/types';
import { dateTime } from '@/shared/utils/format';
import { vehicleApi } from '../api';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { advance, indexAt, pathUntil, positionAt, rangeError, SPEEDS, TICK_MS, type Speed } from '../model/playback';
import { clock } from '../model/time';
import { now as clockNow } from '@/shared/utils/clock';

const GROUPS = [
  { key: 'start', label: '起点', color: '#52c41a' },
  { key: 'end', label: '终点', color: '#f5222d' },
];

/**
 * GPS trace playback: a time range (≤ 24 h), play / pause, speed 1x / 4x / 16x
 * (1x plays a minute of the trace per second) and a slider; the head is the map's marker.
 */
export default function TracePlayback({ vehicleNo, polygons }: { vehicleNo: string; polygons?: MapPolygon[] }) {
  const [draft, setDraft] = useState<[Dayjs, Dayjs]>(() => [dayjs(clockNow()).subtract(2, 'hour').startOf('minute'), dayjs(clockNow()).startOf('minute')]);
  const [range, setRange] = useState(draft);
  const invalid = rangeError(draft);
  const deps = `${vehicleNo}|${range[0].toISOString()}|${range[1].toISOString()}`;
  const trace = useServerQuery({ key: ['vehicle-trace', deps], fetch: (signal) => vehicleApi.trace(vehicleNo, range[0].toISOString(), range[1].toISOString(), signal) });
  const points = useMemo(() => trace.data ?? [], [trace.data]);
  const start = points[0]?.[2] ?? 0;
  const end = points.at(-1)?.[2] ?? 0;

  const [head, setHead] = useState<{ data?: unknown; t: number }>({ t: 0 });
  const t = head.data === trace.data ? head.t : start;
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(4);
  const now = useRef({ t, end, data: trace.data });
  useEffect(() => {
    now.current = { t, end, data: trace.data };
  });

  useEffect(() => {
    if (!playing) return undefined;
    const id = setInterval(() => {
      const cur = now.current;
      const next = advance(cur.t, speed, cur.end);
      setHead({ data: cur.data, t: next });
      if (next >= cur.end) setPlaying(false);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [playing, speed]);

  const play = () => {
    if (!playing && t >= end) setHead({ data: trace.data, t: start });
    setPlaying((p) => !p);
  };
  const seek = (v: number) => setHead({ data: trace.data, t: v });
  const path = useMemo(() => points.map((p) => [p[0], p[1]] as [number, number]), [points]);
  const ridden = useMemo(() => pathUntil(points, t), [points, t]);
  const ends = useMemo(
    () =>
      points.length
        ? [
            { id: 'start', position: path[0], group: 'start' },
            { id: 'end', position: path[path.length - 1], group: 'end' },
          ]
        : [],
    [points.length, path],
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowClear={false}
          aria-label="轨迹时间范围"
          value={draft}
          disabledDate={(d) => d.isAfter(dayjs(clockNow()), 'day')}
          onChange={(v) => v?.[0] && v[1] && setDraft([v[0], v[1]])}
          presets={[
            { label: '最近1小时', value: [dayjs(clockNow()).subtract(1, 'hour'), dayjs(clockNow())] },
            { label: '最近2小时', value: [dayjs(clockNow()).subtract(2, 'hour'), dayjs(clockNow())] },
            { label: '今天', value: [dayjs(clockNow()).startOf('day'), dayjs(clockNow())] },
          ]}
        />
        <Button type="primary" icon={<SearchOutlined />} disabled={Boolean(invalid)} onClick={() => {
            setPlaying(false);
            setRange(draft);
          }}>
          查询轨迹
        </Button>
        {invalid ? <Typography.Text type="danger">{invalid}</Typography.Text> : null}
      </Space>
      {trace.error ? <Alert type="error" showIcon title="轨迹加载失败" description={trace.error} /> : null}
      <Spin spinning={trace.loading}>
        {points.length ? (
          <MapView points={ends} groups={GROUPS} polygons={polygons} polylines={[{ id: 'all', path, color: '#bfbfbf', width: 3 }, { id: 'ridden', path: ridden, color: '#1677ff', width: 4 }]} marker={positionAt(points, t)} fitKey={deps} height={440} ariaLabel="轨迹地图" />
        ) : (
          <Empty description={trace.loading ? '正在加载轨迹…' : '该时段没有轨迹'} style={{ padding: 48 }} />
        )}
      </Spin>
      {points.length ? (
        <div role="group" aria-label="轨迹回放" style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
          <Button type="primary" icon={playing ? <PauseOutlined /> : <CaretRightOutlined />} onClick={play} aria-label={playing ? '暂停' : '播放'}>
            {playing ? '暂停' : '播放'}
          </Button>
          <Segmented<Speed> aria-label="回放速度" value={speed} onChange={setSpeed} options={SPEEDS.map((s) => ({ value: s, label: `${s}x` }))} />
          <Slider
            aria-label="回放进度"
            style={{ flex: 1, minWidth: 240 }}
            min={start}
            max={end}
            step={1000}
            value={t}
            onChange={seek}
            tooltip={{ formatter: (v) => (v ? clock(v) : '') }}
          />
          <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="playback-time">
            {dateTime(new Date(t).toISOString())} · 第 {indexAt(points, t) + 1} / {points.length} 个定位点
          </Typography.Text>
        </div>
      ) : null}
    </Space>
  );
}
