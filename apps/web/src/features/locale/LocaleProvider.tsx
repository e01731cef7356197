import {
  TypesafeI18n,
  loadLocaleAsync,
  loadNamespaceAsync,
  loadedLocales,
  useI18nContext,
  type Locales,
  type Namespaces,
} from '@wholesale/i18n';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { keepLanguage } from './initialLocale';

// Namespaces some mounted page asked for: switching language loads them in the new language too,
// so the page re-renders in place without a flash of missing text.
const requestedNamespaces = new Set<Namespaces>();

interface LocaleControl {
  changeLocale: (next: Locales) => Promise<void>;
}

const LocaleControlContext = createContext<LocaleControl | null>(null);

function LocaleBridge({ children }: { children: ReactNode }) {
  const { locale, setLocale } = useI18nContext();
  const changeLocale = useCallback(
    async (next: Locales) => {
      await loadLocaleAsync(next);
      await Promise.all([...requestedNamespaces].map((ns) => loadNamespaceAsync(next, ns)));
      keepLanguage(next);
      setLocale(next);
    },
    [setLocale],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <LocaleControlContext.Provider value={{ changeLocale }}>{children}</LocaleControlContext.Provider>;
}

/** The base dictionary of `locale` must be loaded (loadLocaleAsync) before this renders. */
export function LocaleProvider({ locale, children }: { locale: Locales; children: ReactNode }) {
  return (
    <TypesafeI18n locale={locale}>
      <LocaleBridge>{children}</LocaleBridge>
    </TypesafeI18n>
  );
}

export function useLocale(): { locale: Locales } & LocaleControl {
  const control = useContext(LocaleControlContext);
  const { locale } = useI18nContext();
  if (!control) throw new Error('useLanguage must be used within a LanguageProvider');
  return { locale, changeLocale: control.changeLocale };
}

/**
 * Namespaces a page rendered by the server used (entry-server.tsx): the browser loads them
 * before it hydrates the page, so its first render has the same words as the HTML.
 */
export const serverNamespaces = new Set<Namespaces>();

/** Namespaces loaded into the dictionary after the page that asked for them had unmounted. */
const unappliedNamespaces = new Set<string>();

function isNamespaceLoaded(locale: Locales, ns: Namespaces): boolean {
  const dict = loadedLocales[locale] as Partial<Record<string, unknown>> | undefined;
  return dict?.[ns] !== undefined;
}

/**
 * Loads a per-page dictionary namespace for the current language and returns true once
 * `LL.<namespace>` can be used. Render a skeleton (or nothing) while it is false.
 */
export function useNamespace(ns: Namespaces): boolean {
  const { locale, setLocale } = useI18nContext();
  if (typeof window === 'undefined') serverNamespaces.add(ns);
  const [loadedFor, setLoadedFor] = useState<Locales | null>(() =>
    isNamespaceLoaded(locale, ns) && !unappliedNamespaces.has(`${locale}:${ns}`) ? locale : null,
  );
  useEffect(() => {
    requestedNamespaces.add(ns);
    const key = `${locale}:${ns}`;
    if (isNamespaceLoaded(locale, ns)) {
      // A load that finished after its page had gone (a redirect) never rebuilt the translation
      // object: rebuild it now, or every LL.<namespace> text of this page would be empty.
      if (unappliedNamespaces.delete(key)) setLocale(locale);
      setLoadedFor(locale);
      return;
    }
    let live = true;
    void loadNamespaceAsync(locale, ns).then(() => {
      if (!live) {
        unappliedNamespaces.add(key);
        return;
      }
      // The translation object is rebuilt from the dictionary, which now has the namespace.
      setLocale(locale);
      setLoadedFor(locale);
    });
    return () => {
      live = false;
    };
  }, [locale, ns, setLocale]);
  return loadedFor === locale && isNamespaceLoaded(locale, ns);
}
