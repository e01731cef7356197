import type { Locales } from '@wholesale/i18n';

/** A language's flag, drawn by the style sheet (.flag-en, .flag-ko in styles/header-drawer.css). */
export function Flag({ locale, large = false }: { locale: Locales; large?: boolean }) {
  return <span className={large ? `flag flag-lg flag-${locale}` : `flag flag-${locale}`} aria-hidden="true" />;
}
