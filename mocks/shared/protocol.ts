/**
 * What a page and the embedded backend's shared worker say to each other over a MessagePort.
 * A request crosses as its parts (method, URL, headers, body) with the page's `now()`; the
 * answer as status, headers and body. Everything here is structured-clonable.
 */
import type { Answerable } from '../lib/dispatch';
import type { Faults } from '../lib/faults';
import type { ReplayCheck, RestoreOutcome } from '../journal';

/** The backend's settings a page read from its localStorage (fault injection, fleet size); null: unset. */
export type Settings = Record<string, string | null>;

/** What a page may ask of the backend besides requests. */
export interface Calls {
  /** the operator's changes kept (the settings drawer) */
  count: number;
  /** 重置演示数据: every change forgotten, the world the seeded one again; every page is told */
  reset: null;
  /** the browser tests' check that the journal gives back the living world */
  checkReplay: ReplayCheck;
  /** how long the backend took to build what it built (`backend:world`, `backend:history`), for the benchmarks */
  timings: BackendTiming[];
  /**
   * the backend ends once its journal is stored, as when the browser's last tab of the console
   * closed and its extended lifetime ran out: the next page starts a new one from the journal (the
   * benchmarks' cold load, the tests of a start). A page still open has no backend afterwards.
   */
  stop: null;
}

/** A build the backend timed (performance.measure on the backend's thread). */
export interface BackendTiming {
  name: string;
  duration: number;
  /** when it began, in ms since the epoch (the thread's timeOrigin + startTime): comparable across threads */
  at: number;
}

/** The backend's own measures on the thread it runs on. */
export const backendTimings = (): BackendTiming[] =>
  performance
    .getEntriesByType('measure')
    .filter((e) => e.name.startsWith('backend:'))
    .map((e) => ({ name: e.name, duration: e.duration, at: performance.timeOrigin + e.startTime }));
export type Call = keyof Calls;

export interface WireRequest {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
}

export type ToBackend =
  | { type: 'hello'; settings: Settings }
  | { type: 'settings'; settings: Settings }
  | { type: 'request'; id: number; now: number; request: WireRequest }
  | { type: 'call'; id: number; call: Call };

export type FromBackend =
  /** said at once: the page may route requests to the backend (they wait there until it has started) */
  | { type: 'ready'; answerable: Answerable }
  /** said once the journal is replayed: what the start found */
  | { type: 'restored'; restored: RestoreOutcome }
  /** no response: not the backend's request (the page lets it through) */
  | { type: 'response'; id: number; response: WireResponse | null }
  | { type: 'result'; id: number; value?: unknown; error?: string }
  /** another page's write was accepted: the method and path it went to */
  | { type: 'changed'; method: string; path: string }
  /** 重置演示数据 in some page: the world is the seeded one again */
  | { type: 'reset' };

/** The part of a MessagePort both ends use (a worker_threads port in Node tests alike). */
export interface PortLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent) => void) | null;
  start?(): void;
}

/** What a page holds of the embedded backend, wherever it runs (the shared worker, or the page without one). */
export interface EmbeddedBackend {
  /** what the start found (a journal discarded or partly kept), once the journal is replayed */
  restored: Promise<RestoreOutcome>;
  /** false: this browser has no SharedWorker, and this tab runs a backend of its own */
  shared: boolean;
  /** the operator's changes kept */
  count(): Promise<number>;
  /** 重置演示数据: every change forgotten; the page reloads after */
  reset(): Promise<void>;
  /** another tab's write was accepted: the method and path (with its base) it went to */
  onChangedElsewhere(listener: (method: string, path: string) => void): void;
  /** another tab reset the demo data (or changed the fleet size): this page's data is gone */
  onReset(listener: () => void): void;
  /** without SharedWorker: another tab started its own backend, this one no longer answers */
  onSuperseded(listener: () => void): void;
  checkReplay(): Promise<ReplayCheck>;
  /** the backend's timed builds, wherever it runs (the benchmarks read them through the demo build's hook) */
  timings(): Promise<BackendTiming[]>;
  /** the shared backend ends (Calls.stop): the next page starts one from the journal; in-page, nothing to end */
  stop(): Promise<void>;
  /** fault injection, kept in this browser's localStorage and handed to the backend */
  setFaults(faults: Faults | null): void;
}
