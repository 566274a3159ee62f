/**
 * A page's end of the embedded backend in the shared worker: requests go over the port with
 * the page's `now()`, their answers come back as Responses; the backend's news (another
 * page's write, a reset) go to the listeners.
 */
import { now } from '../../src/shared/utils/clock';
import { mayAnswer } from '../lib/dispatch';
import type { RestoreOutcome } from '../journal';
import type { Call, Calls, FromBackend, PortLike, Settings, WireResponse } from './protocol';

export interface Ready {
  /** whether a request may be the backend's (the others pass without a round trip) */
  mayAnswer: (method: string, url: string) => boolean;
}

export interface Connection {
  /** at once: requests may be sent (the backend holds them until it has started) */
  ready: Promise<Ready>;
  /** once the backend's journal is replayed */
  restored: Promise<RestoreOutcome>;
  send(request: Request): Promise<Response | undefined>;
  /**
   * A request msw intercepted, sent to the backend when it may be its (`mayAnswer`), else let
   * through (undefined); one made before the worker said `ready` waits for it, and goes once.
   */
  forward(request: Request): Promise<Response | undefined>;
  call<C extends Call>(call: C): Promise<Calls[C]>;
  settings(settings: Settings): void;
  /** another page's accepted write: its method and path */
  onChanged(listener: (method: string, path: string) => void): void;
  onReset(listener: () => void): void;
}

const asResponse = (r: WireResponse) =>
  new Response(r.status === 204 || r.status === 304 ? null : r.body, {
    status: r.status,
    statusText: r.statusText,
    headers: r.headers,
  });

/** The first requests a page relays are timed (`relay …`), as the worker times its first 50. */
const TIMED_RELAYS = 50;

/** A connection over `port`; `settings` are said in the hello, or null when it was said already (spawn.ts). */
export function connect(port: PortLike, settings: Settings | null): Connection {
  let next = 0;
  let relayed = 0;
  const waiting = new Map<number, (message: FromBackend) => void>();
  const changed: Array<(method: string, path: string) => void> = [];
  const reset: Array<() => void> = [];
  let isReady: (ready: Ready) => void = () => {};
  const ready = new Promise<Ready>((resolve) => {
    isReady = resolve;
  });
  let isRestored: (restored: RestoreOutcome) => void = () => {};
  const restored = new Promise<RestoreOutcome>((resolve) => {
    isRestored = resolve;
  });
  port.onmessage = (e: MessageEvent) => {
    const message = e.data as FromBackend;
    if (message.type === 'ready') isReady({ mayAnswer: mayAnswer(message.answerable) });
    else if (message.type === 'restored') isRestored(message.restored);
    else if (message.type === 'changed') changed.forEach((l) => l(message.method, message.path));
    else if (message.type === 'reset') reset.forEach((l) => l());
    else {
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    }
  };
  port.start?.();
  if (settings) port.postMessage({ type: 'hello', settings });
  const ask = (message: { type: 'request' | 'call' } & Record<string, unknown>, transfer: Transferable[] = []) => {
    const id = ++next;
    return new Promise<FromBackend>((resolve) => {
      waiting.set(id, resolve);
      port.postMessage({ ...message, id }, transfer);
    });
  };
  async function send(request: Request): Promise<Response | undefined> {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const wire = { method: request.method, url: request.url, headers: [...request.headers], body };
    const answer = await ask({ type: 'request', now: now(), request: wire }, body ? [body] : []);
    return answer.type === 'response' && answer.response ? asResponse(answer.response) : undefined;
  }
  return {
    ready,
    restored,
    send,
    async forward(request) {
      const handed = performance.now();
      const { mayAnswer: ours } = await ready;
      if (!ours(request.method, request.url)) return undefined;
      const response = await send(request);
      // the page's part of the relay, for the map benchmark's timeline: from msw handing it over
      // (its wait for the worker's `ready` included) to the answer back in this page
      if (relayed++ < TIMED_RELAYS)
        performance.measure(`relay ${request.method} ${new URL(request.url).pathname}`, { start: handed });
      return response;
    },
    async call(call) {
      const answer = await ask({ type: 'call', call });
      if (answer.type !== 'result') throw new Error(`embedded backend: no result for ${call}`);
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.value as Calls[typeof call];
    },
    settings(next) {
      port.postMessage({ type: 'settings', settings: next });
    },
    onChanged: (listener) => void changed.push(listener),
    onReset: (listener) => void reset.push(listener),
  };
}
