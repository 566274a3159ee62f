import { useEffect, useState } from 'react';
import { deviceOf, type Device } from '@/shared/utils/breakpoints';

/** The width class of the window, updated on resize. */
export function useDevice(): Device {
  const [device, setDevice] = useState<Device>(() => deviceOf(window.innerWidth));
  useEffect(() => {
    const onResize = () => setDevice(deviceOf(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return device;
}

/** True once the page has scrolled down past `threshold` px and the user keeps going down. */
export function useScrolledDown(enabled: boolean, threshold = 100): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > threshold && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);
  return enabled && hidden;
}
