import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLAIM_WINDOW_MAX_HOURS, MISSED_PICKUPS_FLAG_MAX, SELLER_PERMIT_MAX } from '@wholesale/contract';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState, type FormEvent } from 'react';
import { readFailure } from '../../../lib/failure';
import { fieldErrorTexts } from '../../../lib/serverErrorText';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { formatAdminTime } from '../format';
import { adminFailureText } from '../notify';
import { readClaimWindow, readMissedFlag } from './claimWindow';
import { FinanceChargeFields, type FinanceInvalid } from './FinanceChargeFields';
import { checkFinanceFields, financeFields } from './financeCharges';
import { booksSettingQuery, type BooksSetting as Books } from './queries';
import { SettingsCard } from './SettingsCard';
import { CountField, SettingsField } from './SettingsField';

/**
 * What the invoices print of the seller: the California seller's permit number, under the
 * business's address; and the claim window (the hours after completion in which a buyer may
 * report a problem). Invoices are drawn from what they said when issued, so a change reaches only
 * those issued after it. Texts: `admin.settings.books`.
 */
export function BooksSetting() {
  const B = useI18nContext().LL.admin.settings.books;
  return (
    <SettingsCard title={B.heading()} help={B.help()} query={useQuery(booksSettingQuery())} testId="books-setting">
      {/* Keyed by the save time: a save (or Refresh Data) that brings another number starts the field from it. */}
      {(setting) => <BooksForm key={setting.updated_at ?? 'never'} setting={setting} />}
    </SettingsCard>
  );
}

function BooksForm({ setting }: { setting: Books }) {
  const { LL, locale } = useI18nContext();
  const B = LL.admin.settings.books;
  const M = LL.admin.statusMenu;
  const queryClient = useQueryClient();
  const { mutateAsync: saveBooks } = useMutation(trpc.admin.settings.setBooks.mutationOptions());
  const report = useReportFailure();
  const [permit, setPermit] = useState(setting.seller_permit ?? '');
  const [hours, setHours] = useState(String(setting.claim_window_hours));
  const [hoursError, setHoursError] = useState(false);
  const [flag, setFlag] = useState(String(setting.missed_pickups_flag));
  const [flagError, setFlagError] = useState(false);
  const [finance, setFinance] = useState(() => financeFields(setting.finance_charges));
  const [financeInvalid, setFinanceInvalid] = useState<FinanceInvalid>({ rate: false, max: false, grace: false });
  const [saving, setSaving] = useState(false);
  // The server's refusal of the number, in the page's language; it stays until the next save.
  const [error, setError] = useState<string | null>(null);
  const ids = {
    input: useId(),
    hours: useId(),
    flag: useId(),
    finance: useId(),
  };
  const saved = setting.updated_at ? formatAdminTime(setting.updated_at, locale, LL.common.pacificZone()) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const claimWindow = readClaimWindow(hours);
    setHoursError(claimWindow === null);
    if (claimWindow === null) return document.getElementById(ids.hours)?.focus();
    const missedFlag = readMissedFlag(flag);
    setFlagError(missedFlag === null);
    if (missedFlag === null) return document.getElementById(ids.flag)?.focus();
    const financeCheck = checkFinanceFields(finance);
    setFinanceInvalid(financeCheck.ok ? { rate: false, max: false, grace: false } : financeCheck.invalid);
    if (!financeCheck.ok) {
      const first = (['rate', 'max', 'grace'] as const).find((k) => financeCheck.invalid[k]);
      return document.getElementById(`${ids.finance}-${first}`)?.focus();
    }
    setSaving(true);
    setError(null);
    try {
      // blank clears it (the server reads a blank number as none)
      const next = await saveBooks({
        seller_permit: permit,
        claim_window_hours: claimWindow,
        missed_pickups_flag: missedFlag,
        finance_charges: financeCheck.value,
      });
      queryClient.setQueryData(trpc.admin.settings.books.queryKey(), next);
      toast({
        title: B.saved(),
        // The permit's sentence alone: the claim window and the interest read back in their fields.
        text: next.seller_permit ? B.savedText({ permit: next.seller_permit }) : B.savedNone(),
        variant: 'success',
      });
    } catch (err) {
      report(err);
      const f = readFailure(err);
      if (f.status !== null && f.status < 500 && f.message) {
        const fields = fieldErrorTexts(LL, f.fields, locale);
        const windowRefused = fields.claim_window_hours !== undefined;
        const flagRefused = fields.missed_pickups_flag !== undefined;
        setFlagError(flagRefused);
        const refused = (key: string) => Object.keys(fields).some((k) => k.startsWith(`finance_charges.${key}`));
        const financeRefused = { rate: refused('monthly'), max: refused('annual'), grace: refused('grace') };
        const financeField = (['rate', 'max', 'grace'] as const).find((k) => financeRefused[k]);
        setHoursError(windowRefused);
        setFinanceInvalid(financeRefused);
        if (!windowRefused && !flagRefused && !financeField)
          setError(fields.seller_permit ?? adminFailureText(LL, err, locale));
        // the field says what is wrong (aria-describedby): focus takes the reader there
        document
          .getElementById(windowRefused ? ids.hours : financeField ? `${ids.finance}-${financeField}` : ids.input)
          ?.focus();
      }
      toast({ title: B.saveFailed(), text: adminFailureText(LL, err, locale), variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={saving}>
      <p className="admin-hint" data-testid="books-permit-current">
        {setting.seller_permit ? B.current({ permit: setting.seller_permit }) : B.none()}
      </p>
      {saved && <p className="admin-hint muted">{B.lastSaved({ when: saved.text })}</p>}
      <SettingsField
        id={ids.input}
        label={B.permit()}
        error={error}
        hint={B.hint()}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={SELLER_PERMIT_MAX}
        value={permit}
        onChange={(e) => setPermit(e.target.value)}
      />
      <CountField
        id={ids.hours}
        label={B.claimWindow()}
        error={hoursError && B.claimWindowInvalid()}
        hint={`${B.claimWindowHint()} ${B.claimWindowCurrent({ hours: setting.claim_window_hours })}`}
        max={CLAIM_WINDOW_MAX_HOURS}
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        data-testid="books-claim-window"
      />
      <CountField
        id={ids.flag}
        label={M.flagLabel()}
        error={flagError && LL.serverErrors.books.missedPickupsFlag()}
        hint={M.flagHint()}
        max={MISSED_PICKUPS_FLAG_MAX}
        value={flag}
        onChange={(e) => setFlag(e.target.value)}
        data-testid="books-missed-flag"
      />
      <FinanceChargeFields
        id={ids.finance}
        fields={finance}
        invalid={financeInvalid}
        saving={saving}
        onFields={(f) => {
          setFinance(f);
          setFinanceInvalid({ rate: false, max: false, grace: false });
        }}
      />
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
          {saving ? B.saving() : B.save()}
        </button>
      </div>
    </form>
  );
}
