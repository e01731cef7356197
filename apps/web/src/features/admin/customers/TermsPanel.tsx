import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useId, useState, type FormEvent } from 'react';
import { readFailure } from '../../../lib/failure';
import { fieldErrorTexts } from '../../../lib/serverErrorText';
import { trpc } from '../../../lib/trpc';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import { Field } from '../Field';
import { describedByOf, LabelledField } from '../LabelledField';
import { AmountField } from '../orders/AmountField';
import { checkCreditLimit, creditLimitField, customerName, TERMS_CODES, termsLabel, type TermsCode } from './model';
import type { CustomerDetail } from './queries';
import { RemindersSwitch } from './RemindersSwitch';

/**
 * The company's payment terms and credit limit, and an Edit form for them. They are the company's:
 * a member's page shows their company's (and an edit there changes the company's).
 */
export function TermsPanel({ customer: c, member }: { customer: CustomerDetail; member: boolean }) {
  const { LL, locale } = useI18nContext();
  const T = LL.admin.customers.terms;
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  const { mutateAsync: save } = useMutation(trpc.admin.books.setTerms.mutationOptions());
  const [editing, setEditing] = useState(false);
  const [terms, setTerms] = useState<TermsCode>(c.terms);
  const [limit, setLimit] = useState(creditLimitField(c.credit_limit));
  const { errors, setErrors, editField } = useFieldErrors<'terms' | 'credit_limit'>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const ids = {
    heading: `${id}-h`,
    terms: `${id}-terms`,
    limit: `${id}-limit`,
  };
  const limitText = (l: number | null) => (l === null ? T.noLimit() : formatUsd(l));

  function edit() {
    setTerms(c.terms);
    setLimit(creditLimitField(c.credit_limit));
    setErrors({});
    setEditing(true);
    window.setTimeout(() => document.getElementById(ids.terms)?.focus(), 0);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const checked = checkCreditLimit(limit);
    if (!checked.ok) {
      setErrors({ credit_limit: T.limitInvalid() });
      document.getElementById(ids.limit)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await save({ userId: c.id, terms, credit_limit: checked.limit });
      await queryClient.invalidateQueries(trpc.admin.customers.pathFilter());
      setEditing(false);
      toast({
        title: T.saved(),
        text: T.savedText({ terms: termsLabel(T, answer.terms), limit: limitText(answer.credit_limit) }),
        variant: 'success',
      });
      window.setTimeout(() => document.getElementById(ids.heading)?.focus(), 0);
    } catch (err) {
      toastFailure(err, T.saveFailed());
      const fields = fieldErrorTexts(LL, readFailure(err).fields, locale);
      setErrors({ terms: fields.terms, credit_limit: fields.credit_limit });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-panel cu-terms" aria-labelledby={ids.heading} data-testid="customer-terms">
      <h2 id={ids.heading} className="admin-h2" tabIndex={-1}>
        {T.title()}
      </h2>
      <p className="muted admin-hint cu-intro">{member ? T.memberNote({ name: customerName(c) }) : T.intro()}</p>
      {!editing ? (
        <>
          <dl className="admin-dl cu-dl-tight">
            <Field className="cu-dl-row" label={T.terms()} testId="customer-terms-value">
              {termsLabel(T, c.terms)}
            </Field>
            <Field className="cu-dl-row" label={T.creditLimit()} testId="customer-credit-limit">
              {limitText(c.credit_limit)}
            </Field>
          </dl>
          <button type="button" className="btn btn-secondary" onClick={edit}>
            {T.edit()}
          </button>
          <RemindersSwitch customer={c} />
        </>
      ) : (
        <form className="cu-terms-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={T.editTitle()}>
          <LabelledField id={ids.terms} label={T.terms()} error={errors.terms}>
            <select
              id={ids.terms}
              className="admin-select"
              value={terms}
              disabled={busy}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={describedByOf(ids.terms, { error: errors.terms })}
              onChange={(e) => editField('terms', setTerms)(e.target.value as TermsCode)}
            >
              {TERMS_CODES.map((t) => (
                <option key={t} value={t}>
                  {termsLabel(T, t)}
                </option>
              ))}
            </select>
          </LabelledField>
          <AmountField
            id={ids.limit}
            label={T.limitLabel()}
            value={limit}
            onValue={editField('credit_limit', setLimit)}
            busy={busy}
            error={errors.credit_limit}
            hint={T.limitHint()}
            className="admin-input"
            errorClassName="admin-inline-error"
          />
          <div className="cu-terms-actions">
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
              {busy ? T.saving() : T.save()}
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setEditing(false)}>
              {T.cancel()}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
