import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Space, Spin, Typography } from 'antd';
import LoadFailed from '@/shared/ui/LoadFailed';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { MapPolygon } from '@/widgets/map/types';
import { rangeError } from '@/widgets/trace/playback';
import TracePlayer from '@/widgets/trace/TracePlayer';
import { vehicleApi } from '../api';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { now as clockNow } from '@/shared/utils/clock';
import { vehicleKeys } from '../keys';
import { fromPickerValue, pickerValue } from '@/shared/utils/zone';

/** The picker's "now": the service areas' clock (UTC+8), whatever the browser's zone. */
const nowValue = () => pickerValue(clockNow());

/**
 * GPS trace playback of a vehicle: a time range (≤ 24 h), then the trace player (shared with a
 * ride's route). The range is shown, picked and sent in UTC+8 whatever the browser's zone.
 */
export default function TracePlayback({ vehicleNo, polygons }: { vehicleNo: string; polygons?: MapPolygon[] }) {
  const [draft, setDraft] = useState<[Dayjs, Dayjs]>(() => [
    nowValue().subtract(2, 'hour').startOf('minute'),
    nowValue().startOf('minute'),
  ]);
  const [range, setRange] = useState(draft);
  const invalid = rangeError(draft.map(fromPickerValue) as [Dayjs, Dayjs]);
  const [from, to] = [fromPickerValue(range[0]).toISOString(), fromPickerValue(range[1]).toISOString()];
  const deps = `${vehicleNo}|${from}|${to}`;
  const trace = useServerQuery({
    key: [...vehicleKeys.trace, deps],
    fetch: (signal) => vehicleApi.trace(vehicleNo, from, to, signal),
  });
  const points = useMemo(() => trace.data ?? [], [trace.data]);
  const moved = points.some((p) => p[0] !== points[0][0] || p[1] !== points[0][1]);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowClear={false}
          aria-label="轨迹时间范围"
          value={draft}
          disabledDate={(d) => d.isAfter(nowValue(), 'day')}
          onChange={(v) => v?.[0] && v[1] && setDraft([v[0], v[1]])}
          presets={[
            { label: '最近1小时', value: [nowValue().subtract(1, 'hour'), nowValue()] },
            { label: '最近2小时', value: [nowValue().subtract(2, 'hour'), nowValue()] },
            { label: '今天', value: [nowValue().startOf('day'), nowValue()] },
          ]}
        />
        <Button type="primary" icon={<SearchOutlined />} disabled={Boolean(invalid)} onClick={() => setRange(draft)}>
          查询轨迹
        </Button>
        {invalid ? <Typography.Text type="danger">{invalid}</Typography.Text> : null}
      </Space>
      {trace.error ? <LoadFailed title="轨迹加载失败" error={trace.error} onRetry={trace.reload} /> : null}
      {points.length && !moved ? (
        <Typography.Text type="secondary" data-testid="trace-standing">
          该时段内车辆未被骑行，一直停放在同一位置（停放时每 10 分钟一个定位点）
        </Typography.Text>
      ) : null}
      <Spin spinning={trace.loading}>
        <TracePlayer
          points={points}
          dataKey={trace.data}
          polygons={polygons}
          fitKey={deps}
          loading={trace.loading}
          empty="该时段没有轨迹"
        />
      </Spin>
    </Space>
  );
}
