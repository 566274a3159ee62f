import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { now as clockNow } from '@/shared/utils/clock';
import { useScreenFocus } from './frame';

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

/**
 * The scale and offset that fit the 1920×1080 design into the viewport element (the window for
 * a wall monitor, the shell's content area inside the shell), letterboxed and centred.
 */
export function useStageScale(viewport: RefObject<HTMLElement | null>): Stage {
  const [stage, setStage] = useState(() => stageOf(window.innerWidth, window.innerHeight));
  useLayoutEffect(() => {
    const el = viewport.current;
    const measure = () => {
      const width = el?.clientWidth ?? 0;
      const height = el?.clientHeight ?? 0;
      // nothing laid out (a hidden tab; jsdom): the window's size stands in until it is
      setStage(width && height ? stageOf(width, height) : stageOf(window.innerWidth, window.innerHeight));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = el && typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (el) observer?.observe(el);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [viewport]);
  return stage;
}

const quiet = () => undefined;

/**
 * 全屏: the screen alone. The browser's Fullscreen API shows the whole document full screen
 * where it is offered (the screen's dialogs and drop-downs, drawn at the document's end, stay
 * visible); the screen also fills the viewport itself (CSS) and the shell steps aside
 * (useScreenFocus), which is all there is where the API is missing or refused.
 * Esc, the browser's own exit, 退出全屏 or leaving the page return to the shell.
 */
export function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  /** full screen was asked of the browser: its exit ends ours */
  const viaBrowser = useRef(false);
  const exit = useCallback(() => {
    setOn(false);
    if (viaBrowser.current && document.fullscreenElement) void document.exitFullscreen?.().catch(quiet);
    viaBrowser.current = false;
  }, []);
  const enter = useCallback(() => {
    setOn(true);
    const root = document.documentElement;
    if (typeof root.requestFullscreen !== 'function' || document.fullscreenElement) return;
    viaBrowser.current = true;
    root.requestFullscreen().catch(() => {
      viaBrowser.current = false;
    });
  }, []);
  useEffect(() => {
    if (!on) return undefined;
    const focus = useScreenFocus.getState();
    focus.set(true);
    const onChange = () => {
      if (!document.fullscreenElement && viaBrowser.current) {
        viaBrowser.current = false;
        setOn(false);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      // Esc in one of the screen's dialogs closes the dialog only
      const inDialog = e.target instanceof Element && e.target.closest('[role="dialog"]');
      if (e.key === 'Escape' && !inDialog) exit();
    };
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('keydown', onKey);
      focus.set(false);
      // hidden (a kept-alive tab left by the palette) or closed: shown again, it is in the shell
      setOn(false);
    };
  }, [on, exit]);
  // a page closed (or its tab hidden) while full screen gives the window back
  useEffect(
    () => () => {
      if (viaBrowser.current && document.fullscreenElement) void document.exitFullscreen?.().catch(quiet);
      viaBrowser.current = false;
    },
    [],
  );
  return [on, on ? exit : enter];
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
