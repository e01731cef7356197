import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import { toast } from '../../ui/toastStore';
import { useReportFailure } from './access';
import { adminFailureText } from './notify';

/**
 * A small form's call to the server: `busy` while it runs (a second send meanwhile is ignored), and
 * its refusal both said under the form (`error`, also the form's own checks' place) and in a toast
 * titled `failedTitle`.
 */
export function useFormSend(failedTitle: string) {
  const { LL, locale } = useI18nContext();
  const report = useReportFailure();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function send(call: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await call();
    } catch (err) {
      report(err);
      const text = adminFailureText(LL, err, locale);
      setError(text);
      toast({ title: failedTitle, text, variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, send };
}
