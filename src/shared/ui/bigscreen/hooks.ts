import { useCallback, useEffect, useState } from 'react';
import { now as clockNow } from '@/shared/utils/clock';

/** The design size of every big screen (page building blocks): laid out once, scaled to the window. */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;

export interface Stage {
  scale: number;
  left: number;
  top: number;
}

function stageOf(width: number, height: number): Stage {
  const scale = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT) || 1;
  return {
    scale,
    left: Math.max(0, (width - DESIGN_WIDTH * scale) / 2),
    top: Math.max(0, (height - DESIGN_HEIGHT * scale) / 2),
  };
}

/** The scale and offset that fit the 1920×1080 design into the window, letterboxed and centred. */
export function useStageScale(): Stage {
  const [stage, setStage] = useState(() => stageOf(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setStage(stageOf(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return stage;
}

/** Whether the page is full screen, and a toggle (a no-op where the browser has no Fullscreen API). */
export function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  return [on, toggle];
}

/** The current time, ticking every second (only the component that shows it re-renders). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => clockNow());
  useEffect(() => {
    const id = setInterval(() => setNow(clockNow()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
