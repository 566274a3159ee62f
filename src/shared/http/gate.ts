/**
 * The mock modes' hold on the app's calls while the embedded backend starts: src/main.tsx
 * renders the app at once and closes the gate until msw intercepts this page's requests, so
 * that a call made meanwhile waits here and then goes once (never to the network, never
 * twice). Its timeout starts when it goes. A production build never closes it.
 */
let held: Promise<void> | null = null;

/** Calls wait until `ready` settles (a failed start lets them go on, to fail as they would). */
export function holdCallsUntil(ready: Promise<unknown>): void {
  const gate: Promise<void> = ready.then(
    () => undefined,
    () => undefined,
  );
  held = gate;
  void gate.then(() => {
    if (held === gate) held = null;
  });
}

/** What a call waits for before it goes: null when the gate is open. */
export const callsHeld = (): Promise<void> | null => held;
