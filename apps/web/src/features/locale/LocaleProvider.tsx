import {
  TypesafeI18n,
  loadLocaleAsync,
  loadNamespaceAsync,
  loadedLocales,
  useI18nContext,
  type Locales,
  type Namespaces,
} from '@wholesale/i18n';
import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { linkManifest } from '../install/manifest';
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
      // The address follows (its own small chunk: nothing of it in the first load).
      void import('./followInAddress').then((m) => m.followInAddress(next));
      setLocale(next);
    },
    [setLocale],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
    linkManifest(locale);
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

/**
 * Loads a page's namespace ahead of the page (the route table, with the page's code), so the page
 * does not wait for its words after its code. A translation object built before it came in does
 * not have it: the page's useNamespace sees that and has the object rebuilt.
 */
export async function preloadNamespace(locale: Locales, ns: Namespaces): Promise<void> {
  if (!isNamespaceLoaded(locale, ns)) await loadNamespaceAsync(locale, ns);
}

function isNamespaceLoaded(locale: Locales, ns: Namespaces): boolean {
  const dict = loadedLocales[locale] as Partial<Record<string, unknown>> | undefined;
  return dict?.[ns] !== undefined;
}

/**
 * Whether a translation object (LL) was built with `ns`. typesafe-i18n copies the dictionary's
 * keys onto the object when it builds it (setLocale), so a namespace loaded later, by whoever,
 * is in the dictionary but not in the object until it is rebuilt.
 */
export function hasNamespace(LL: object, ns: Namespaces): boolean {
  return ns in LL;
}

/**
 * Loads a per-page dictionary namespace for the current language and returns true once
 * `LL.<namespace>` can be used. Render a skeleton (or nothing) while it is false.
 */
export function useNamespace(ns: Namespaces): boolean {
  const { LL, locale, setLocale } = useI18nContext();
  if (typeof window === 'undefined') serverNamespaces.add(ns);
  const ready = hasNamespace(LL, ns);
  useEffect(() => {
    requestedNamespaces.add(ns);
    if (ready) return;
    let live = true;
    // Loaded already (ahead of the page, or after an earlier page had gone) or loaded now: the
    // translation object is rebuilt from the dictionary, which then has the namespace.
    void preloadNamespace(locale, ns).then(() => {
      if (live) setLocale(locale);
    });
    return () => {
      live = false;
    };
  }, [locale, ns, ready, setLocale]);
  return ready;
}
