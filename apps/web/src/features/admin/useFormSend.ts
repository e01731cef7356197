import { useState } from 'react';
import { useFailureToast } from './useFailureToast';

/**
 * A small form's (or a question's) call to the server: `busy` while it runs (a second send
 * meanwhile is ignored), and its refusal both said under the form (`error`, also the form's own
 * checks' place; a question has none to show) and in a toast titled `failedTitle`.
 */
export function useFormSend(failedTitle: string) {
  const toastFailure = useFailureToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function send(call: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await call();
    } catch (err) {
      setError(toastFailure(err, failedTitle));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, send };
}
