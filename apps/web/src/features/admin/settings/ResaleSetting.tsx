import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import { SwitchField } from '../SwitchField';
import { resaleSettingQuery } from './queries';
import { SettingsCard } from './SettingsCard';

/**
 * Whether checkout takes an order from a company whose California resale certificate has expired:
 * refused by default (the buyer is told why and how to renew); on, the order
 * goes through with a warning. A switch saved at once. Texts: `admin.expiry.settings`.
 */
export function ResaleSetting() {
  const { LL } = useI18nContext();
  const X = LL.admin.expiry.settings;
  const q = useQuery(resaleSettingQuery());
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  const { mutateAsync: save } = useMutation(trpc.admin.settings.setResaleCertificate.mutationOptions());
  const [saving, setSaving] = useState(false);
  // The switch moves at once; it goes back if the save fails.
  const [asked, setAsked] = useState<boolean | null>(null);
  const ids = { input: useId() };

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
      toastFailure(err, X.saveFailed());
    } finally {
      setSaving(false);
      setAsked(null);
    }
  }

  return (
    <SettingsCard
      title={X.heading()}
      help={X.help()}
      query={q}
      busy={saving}
      testId="resale-setting"
      placeholderHeight={60}
    >
      {(setting) => {
        const on = asked ?? setting.allow_expired;
        return (
          <SwitchField
            id={ids.input}
            label={X.label()}
            checked={on}
            // Held while the save is on its way: a second click would otherwise be dropped unseen.
            disabled={saving}
            state={on ? X.on() : X.off()}
            onChange={(allow) => void change(allow)}
          />
        );
      }}
    </SettingsCard>
  );
}
