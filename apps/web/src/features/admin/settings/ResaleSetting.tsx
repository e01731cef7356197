import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toastStore';
import { useReportFailure, useReportQueryError } from '../access';
import { LoadError } from '../LoadError';
import { SwitchField } from '../SwitchField';
import { adminFailureText } from '../notify';
import { resaleSettingQuery } from './queries';

/**
 * Whether checkout takes an order from a company whose California resale certificate has expired:
 * refused by default (the buyer is told why and how to renew); on, the order
 * goes through with a warning. A switch saved at once. Texts: `admin.expiry.settings`.
 */
export function ResaleSetting() {
  const { LL, locale } = useI18nContext();
  const X = LL.admin.expiry.settings;
  const S = LL.admin.settings;
  const q = useQuery(resaleSettingQuery());
  useReportQueryError(q.error);
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const { mutateAsync: save } = useMutation(trpc.admin.settings.setResaleCertificate.mutationOptions());
  const [saving, setSaving] = useState(false);
  // The switch moves at once; it goes back if the save fails.
  const [asked, setAsked] = useState<boolean | null>(null);
  const ids = { heading: useId(), input: useId() };

  async function change(allow: boolean) {
    if (saving) return;
    setSaving(true);
    setAsked(allow);
    try {
      const next = await save({ allow_expired: allow });
      queryClient.setQueryData(trpc.admin.settings.resaleCertificate.queryKey(), next);
      // what a customer's page says about checkout follows the setting
      void queryClient.invalidateQueries(trpc.documents.pathFilter());
      toast({ title: X.saved(), text: next.allow_expired ? X.on() : X.off(), variant: 'success' });
    } catch (err) {
      report(err);
      toast({ title: X.saveFailed(), text: adminFailureText(LL, err, locale), variant: 'error' });
    } finally {
      setSaving(false);
      setAsked(null);
    }
  }

  let body;
  if (q.data) {
    const on = asked ?? q.data.allow_expired;
    body = (
      <SwitchField
        id={ids.input}
        label={X.label()}
        checked={on}
        state={on ? X.on() : X.off()}
        onChange={(allow) => void change(allow)}
      />
    );
  } else if (q.isError) {
    body = <LoadError title={S.loadError()} query={q} retryLabel={S.retry()} />;
  } else {
    body = <Skeleton height={60} />;
  }

  return (
    <section
      className="admin-panel settings-card"
      aria-labelledby={ids.heading}
      aria-busy={q.isPending || saving}
      data-testid="resale-setting"
    >
      <h2 id={ids.heading} className="admin-h2">
        {X.heading()}
      </h2>
      <p className="muted">{X.help()}</p>
      {body}
    </section>
  );
}
