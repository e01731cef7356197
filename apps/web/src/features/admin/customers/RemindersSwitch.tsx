import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import { SwitchField } from '../SwitchField';
import { remindersPausedOf } from './model';
import type { CustomerDetail } from './queries';

/**
 * "Pause overdue reminders" of the company's terms, saved at once (the terms and limit sent as they
 * stand). Where the page cannot tell the current state, two buttons set it, and the answer tells it
 * from then on. Texts: `admin.books.reminders`.
 */
export function RemindersSwitch({ customer: c }: { customer: CustomerDetail }) {
  const { LL } = useI18nContext();
  const R = LL.admin.books.reminders;
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  const save = useMutation(trpc.admin.books.setTerms.mutationOptions());
  // The last answer of this page's saves; before one, what the customer's page says (if it says).
  const [answered, setAnswered] = useState<boolean | null>(null);
  const [asked, setAsked] = useState<boolean | null>(null);
  const id = useId();
  const busy = save.isPending;
  const known = answered ?? remindersPausedOf(c);

  async function change(paused: boolean) {
    if (busy) return;
    setAsked(paused);
    try {
      const r = await save.mutateAsync({
        userId: c.id,
        terms: c.terms,
        credit_limit: c.credit_limit,
        reminders_paused: paused,
      });
      setAnswered(r.reminders_paused);
      toast({
        title: r.reminders_paused ? R.paused() : R.resumed(),
        text: r.reminders_paused ? R.on() : R.off(),
        variant: 'success',
      });
      void queryClient.invalidateQueries(trpc.admin.customers.pathFilter());
    } catch (err) {
      toastFailure(err, R.failed());
    } finally {
      setAsked(null);
    }
  }

  if (known === null)
    return (
      <div className="cu-reminders" role="group" aria-labelledby={`${id}-l`} aria-describedby={`${id}-h`}>
        <p id={`${id}-l`} className="cu-reminders-label">
          {R.label()}
        </p>
        <p id={`${id}-h`} className="muted admin-hint">
          {R.hint()} {R.unknown()}
        </p>
        <div className="cu-terms-actions">
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void change(true)}>
            {R.pause()}
          </button>
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void change(false)}>
            {R.resume()}
          </button>
        </div>
      </div>
    );
  const on = asked ?? known;
  return (
    <div className="cu-reminders" data-testid="customer-reminders">
      <SwitchField
        id={`${id}-switch`}
        label={R.label()}
        checked={on}
        disabled={busy}
        state={`${on ? R.on() : R.off()} ${R.hint()}`}
        onChange={(paused) => void change(paused)}
      />
    </div>
  );
}
