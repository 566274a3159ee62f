import { Progress } from 'antd';

export const batteryColor = (pct: number) => (pct < 20 ? '#f5222d' : pct < 40 ? '#faad14' : '#52c41a');

/** Battery percentage as a small bar coloured by level. */
export default function BatteryBar({ value, width = 90 }: { value: number; width?: number }) {
  return (
    <span style={{ display: 'inline-block', width }} aria-label={`电量 ${value}%`}>
      <Progress percent={value} size="small" strokeColor={batteryColor(value)} format={(p) => `${p}%`} />
    </span>
  );
}
