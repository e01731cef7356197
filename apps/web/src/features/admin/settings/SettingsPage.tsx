import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { DEPOSIT_TEXT_MAX } from '@wholesale/contract';
import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { fieldErrorTexts } from '../../../lib/serverErrorText';
import { readFailure } from '../../../lib/failure';
import { useReportQueryError } from '../access';
import { useFailureToast } from '../useFailureToast';
import { formatAdminTime } from '../format';
import { LoadError } from '../LoadError';
import { Loading, SkeletonRows } from '../ListStates';
import { PageHead } from '../pages/PageHead';
import { depositSettingQuery, type DepositSetting } from './queries';
import { BooksSetting } from './BooksSetting';
import { ResaleSetting } from './ResaleSetting';
import { LaunchDealSetting } from './LaunchDealSetting';
import { LabelledField } from '../LabelledField';
import './settings.css';

/**
 * Page 8: business settings buyers see: how the 50% deposit is collected; orders with an expired
 * resale certificate; what the invoices print of the seller; the launch deal.
 */
export function SettingsPage() {
  const { LL } = useI18nContext();
  const S = LL.admin.settings;
  const setting = useQuery(depositSettingQuery());
  useReportQueryError(setting.error);

  let body;
  if (setting.data) {
    // Keyed by the save time: a save (or Refresh Data) that brings other texts starts the form from them.
    body = <DepositForm key={setting.data.updated_at ?? 'default'} setting={setting.data} />;
  } else if (setting.isError) {
    body = <LoadError title={S.loadError()} query={setting} retryLabel={S.retry()} />;
  } else {
    body = (
      <Loading label={S.loading()}>
        <SkeletonRows count={2} height={160} gap={16} />
      </Loading>
    );
  }

  return (
    <section>
      <PageHead title={S.title()} intro={S.intro()} />
      {body}
      <ResaleSetting />
      <BooksSetting />
      <LaunchDealSetting />
    </section>
  );
}

type Lang = 'en' | 'ko';

function DepositForm({ setting }: { setting: DepositSetting }) {
  const { LL, locale } = useI18nContext();
  const D = LL.admin.settings.deposit;
  const queryClient = useQueryClient();
  // Replaces both texts.
  const { mutateAsync: saveDepositSetting } = useMutation(trpc.admin.settings.setDeposit.mutationOptions());
  const toastFailure = useFailureToast();
  const [texts, setTexts] = useState<Record<Lang, string>>({ en: setting.en, ko: setting.ko });
  const [saving, setSaving] = useState(false);
  // What is wrong with each text (checked here first, in the page's language; the server's words
  // for anything else), and a refusal that names no field. They stay until the next save.
  const [errors, setErrors] = useState<Partial<Record<Lang | 'form', string>>>({});
  const ids = {
    heading: useId(),
    en: useId(),
    ko: useId(),
    enHint: useId(),
    koHint: useId(),
    enError: useId(),
    koError: useId(),
  };
  const saved = setting.updated_at ? formatAdminTime(setting.updated_at, locale, LL.common.pacificZone()) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const missing: Partial<Record<Lang, string>> = {};
    if (!texts.en.trim()) missing.en = D.requiredEn();
    if (!texts.ko.trim()) missing.ko = D.requiredKo();
    setErrors(missing);
    const first = (['en', 'ko'] as const).find((lang) => missing[lang]);
    if (first) {
      // the field says what is wrong (aria-describedby): focus takes the reader there
      document.getElementById(ids[first])?.focus();
      return;
    }
    setSaving(true);
    try {
      const next = await saveDepositSetting(texts);
      queryClient.setQueryData(trpc.admin.settings.deposit.queryKey(), next);
      // The storefront's copy in this browser, too (an admin checking the checkout sees the new text).
      void queryClient.invalidateQueries(trpc.orders.depositTerms.pathFilter());
      toast({ title: D.saved(), text: D.savedText(), variant: 'success' });
    } catch (err) {
      toastFailure(err, D.saveFailed());
      const f = readFailure(err);
      if (f.status !== null && f.status < 500 && f.message) {
        const { en, ko } = fieldErrorTexts(LL, f.fields, locale);
        setErrors(en || ko ? { en, ko } : { form: f.message });
      }
    } finally {
      setSaving(false);
    }
  }

  const field = (lang: Lang, label: string) => {
    const error = errors[lang];
    const hint = lang === 'en' ? ids.enHint : ids.koHint;
    const errorId = lang === 'en' ? ids.enError : ids.koError;
    return (
      <LabelledField id={ids[lang]} label={label} className="settings-field">
        <textarea
          id={ids[lang]}
          lang={lang}
          rows={4}
          required
          maxLength={DEPOSIT_TEXT_MAX}
          value={texts[lang]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hint}` : hint}
          onChange={(e) => setTexts((t) => ({ ...t, [lang]: e.target.value }))}
        />
        {error && (
          <p className="admin-inline-error" id={errorId}>
            {error}
          </p>
        )}
        <p className="admin-hint muted" id={hint}>
          {D.count({ n: texts[lang].length, max: DEPOSIT_TEXT_MAX })}
        </p>
      </LabelledField>
    );
  };

  return (
    <form
      className="admin-panel settings-card"
      aria-labelledby={ids.heading}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2 id={ids.heading} className="admin-h2">
        {D.heading()}
      </h2>
      <p className="muted">{D.help()}</p>
      {setting.is_default ? (
        <p className="admin-hint">{D.isDefault()}</p>
      ) : saved ? (
        <p className="admin-hint muted">{D.lastSaved({ when: saved.text })}</p>
      ) : null}
      {field('en', D.english())}
      {field('ko', D.korean())}
      {errors.form && (
        <p className="admin-inline-error" role="alert">
          {D.invalid({ message: errors.form })}
        </p>
      )}
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
          {saving ? D.saving() : D.save()}
        </button>
      </div>
    </form>
  );
}
