/** Width classes of the screens and routes: ≤ 576 mobile, up to 1199 tablet, 1200 and up desktop. */
export type Device = 'mobile' | 'tablet' | 'desktop';

export const BREAKPOINT_MOBILE = 576;
export const BREAKPOINT_DESKTOP = 1200;

export function deviceOf(width: number): Device {
  if (width <= BREAKPOINT_MOBILE) return 'mobile';
  if (width < BREAKPOINT_DESKTOP) return 'tablet';
  return 'desktop';
}

/** Sidebar open is true for desktop and mobile (where it is a drawer) and false for tablet. */
export const sidebarOpenFor = (d: Device): boolean => d !== 'tablet';
