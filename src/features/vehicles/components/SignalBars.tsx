/** GSM signal 0-31 as four bars (0 bars when offline), with the value for screen readers. */
export function signalLevel(signal: number, online = true): number {
  if (!online || signal <= 0) return 0;
  if (signal < 10) return 1;
  if (signal < 16) return 2;
  if (signal < 24) return 3;
  return 4;
}

const COLORS = ['#bfbfbf', '#f5222d', '#faad14', '#52c41a', '#52c41a'];

export default function SignalBars({
  signal,
  online = true,
  showValue = false,
}: {
  signal: number;
  online?: boolean;
  showValue?: boolean;
}) {
  const level = signalLevel(signal, online);
  return (
    <span
      role="img"
      aria-label={`信号 ${level} 格（${online ? signal : '离线'}）`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, verticalAlign: 'middle' }}
    >
      <span style={{ display: 'inline-flex', alignItems: 'flex-end', gap: 2, height: 14 }}>
        {[1, 2, 3, 4].map((i) => (
          <span
            key={i}
            style={{ width: 4, height: 2 + i * 3, borderRadius: 1, background: i <= level ? COLORS[level] : '#e8e8e8' }}
          />
        ))}
      </span>
      {showValue ? (
        <span style={{ fontSize: 12, lineHeight: '14px', color: 'rgba(0,0,0,.55)' }}>{online ? signal : '离线'}</span>
      ) : null}
    </span>
  );
}
