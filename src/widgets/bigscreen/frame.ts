import { createContext } from 'react';
import { create } from 'zustand';

/**
 * Where a big screen is drawn: alone in the window (the standalone address a wall monitor
 * opens, `?standalone=1`) when true, else in the shell's content area, scaled to it.
 */
export const StandaloneScreen = createContext(false);

interface ScreenFocus {
  /** a big screen inside the shell is shown alone (全屏): the shell hides its header, menu and tabs */
  on: boolean;
  set(on: boolean): void;
}

/** The shell reads this to step aside while a big screen is full screen, and comes back when it is not. */
export const useScreenFocus = create<ScreenFocus>((set) => ({ on: false, set: (on) => set({ on }) }));
