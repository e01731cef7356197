import type { InputHTMLAttributes, Ref } from 'react';
import { SEARCH_MAX } from './search';
import type { useTypedSearch } from './useTypedSearch';

/**
 * The box of a search the server runs as staff type (`useTypedSearch`): what they type, at most
 * the SEARCH_MAX characters a search takes, never filled in by the browser's memory of other
 * forms. The rest (its id, what describes it, the list it controls) is the caller's.
 */
export function TypedSearchInput({
  search,
  className = 'admin-input',
  ...input
}: {
  search: Pick<ReturnType<typeof useTypedSearch>, 'text' | 'setText'>;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'maxLength' | 'autoComplete'>) {
  return (
    <input
      type="search"
      className={className}
      autoComplete="off"
      maxLength={SEARCH_MAX}
      value={search.text}
      onChange={(e) => search.setText(e.target.value)}
      {...input}
    />
  );
}
