import { useEffect, useId, useState } from 'react';
import { LabelledField } from './LabelledField';
import { SEARCH_MAX } from './search';

/**
 * A labelled choice of the back office (a list's filter, a mail's language): every one was the same
 * label, select and options. With `allLabel`, an empty first choice means "no filter".
 */
export function SelectField<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  allLabel,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T | undefined) => void;
  allLabel?: string;
}) {
  const id = useId();
  return (
    <LabelledField id={id} label={label}>
      <select
        id={id}
        className="admin-select"
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/**
 * What a list's search box shows: what staff type, until the URL's search (`q`) changes (Back,
 * Clear filters, a link), which the box then shows.
 */
export function useSearchText(q: string | undefined) {
  const [text, setText] = useState(q ?? '');
  useEffect(() => setText(q ?? ''), [q]);
  return [text, setText] as const;
}

/**
 * A list's search box and its button: the search runs when submitted, not at each keystroke. It
 * takes the SEARCH_MAX characters every back-office search sends.
 */
export function SearchField({
  label,
  buttonLabel,
  value,
  placeholder,
  onChange,
  autoComplete,
}: {
  label: string;
  buttonLabel: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <LabelledField id={id} label={label} className="admin-field-grow">
      <div className="admin-search">
        <input
          id={id}
          type="search"
          className="admin-input"
          value={value}
          placeholder={placeholder}
          maxLength={SEARCH_MAX}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {buttonLabel}
        </button>
      </div>
    </LabelledField>
  );
}

/** "Clear filters": back to the whole list. */
export function ClearFilters({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button type="button" className="link-button admin-clear" onClick={onClear}>
      {label}
    </button>
  );
}
