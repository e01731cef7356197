import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import { monthLabel } from '../../profile/account/model';
import { LabelledField } from '../LabelledField';

/**
 * "E-mail statement" beside the statements: a month of those with a statement, asked once more,
 * then mailed to the company's owner (in the owner's language); the page says to whom. Texts:
 * `admin.books.mail`.
 */
export function MailStatement({ companyId, months }: { companyId: number; months: string[] }) {
  const { LL, locale } = useI18nContext();
  const M = LL.admin.books.mail;
  const toastFailure = useFailureToast();
  const mail = useMutation(trpc.admin.books.mailStatement.mutationOptions());
  const [month, setMonth] = useState(months[0] ?? '');
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const id = useId();
  const ids = { title: `${id}-t`, intro: `${id}-i`, month: `${id}-m` };
  const busy = mail.isPending;
  const chosen = months.includes(month) ? month : (months[0] ?? '');

  function ask(e: FormEvent) {
    e.preventDefault();
    if (!chosen || busy) return;
    setSent(null);
    setAsking(true);
  }

  async function confirm() {
    try {
      const r = await mail.mutateAsync({ companyId, month: chosen });
      const text = M.sentText({ email: r.mailed_to });
      setSent(text);
      toast({ title: M.sent(), text, variant: 'success' });
      setAsking(false);
    } catch (err) {
      toastFailure(err, M.failed());
    }
  }

  return (
    <form
      className="cu-mail-statement"
      aria-labelledby={ids.title}
      aria-describedby={ids.intro}
      onSubmit={ask}
      data-testid="mail-statement"
    >
      <h4 id={ids.title} className="admin-h3">
        {M.title()}
      </h4>
      <p id={ids.intro} className="muted admin-hint">
        {M.intro()}
      </p>
      <div className="cu-mail-row">
        <LabelledField id={ids.month} label={M.month()}>
          <select
            id={ids.month}
            className="admin-select"
            value={chosen}
            disabled={busy}
            onChange={(e) => {
              setMonth(e.target.value);
              setSent(null);
            }}
          >
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m, locale)}
              </option>
            ))}
          </select>
        </LabelledField>
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {M.open()}
        </button>
      </div>
      <p className="cu-mail-sent" role="status">
        {sent}
      </p>
      <QuestionDialog
        open={asking}
        title={M.confirmTitle({ month: monthLabel(chosen, locale) })}
        description={M.confirmText()}
        busy={busy}
        backLabel={M.cancel()}
        confirmLabel={busy ? M.sending() : M.send()}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirm()}
        disableConfirm
      />
    </form>
  );
}
