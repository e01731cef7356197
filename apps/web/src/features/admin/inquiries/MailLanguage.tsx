import {
  I18nContext,
  loadLocaleAsync,
  loadNamespaceAsync,
  loadedLocales,
  TypesafeI18n,
  type Locales,
  type Translations,
  type TranslationFunctions,
} from '@wholesale/i18n';
import { useEffect, useState, type ReactNode } from 'react';

// The reply's preview is written in the e-mail's language, which need not be the page's: an admin
// reading English answers a Korean customer in Korean. Its dictionary (the shell's brand and
// address, the mail texts, the admin's zone name) is loaded next to the page's, and a nested
// translation context gives the preview that language without touching the page's.

type Loaded = Partial<Record<keyof Translations, unknown>>;

async function loadMailDictionary(locale: Locales): Promise<void> {
  const has = () => (loadedLocales[locale] as Loaded | undefined) ?? {};
  if (!has().common) await loadLocaleAsync(locale);
  await Promise.all(
    (['mail', 'admin'] as const).filter((ns) => !has()[ns]).map((ns) => loadNamespaceAsync(locale, ns)),
  );
}

function isLoaded(locale: Locales): boolean {
  const d = loadedLocales[locale] as Loaded | undefined;
  return Boolean(d?.common && d.mail && d.admin);
}

export type MailDictionaryState = 'loading' | 'ready' | 'failed';

/** Whether the e-mail's language can be rendered yet; starts loading it (null: nothing to load yet). */
export function useMailDictionary(locale: Locales | null): { state: MailDictionaryState; retry: () => void } {
  const [result, setResult] = useState<{ locale: Locales; state: MailDictionaryState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (locale === null || isLoaded(locale)) return;
    let live = true;
    loadMailDictionary(locale).then(
      () => live && setResult({ locale, state: 'ready' }),
      () => live && setResult({ locale, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [locale, attempt]);
  let state: MailDictionaryState = 'loading';
  if (locale !== null && isLoaded(locale)) state = 'ready';
  else if (result?.locale === locale && result.state === 'failed') state = 'failed';
  return {
    state,
    retry: () => {
      setResult(null);
      setAttempt((n) => n + 1);
    },
  };
}

/**
 * Renders `children` with the translation functions of `locale` (loaded: see useMailDictionary).
 * Whatever it renders that reads the context itself gets that language too.
 */
export function MailTranslations({
  locale,
  children,
}: {
  locale: Locales;
  children: (M: TranslationFunctions) => ReactNode;
}) {
  return (
    <TypesafeI18n key={locale} locale={locale}>
      <I18nContext.Consumer>{({ LL }) => children(LL)}</I18nContext.Consumer>
    </TypesafeI18n>
  );
}
