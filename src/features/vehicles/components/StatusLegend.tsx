import { Tooltip } from 'antd';
import { STATUS_META, STATUS_ORDER } from '@/shared/utils/vehicleStatus';
import { type DisplayStatus } from '@contract/vehicles';
import type { StatusCounts } from '../model/mapData';
import './vehicles.css';

/**
 * The map legend: every display status with its colour and count; a click hides or
 * shows that status on the map (aria-pressed tells which are shown).
 */
export default function StatusLegend({
  counts,
  hidden,
  onToggle,
}: {
  counts: StatusCounts;
  hidden: ReadonlySet<DisplayStatus>;
  onToggle?: (s: DisplayStatus) => void;
}) {
  return (
    <div className="vehicle-legend" role="group" aria-label="车辆状态图例">
      {STATUS_ORDER.map((s) => {
        const meta = STATUS_META[s];
        const off = hidden.has(s);
        return (
          <Tooltip key={s} title={`${meta.hint}${onToggle ? (off ? '（点击显示）' : '（点击隐藏）') : ''}`}>
            <button
              type="button"
              className={`vehicle-legend__item${off ? ' is-off' : ''}`}
              aria-pressed={!off}
              aria-label={`${meta.label} ${counts[s] ?? 0}`}
              disabled={!onToggle}
              onClick={() => onToggle?.(s)}
            >
              <span className="vehicle-legend__dot" style={{ background: off ? '#d9d9d9' : meta.color }} />
              <span className="vehicle-legend__label">{meta.label}</span>
              <span className="vehicle-legend__count">{(counts[s] ?? 0).toLocaleString('zh-CN')}</span>
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
