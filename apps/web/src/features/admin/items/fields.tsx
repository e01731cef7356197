import { useI18nContext } from '@wholesale/i18n';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldErrorText, type FieldLimit } from './form-model';

// One labelled control of the item editor: its hint and its error sit under it and are tied to it
// with aria-describedby, and aria-invalid marks it while the error shows.

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: FieldError;
  limit?: FieldLimit;
  /** 'en' or 'ko': the language of what is typed (spell checking, screen reader voice). */
  lang?: string;
  className?: string;
}

function useDescribed({ id, hint, error, limit }: FieldProps) {
  const { LL, locale } = useI18nContext();
  const message = fieldErrorText(LL, error, limit, locale);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { message, hintId, errorId, describedBy };
}

function Frame({
  p,
  described,
  children,
}: {
  p: FieldProps;
  described: ReturnType<typeof useDescribed>;
  children: ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <div className={`admin-field item-field ${p.className ?? ''}`}>
      <label htmlFor={p.id}>
        {p.label}
        {p.required && <span className="item-required"> {LL.admin.items.form.required()}</span>}
      </label>
      {children}
      {described.message && (
        <p id={described.errorId} className="item-field-error">
          {described.message}
        </p>
      )}
      {p.hint && (
        <p id={described.hintId} className="muted admin-hint">
          {p.hint}
        </p>
      )}
    </div>
  );
}

function controlProps(p: FieldProps, described: ReturnType<typeof useDescribed>) {
  return {
    id: p.id,
    'aria-invalid': described.message ? true : undefined,
    'aria-describedby': described.describedBy,
    'aria-required': p.required || undefined,
    lang: p.lang,
  };
}

export function TextField(p: FieldProps & { reg: UseFormRegisterReturn; multiline?: boolean }) {
  const described = useDescribed(p);
  const max = p.limit?.kind === 'text' && p.limit.max !== null ? p.limit.max : undefined;
  return (
    <Frame p={p} described={described}>
      {p.multiline ? (
        <textarea
          className="admin-input item-textarea"
          rows={4}
          maxLength={max}
          {...controlProps(p, described)}
          {...p.reg}
        />
      ) : (
        <input
          type="text"
          className="admin-input"
          maxLength={max}
          autoComplete="off"
          {...controlProps(p, described)}
          {...p.reg}
        />
      )}
    </Frame>
  );
}

export function NumberField(p: FieldProps & { reg: UseFormRegisterReturn }) {
  const described = useDescribed(p);
  const limit = p.limit?.kind === 'number' ? p.limit : null;
  return (
    <Frame p={p} described={described}>
      <input
        type="number"
        inputMode="decimal"
        step="0.01"
        // Catalogue spec §5: a minimum of 0. The form does its own checking (noValidate), so a
        // negative number gets the form's message rather than the browser's bubble.
        min={limit?.min ?? 0}
        max={limit?.max ?? undefined}
        className="admin-input item-number"
        {...controlProps(p, described)}
        {...p.reg}
      />
    </Frame>
  );
}

export function SelectField(
  p: FieldProps & {
    reg: UseFormRegisterReturn;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  },
) {
  const described = useDescribed(p);
  return (
    <Frame p={p} described={described}>
      <select className="admin-select" {...controlProps(p, described)} {...p.reg}>
        {p.placeholder !== undefined && (
          <option value="" disabled>
            {p.placeholder}
          </option>
        )}
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
