import { FilterOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, InputNumber, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { DEFAULT_CONDITIONS, LIMITS, validateScreening, type ScreeningConditions } from '../model/screening';
import AreaSelect from '@/shared/ui/AreaSelect';

function Condition({
  on,
  onToggle,
  label,
  children,
}: {
  on: boolean;
  onToggle: (on: boolean) => void;
  label: string;
  children?: ReactNode;
}) {
  return (
    <Space size={6} style={{ minHeight: 32 }}>
      <Checkbox checked={on} onChange={(e) => onToggle(e.target.checked)} aria-label={label}>
        {label}
      </Checkbox>
      {children}
    </Space>
  );
}

/**
 * The condition builder of vehicle screening: each condition on or off with its
 * number; 筛选 runs the conditions that are on (all of them must hold).
 */
export default function ScreeningForm({
  initial,
  areaOptions,
  onRun,
  running,
}: {
  initial: ScreeningConditions;
  areaOptions: Array<{ value: string; label: string }>;
  onRun: (c: ScreeningConditions) => void;
  running?: boolean;
}) {
  const [c, setC] = useState<ScreeningConditions>(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<ScreeningConditions>) => {
    setC((prev) => ({ ...prev, ...patch }));
    setError(null);
  };
  const num = (
    value: number,
    key: 'idleHours' | 'batteryBelow' | 'noRideDays',
    on: keyof ScreeningConditions,
    label: string,
  ) => (
    <InputNumber
      size="small"
      aria-label={label}
      min={LIMITS[key][0]}
      max={LIMITS[key][1]}
      precision={0}
      value={value}
      style={{ width: 76 }}
      onChange={(v) => set({ [key]: v ?? 0, [on]: true } as Partial<ScreeningConditions>)}
    />
  );
  const run = () => {
    const why = validateScreening(c);
    setError(why);
    if (!why) onRun(c);
  };

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} role="form" aria-label="筛选条件">
      <Space wrap size={[24, 8]}>
        <Condition on={c.idleOn} onToggle={(idleOn) => set({ idleOn })} label="闲置超过">
          {num(c.idleHours, 'idleHours', 'idleOn', '闲置小时数')}
          <span>小时</span>
        </Condition>
        <Condition on={c.batteryOn} onToggle={(batteryOn) => set({ batteryOn })} label="电量低于">
          {num(c.batteryBelow, 'batteryBelow', 'batteryOn', '电量阈值')}
          <span>%</span>
        </Condition>
        <Condition on={c.noRideOn} onToggle={(noRideOn) => set({ noRideOn })} label="无骑行超过">
          {num(c.noRideDays, 'noRideDays', 'noRideOn', '无骑行天数')}
          <span>天</span>
        </Condition>
        <Condition on={c.outsideArea} onToggle={(outsideArea) => set({ outsideArea })} label="不在服务区内" />
        <Condition on={c.inNoParking} onToggle={(inNoParking) => set({ inNoParking })} label="停在禁停区" />
      </Space>
      <Space wrap>
        <AreaSelect
          options={areaOptions}
          value={c.serviceAreaId}
          onChange={(serviceAreaId) => set({ serviceAreaId })}
        />
        <Button type="primary" icon={<FilterOutlined />} onClick={run} loading={running}>
          筛选
        </Button>
        <Button
          onClick={() => {
            setC(DEFAULT_CONDITIONS);
            setError(null);
          }}
        >
          重置
        </Button>
      </Space>
      {error ? <Alert type="warning" showIcon title={error} /> : null}
    </Space>
  );
}
