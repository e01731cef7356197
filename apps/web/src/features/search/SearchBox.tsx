import { useI18nContext } from '@wholesale/i18n';
import { searchQuery } from '@wholesale/rules';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { loadApi } from '../../lib/api';
import { useCatalogueSearch } from '../catalogue/queries';
import { SearchIcon } from '../../ui/icons';
import { localized } from '../catalogue/localized';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_LIMIT } from './rules';
import { useDebounced } from './useDebounced';
import { useSuggestionsInView } from './useSuggestionsInView';

const ResultsModal = lazy(() => import('./ResultsModal'));

/** Search box with an accessible suggestion list (ARIA 1.2 combobox) and a results modal. */
export function SearchBox() {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // The text as last committed outside an IME composition: Korean input is not searched mid-syllable.
  const [committed, setCommitted] = useState('');
  const composing = useRef(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [submitted, setSubmitted] = useState<string | null>(null);
  // Submitted text too short to search ("x"): say why nothing happens.
  const [tooShort, setTooShort] = useState(false);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const term = searchQuery(useDebounced(committed, SEARCH_DEBOUNCE_MS));
  const query = useCatalogueSearch(term, SUGGESTION_LIMIT, { keepPrevious: true });
  // Search failures give an empty list (spec), never an error screen.
  const suggestions = term !== null && !query.isError ? (query.data ?? []).slice(0, SUGGESTION_LIMIT) : [];
  const expanded = open && term !== null && suggestions.length > 0;
  useSuggestionsInView(expanded, suggestions.length, formRef, listRef);
  // The list scrolls inside itself: keep the option chosen with the arrow keys in sight, moving
  // the list only (scrollIntoView would also move the page, and the box with it).
  useEffect(() => {
    const list = listRef.current;
    const option = expanded && active >= 0 ? document.getElementById(`${listId}-opt-${active}`) : null;
    if (!list || !option) return;
    const top = option.offsetTop;
    const bottom = top + option.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }, [expanded, active, listId]);

  const update = (value: string) => {
    setText(value);
    if (!composing.current) setCommitted(value);
    setOpen(true);
    setActive(-1);
    setTooShort(false);
  };

  const choose = (id: number) => {
    setOpen(false);
    navigate(`/wholesale/product/${id}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (suggestions.length === 0 ? -1 : (a + 1) % suggestions.length));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (suggestions.length === 0 ? -1 : a <= 0 ? suggestions.length - 1 : a - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      const s = suggestions[active];
      if (s) choose(s.id);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        update('');
      }
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // The spec: search is active only for more than one character (one Hangul syllable will do).
    const q = searchQuery(text);
    if (q === null) {
      setTooShort(text.trim() !== '');
      return;
    }
    setOpen(false);
    setSubmitted(q);
  };

  return (
    <div className="search">
      <form ref={formRef} role="search" onSubmit={onSubmit} className="search-form">
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          {LL.search.label()}
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-opt-${active}` : undefined}
          aria-describedby={tooShort ? `${listId}-hint` : undefined}
          placeholder={LL.search.placeholder()}
          value={text}
          onChange={(e) => update(e.target.value)}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={(e) => {
            composing.current = false;
            setCommitted(e.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onFocus={() => {
            setOpen(true);
            void loadApi(); // fetch the tRPC client while the user types
          }}
        />
        <button type="submit" className="search-submit" aria-label={LL.search.submit()}>
          <SearchIcon />
        </button>
      </form>
      {/* Present before it speaks, so screen readers announce the hint when it appears. */}
      <p id={`${listId}-hint`} role="status" className="search-hint">
        {tooShort ? LL.search.tooShort() : ''}
      </p>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={LL.search.suggestions()}
        className="suggestions"
        hidden={!expanded}
      >
        {suggestions.map((s, i) => {
          const t = localized(s, locale);
          return (
            <li
              key={s.id}
              id={`${listId}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'suggestion active' : 'suggestion'}
              // mousedown, not click: it runs before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s.id);
              }}
            >
              <span>{t.name}</span>
              <span className="muted">{t.type}</span>
            </li>
          );
        })}
      </ul>
      {submitted !== null && (
        <Suspense fallback={null}>
          <ResultsModal
            q={submitted}
            onClose={() => {
              setSubmitted(null);
              inputRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
