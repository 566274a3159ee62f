/**
 * Watermark of the shell pages (business limits): the site title without '运营平台' plus the
 * operator's phone number from its 6th character on; '请勿外传' when that is empty.
 */
export const WATERMARK_DEFAULT_TEXT = '请勿外传';
const TITLE_SUFFIX = '运营平台';

export function watermarkText(title: string | undefined, phone: string | undefined): string {
  const name = (title ?? '').replaceAll(TITLE_SUFFIX, '').trim();
  const tail = (phone ?? '').trim().slice(5);
  return `${name}${tail}` || WATERMARK_DEFAULT_TEXT;
}

/* ---------------------------------------------------------------------------
 * Geometry for antd <Watermark>. antd draws the text in a width×height box, rotates
 * it, crops the rotated bounding box (cutW × cutH) and lays the marks out alternately:
 * each mark occupies a cell of (cutW + gap[0]) × (cutH + gap[1]) (the background image
 * is two cells wide, the second one shifted by half a cell). To reproduce the 400×300
 * tile of the business limits (one text per 400×300 px), the gap is derived from the text box
 * and the rotation: gap = tile − rotated box. With a 200×32 text box at 30°:
 * rotated box ≈ 189.2 × 127.7, gap ≈ [210.8, 172.3].
 * ------------------------------------------------------------------------- */
export const WATERMARK_TILE = { width: 400, height: 300 } as const;
const ROTATE = 30;
const BOX = { width: 200, height: 32 } as const;

/** Gap that makes antd's cell exactly `tile` for a `box` rotated by `rotateDeg`. */
export function watermarkGap(
  box: { width: number; height: number },
  rotateDeg: number,
  tile: { width: number; height: number } = WATERMARK_TILE,
): [number, number] {
  const a = (Math.abs(rotateDeg) * Math.PI) / 180;
  const cutW = box.width * Math.cos(a) + box.height * Math.sin(a);
  const cutH = box.width * Math.sin(a) + box.height * Math.cos(a);
  // A hair over, so antd's Math.floor of the background size never lands one pixel short.
  const eps = 1e-6;
  return [tile.width - cutW + eps, tile.height - cutH + eps];
}

export const WATERMARK = {
  /** degrees, as the business limits say (antd rotates clockwise for positive values) */
  rotate: ROTATE,
  color: 'rgba(184,184,184,0.15)',
  fontSize: 16,
  /** the text box antd draws in */
  width: BOX.width,
  height: BOX.height,
  gap: watermarkGap(BOX, ROTATE),
  tile: WATERMARK_TILE,
  defaultText: WATERMARK_DEFAULT_TEXT,
} as const;
