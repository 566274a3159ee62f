import dayjs from 'dayjs';
import { ALARM } from '@contract/vehicles';
import type { OperationsScreen } from '../api';

type Alarm = OperationsScreen['alarms']['latest'][number];

/** Above this many alarms the list scrolls by itself (a second copy makes the loop seamless). */
const SCROLL_FROM = 8;

function Row({ a }: { a: Alarm }) {
  return (
    <li>
      <span className="bs-ticker__time">{dayjs(a.at).format('HH:mm')}</span>
      <span className="bs-ticker__kind">{ALARM[a.alarm]}</span>
      <span className="bs-ticker__no">{a.vehicleNo}</span>
      <span className="bs-ticker__area">{a.area}</span>
    </li>
  );
}

/** The newest vehicle alarms, scrolling up in a loop (paused under the pointer). */
export default function AlarmTicker({ alarms }: { alarms: Alarm[] }) {
  if (!alarms.length) return <div className="bs-empty">暂无告警</div>;
  const scroll = alarms.length > SCROLL_FROM;
  return (
    <div className="bs-ticker">
      <div className={scroll ? 'bs-ticker__track bs-ticker__track--scroll' : 'bs-ticker__track'} style={scroll ? { animationDuration: `${alarms.length * 2.5}s` } : undefined}>
        <ul aria-label="实时告警">
          {alarms.map((a) => (
            <Row key={a.id} a={a} />
          ))}
        </ul>
        {scroll ? (
          <ul aria-hidden="true">
            {alarms.map((a) => (
              <Row key={a.id} a={a} />
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
