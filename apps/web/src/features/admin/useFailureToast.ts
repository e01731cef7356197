import { useI18nContext } from '@wholesale/i18n';
import { useCallback } from 'react';
import { toast } from '../../ui/toastStore';
import { useReportFailure } from './access';
import { adminFailureText } from './notify';

/**
 * How an admin action says it failed: the failure reported (so the guard notices a session that
 * expired meanwhile), then a toast titled `title` with the refusal in the admin's words. Returns
 * those words, for a page that also shows them beside the form.
 */
export function useFailureToast(): (err: unknown, title: string) => string {
  const { LL, locale } = useI18nContext();
  const report = useReportFailure();
  return useCallback(
    (err: unknown, title: string) => {
      report(err);
      const text = adminFailureText(LL, err, locale);
      toast({ title, text, variant: 'error' });
      return text;
    },
    [LL, locale, report],
  );
}
