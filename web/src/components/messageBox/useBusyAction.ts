import { useState } from 'react';
import { useMessageBox } from './MessageBoxProvider';

/**
 * An action a button starts (an export, a download, a refresh): `busy` while it runs, for the button's spinner, and
 * its failure in the message box. Answers `[busy, run]`.
 */
export function useBusyAction<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
): [busy: boolean, run: (...args: A) => Promise<void>] {
  const box = useMessageBox();
  const [busy, setBusy] = useState(false);
  const run = async (...args: A) => {
    setBusy(true);
    try {
      await action(...args);
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}
