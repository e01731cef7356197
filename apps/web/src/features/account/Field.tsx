import { useI18nContext } from '@wholesale/i18n';
import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { ResetField } from './validation';

// Form controls of the account pages. Every control has a visible <label>; an error sets
// aria-invalid and is tied to the control with aria-describedby (with the hint, if any).

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Translated message, or undefined. */
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  multiline?: boolean;
}

export function TextField({
  label,
  value,
  onValue,
  error,
  hint,
  optional,
  inputRef,
  multiline,
  id,
  required,
  ...rest
}: TextFieldProps) {
  const { LL } = useI18nContext();
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    required,
    'aria-required': required || undefined,
  } as const;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={fieldId}>
        {label}
        {required && (
          <span aria-hidden="true" className="req">
            {' '}
            *
          </span>
        )}
        {optional && <span className="opt"> {LL.account.form.optional()}</span>}
      </label>
      {multiline ? (
        <textarea
          {...common}
          ref={inputRef as Ref<HTMLTextAreaElement>}
          name={rest.name}
          value={value}
          rows={5}
          placeholder={rest.placeholder}
          maxLength={rest.maxLength}
          onChange={(e) => onValue(e.target.value)}
        />
      ) : (
        <input {...rest} {...common} ref={inputRef} value={value} onChange={(e) => onValue(e.target.value)} />
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (phones make typos easy). */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { LL } = useI18nContext();
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      <TextField {...props} type={shown ? 'text' : 'password'} />
      <label className="show-password">
        <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
        {LL.account.form.showPassword()}
      </label>
    </div>
  );
}

/**
 * A new password and its confirmation, as the reset page and the invitation's join form ask for
 * them: the password's rule under the first, both filed by password managers as a new password.
 */
export function NewPasswordFields({
  name,
  passwordLabel,
  confirmLabel,
  values,
  onValue,
  error,
  inputRef,
}: {
  /** the new password's `name` (the confirmation's is `confirmPassword`) */
  name: string;
  passwordLabel: string;
  confirmLabel: string;
  values: Readonly<Record<ResetField, string>>;
  onValue: (field: ResetField, value: string) => void;
  error: (field: ResetField) => string | undefined;
  inputRef: (field: ResetField) => Ref<HTMLInputElement>;
}) {
  const { LL } = useI18nContext();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        name={name}
        autoComplete="new-password"
        required
        hint={LL.account.reset.rule()}
        value={values.password}
        onValue={(v) => onValue('password', v)}
        error={error('password')}
        inputRef={inputRef('password')}
      />
      <PasswordField
        label={confirmLabel}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirm}
        onValue={(v) => onValue('confirm', v)}
        error={error('confirm')}
        inputRef={inputRef('confirm')}
      />
    </>
  );
}

/**
 * A form's text fields by name: `field(name, label, extra)` draws the named field with its value,
 * its change, its error and its place for the focus as the form keeps them; `extra` sets the rest.
 */
export function bindTextFields<F extends string>(form: {
  values: Readonly<Record<F, string>>;
  onValue: (field: F) => (value: string) => void;
  error: (field: F) => string | undefined;
  ref: (field: F) => Ref<HTMLInputElement>;
}) {
  return (field: F, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      label={label}
      name={field}
      value={form.values[field]}
      onValue={form.onValue(field)}
      error={form.error(field)}
      inputRef={form.ref(field)}
      {...extra}
    />
  );
}

/**
 * An e-mail address input: the e-mail keyboard on phones, and no auto-capitalising or
 * spell-checking (an address is not a word).
 */
/** What makes a text input an e-mail address on every form: the keyboard, no capitals, no spelling. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;

export function EmailField(props: Omit<TextFieldProps, 'type' | 'label'>) {
  const { LL } = useI18nContext();
  return <TextField label={LL.account.form.email()} {...EMAIL_INPUT} {...props} />;
}

/** The mail language choices, each in its own words so that a reader of either finds theirs. */
export function MailLanguageOptions() {
  return (
    <>
      <option value="en" lang="en">
        English
      </option>
      <option value="ko" lang="ko">
        한국어
      </option>
    </>
  );
}

export interface FileFieldProps {
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** false: a required file (the renewed document of the profile); the signup's are optional */
  optional?: boolean;
}

/** A file picker for PDF, JPG and PNG; shows the chosen name and a remove button. */
export function FileField({ label, file, onFile, error, inputRef, optional = true }: FileFieldProps) {
  const { LL } = useI18nContext();
  const id = useId();
  const local = useRef<HTMLInputElement | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field file-field has-error' : 'field file-field'}>
      <label htmlFor={id}>
        {label}
        {optional ? (
          <>
            {' '}
            <span className="opt">{LL.account.form.optional()}</span>
          </>
        ) : (
          <span aria-hidden="true" className="req">
            {' '}
            *
          </span>
        )}
      </label>
      {/* The native control's own text ("Choose File") follows the browser's language, not the
          page's: it is visually hidden (still focusable) behind a translated button-like label. */}
      <div className="file-picker">
        <input
          id={id}
          className="file-input"
          ref={(el) => {
            local.current = el;
            if (typeof inputRef === 'function') inputRef(el);
            else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
          }}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
        <label htmlFor={id} className="btn btn-secondary btn-small" aria-hidden="true">
          {LL.account.form.chooseFile()}
        </label>
        <span className="file-name">{file ? file.name : LL.account.form.noFile()}</span>
      </div>
      <p id={hintId} className="field-hint">
        {LL.account.form.fileHint()}
      </p>
      {file && (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => {
            if (local.current) local.current.value = '';
            onFile(null);
          }}
        >
          {LL.account.form.removeFile()}
        </button>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** An on/off toggle (a checkbox with role=switch, so it reads "on" / "off"). */
export function Switch({
  checked,
  onChange,
  label,
  description,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  description?: string;
}) {
  const id = useId();
  return (
    <div className="switch-row">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        aria-describedby={description ? `${id}-d` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className="switch-label">
          {label}
        </label>
        {description && (
          <p id={`${id}-d`} className="switch-text">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

/** Moves focus to a control and brings it into view (first invalid field on submit). */
export function focusControl(el: HTMLElement | null | undefined): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
