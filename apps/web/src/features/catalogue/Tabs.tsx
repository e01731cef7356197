import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** An ARIA tablist: arrow keys, Home and End move between tabs (automatic activation). */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  labelFor,
  idPrefix,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (t: T) => void;
  label: string;
  labelFor: (t: T) => string;
  idPrefix: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? i === last
          ? 0
          : i + 1
        : e.key === 'ArrowLeft'
          ? i === 0
            ? last
            : i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    const t = tabs[next];
    if (t !== undefined) onChange(t);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((t, i) => (
        <button
          key={t}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${t}`}
          aria-selected={t === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={t === value ? 0 : -1}
          className="tab"
          onClick={() => onChange(t)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {labelFor(t)}
        </button>
      ))}
    </div>
  );
}

type Species = keyof TranslationFunctions['catalogue']['species'];

/** The catalogue's tabs by species (a listing's, Shop all's) and the panel they control. */
export function SpeciesTabs<T extends Species>({
  tabs,
  value,
  onChange,
  idPrefix,
  busy,
  children,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (t: T) => void;
  idPrefix: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <>
      <Tabs
        tabs={tabs}
        value={value}
        onChange={onChange}
        label={LL.catalogue.tabsLabel()}
        labelFor={(t) => LL.catalogue.species[t]()}
        idPrefix={idPrefix}
      />
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${value}`} aria-busy={busy}>
        {children}
      </div>
    </>
  );
}
