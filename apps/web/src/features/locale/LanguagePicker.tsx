import { locales, useI18nContext, type Locales } from '@wholesale/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { Flag } from './Flag';
import { useLocale } from './LocaleProvider';

function useLanguageInfo() {
  const { LL } = useI18nContext();
  return (l: Locales) => ({
    name: LL.language[l].name(),
    country: LL.language[l].country(),
    currency: LL.language[l].currency(),
  });
}

/** Every language with flag, name, country and currency; the current one is pressed. */
export function LanguageList({ onChosen }: { onChosen?: () => void }) {
  const { locale, changeLocale } = useLocale();
  const info = useLanguageInfo();
  return (
    <ul className="lang-list">
      {locales.map((l) => {
        const i = info(l);
        return (
          <li key={l}>
            <button
              type="button"
              className="lang-option"
              aria-pressed={l === locale}
              lang={l}
              onClick={() => {
                void changeLocale(l).then(() => {
                  onChosen?.();
                  // Whether our e-mails should follow (asked once): its own chunk, fetched now.
                  void import('./mailLanguageOffer').then((m) => m.offerMailLanguage(l));
                });
              }}
            >
              <Flag locale={l} />
              <span className="lang-name">{i.name}</span>
              <span className="lang-meta">
                {i.country} · {i.currency}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Header flag button that opens the language list in a small popover. */
export function LanguageMenu() {
  const { LL, locale } = useI18nContext();
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="lang-menu" ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-expanded={open}
        aria-controls={id}
        aria-label={LL.header.language({ name: LL.language[locale].name() })}
        onClick={() => setOpen((o) => !o)}
      >
        <Flag locale={locale} large />
      </button>
      {open && (
        <div className="lang-popover" id={id} role="group" aria-label={LL.header.chooseLanguage()}>
          <LanguageList
            onChosen={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
