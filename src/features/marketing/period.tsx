/** The period of an activity or an ad: a date range in the form, two YYYY-MM-DD dates in the API. */
import { DatePicker, Form, Tag, type FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { now } from '@/shared/utils/clock';
import { zonedDay } from '@/shared/utils/zone';

const F = 'YYYY-MM-DD';

export interface Period {
  startDate: string;
  endDate: string;
}

export const toPeriod = ([a, b]: [Dayjs, Dayjs]): Period => ({ startDate: a.format(F), endDate: b.format(F) });
export const fromPeriod = (p: Period): [Dayjs, Dayjs] => [dayjs(p.startDate), dayjs(p.endDate)];

export const periodText = (p: Period) => `${p.startDate} 至 ${p.endDate}`;

type Phase = 'upcoming' | 'running' | 'ended' | 'off';
const PHASE: Record<Phase, { label: string; color: string }> = {
  upcoming: { label: '未开始', color: 'blue' },
  running: { label: '进行中', color: 'success' },
  ended: { label: '已结束', color: 'default' },
  off: { label: '已停用', color: 'warning' },
};

/** Where an enabled record stands in its period today; a disabled one is off. */
export function phaseOf(p: Period & { state: string }, today = zonedDay(now())): Phase {
  if (p.state !== 'enabled') return 'off';
  return today < p.startDate ? 'upcoming' : today > p.endDate ? 'ended' : 'running';
}
export const phaseLabel = (p: Period & { state: string }) => PHASE[phaseOf(p)].label;
export const PhaseTag = ({ p }: { p: Period & { state: string } }) => {
  const m = PHASE[phaseOf(p)];
  return <Tag color={m.color}>{m.label}</Tag>;
};

/** A required date range (first and last day both included). */
export function PeriodItem({ label = '活动时间', ...item }: Omit<FormItemProps, 'children'>) {
  return (
    <Form.Item label={label} rules={[{ required: true, message: `请选择${String(label)}` }]} {...item}>
      <DatePicker.RangePicker aria-label={String(label)} style={{ width: '100%' }} />
    </Form.Item>
  );
}
