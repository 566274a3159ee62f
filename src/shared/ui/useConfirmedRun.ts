import { App } from 'antd';
import { useState } from 'react';
import { showFailure } from '@/shared/http/failure';

/**
 * A dialog of its own that runs a write when confirmed (a typed check, a quoted fee): `busy`
 * while it runs; success shows `done` and calls `after`; a refusal shows the server's message
 * (once, as confirmAction does) and leaves the dialog open.
 */
export function useConfirmedRun(a: { run: () => Promise<unknown>; done: string; after: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await a.run();
      void message.success(a.done);
      a.after();
    } catch (e) {
      showFailure(e, (text) => void message.error(text));
    } finally {
      setBusy(false);
    }
  };
  return { busy, confirm };
}
