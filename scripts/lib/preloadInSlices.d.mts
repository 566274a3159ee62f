import type { Plugin } from 'vite';

/** The longest a slice of modulepreload appends may run (ms). */
export const SLICE_MS: number;
/** The slicer's code put before Vite's preload helper. */
export const SLICER: string;
/** Vite's preload helper with a script's links appended in slices (throws when the helper is not the one expected). */
export function sliceHelper(code: string): string;
/** The Vite plugin (builds only). */
export function preloadInSlices(): Plugin;
