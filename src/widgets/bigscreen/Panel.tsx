import type { CSSProperties, ReactNode } from 'react';

/** A framed panel of a big screen: a title bar and its content, sized by the screen's grid. */
export function BigScreenPanel({
  title,
  extra,
  children,
  style,
  className,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
  className?: string;
}) {
  return (
    <section className={`bs-panel${className ? ` ${className}` : ''}`} style={style} aria-label={title}>
      <header className="bs-panel__head">
        <h2>{title}</h2>
        {extra ? <div className="bs-panel__extra">{extra}</div> : null}
      </header>
      <div className="bs-panel__body">{children}</div>
    </section>
  );
}

/** One headline figure: label, value (with unit) and an optional note (e.g. against yesterday). */
export function BigStat({
  label,
  value,
  unit,
  note,
  color,
}: {
  label: string;
  value: string;
  unit?: string;
  note?: ReactNode;
  color?: string;
}) {
  return (
    <div className="bs-stat" role="group" aria-label={label}>
      <div className="bs-stat__label">{label}</div>
      <div className="bs-stat__value" style={color ? { color } : undefined}>
        {value}
        {unit ? <small>{unit}</small> : null}
      </div>
      {note ? <div className="bs-stat__note">{note}</div> : null}
    </div>
  );
}

/**
 * The one layout of every big screen: a strip of headline figures over three columns
 * (side columns 460 px, the centre takes the rest); each column stacks its panels,
 * which share its height by their `flex` style (1 unless given).
 */
export function BigScreenLayout({
  kpis,
  left,
  center,
  right,
}: {
  kpis: ReactNode;
  left: ReactNode;
  center: ReactNode;
  right: ReactNode;
}) {
  return (
    <div className="bs-layout">
      <div className="bs-kpis">{kpis}</div>
      <div className="bs-cols">
        <div className="bs-col">{left}</div>
        <div className="bs-col bs-col--center">{center}</div>
        <div className="bs-col">{right}</div>
      </div>
    </div>
  );
}

export interface RankRow {
  id: string;
  name: string;
  value: number;
  /** the value as shown (e.g. money) */
  text: string;
  /** a second line under the bar (e.g. the row's other figures) */
  note?: string;
}

/** A ranking: position, name and figure, a bar against the first row and a note; the top three stand out. */
export function RankList({ rows, empty, label }: { rows: RankRow[]; empty: string; label: string }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  if (!rows.length) return <div className="bs-empty">{empty}</div>;
  return (
    <ol className="bs-rank" aria-label={label}>
      {rows.map((r, i) => (
        <li key={r.id} className={i < 3 ? 'bs-rank__top' : undefined}>
          <span className="bs-rank__no">{i + 1}</span>
          <div className="bs-rank__main">
            <div className="bs-rank__line">
              <span className="bs-rank__name" title={r.name}>
                {r.name}
              </span>
              <span className="bs-rank__value">{r.text}</span>
            </div>
            <span className="bs-rank__bar">
              <i style={{ width: `${(r.value / max) * 100}%` }} />
            </span>
            {r.note ? <div className="bs-rank__note">{r.note}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Label / value lines (e.g. a summary of a period), the value large and right-aligned. */
export function FigureList({
  rows,
  label,
}: {
  rows: Array<{ label: string; value: string; note?: string }>;
  label: string;
}) {
  return (
    <dl className="bs-figures" aria-label={label}>
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd>
            {r.value}
            {r.note ? <small>{r.note}</small> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
