/**
 * A finished page (a form saved, going back to its list) asks the shell to close its tab:
 * it navigates with `finishedState(itsOwnPath)` as the location state; without multi-tab
 * the state is ignored.
 */
export interface FinishedState {
  closeTab: string;
}

export const finishedState = (from: string): FinishedState => ({ closeTab: from });

/** The tab a navigation asks to close, if any. */
export function tabToClose(state: unknown): string | undefined {
  const s = state as Partial<FinishedState> | null | undefined;
  return typeof s?.closeTab === 'string' ? s.closeTab : undefined;
}
