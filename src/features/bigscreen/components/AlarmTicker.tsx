import { ALARM } from '@contract/vehicles';
import type { OperationsScreen } from '../api';
import { zoned } from '@/shared/utils/zone';

type Tone = 'alarm' | 'report' | 'finish';

/** One line of the ticker: an alarm raised, a repair reported (报修) or a vehicle repaired (修复). */
export interface TickerEvent {
  id: string;
  at: string;
  label: string;
  tone: Tone;
  vehicleNo: string;
  area: string;
}

const TICKER = 30;

/** The screen's alarms and repair events in one list, newest first. */
export function tickerEvents(o: Pick<OperationsScreen, 'alarms' | 'repairs'>): TickerEvent[] {
  const alarms = o.alarms.latest.map(
    (a): TickerEvent => ({
      id: a.id,
      at: a.at,
      label: ALARM[a.alarm],
      tone: 'alarm',
      vehicleNo: a.vehicleNo,
      area: a.area,
    }),
  );
  const repairs = (o.repairs?.latest ?? []).map(
    (r): TickerEvent => ({
      id: r.id,
      at: r.at,
      label: r.event === 'report' ? '报修' : '修复',
      tone: r.event,
      vehicleNo: r.vehicleNo,
      area: r.area,
    }),
  );
  return [...alarms, ...repairs].sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id)).slice(0, TICKER);
}

/** Above this many events the list scrolls by itself (a second copy makes the loop seamless). */
const SCROLL_FROM = 8;

function Row({ e }: { e: TickerEvent }) {
  return (
    <li>
      <span className="bs-ticker__time">{zoned(e.at).format('HH:mm')}</span>
      <span className={`bs-ticker__kind bs-ticker__kind--${e.tone}`}>{e.label}</span>
      <span className="bs-ticker__no">{e.vehicleNo}</span>
      <span className="bs-ticker__area">{e.area}</span>
    </li>
  );
}

/** The newest vehicle alarms and repairs, scrolling up in a loop (paused under the pointer). */
export default function AlarmTicker({ events }: { events: TickerEvent[] }) {
  if (!events.length) return <div className="bs-empty">暂无告警</div>;
  const scroll = events.length > SCROLL_FROM;
  return (
    <div className="bs-ticker">
      <div
        className={scroll ? 'bs-ticker__track bs-ticker__track--scroll' : 'bs-ticker__track'}
        style={scroll ? { animationDuration: `${events.length * 2.5}s` } : undefined}
      >
        <ul aria-label="实时告警与维修">
          {events.map((e) => (
            <Row key={e.id} e={e} />
          ))}
        </ul>
        {scroll ? (
          <ul aria-hidden="true">
            {events.map((e) => (
              <Row key={e.id} e={e} />
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
