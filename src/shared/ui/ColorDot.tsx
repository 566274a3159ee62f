import type { CSSProperties } from 'react';

/** A legend's colour mark before its label: round by default, `square` for areas (stations). */
export function ColorDot({ color, size = 8, square = false }: { color: string; size?: number; square?: boolean }) {
  const style: CSSProperties = {
    display: 'inline-block',
    width: size,
    height: size,
    borderRadius: square ? 2 : size / 2,
    background: color,
    marginInlineEnd: 4,
  };
  return <span aria-hidden style={style} />;
}
