import { useI18nContext } from '@wholesale/i18n';
import { SPECIES, STYLES } from '@wholesale/rules';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { hasFilters, normalizeSearch, SEARCH_MAX, type ItemsView } from './view';

/**
 * Search and the three filters, done by the server. A filter applies when chosen; the search when
 * submitted (the button or Enter), not at each keystroke; emptying the box shows every item again.
 */
export function ItemFiltersBar({ view, onChange }: { view: ItemsView; onChange: (next: ItemsView) => void }) {
  const { LL } = useI18nContext();
  const L = LL.admin.items;
  const ids = { q: useId(), style: useId(), species: useId(), visibility: useId() };
  const [search, setSearch] = useState(view.q ?? '');
  // The URL changed (Back, Clear filters, a link): the box shows its search.
  useEffect(() => setSearch(view.q ?? ''), [view.q]);

  // A filter chosen with a search typed but not yet submitted takes that search along: the list
  // shows what the bar shows.
  const change = (patch: ItemsView) => onChange({ ...view, q: normalizeSearch(search) || undefined, ...patch });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    change({});
  }

  return (
    <form className="admin-filters" role="search" aria-label={L.filters()} onSubmit={onSubmit}>
      <div className="admin-field admin-field-grow">
        <label htmlFor={ids.q}>{L.search()}</label>
        <div className="admin-search">
          <input
            id={ids.q}
            type="search"
            className="admin-input"
            value={search}
            placeholder={L.searchPlaceholder()}
            maxLength={SEARCH_MAX}
            autoComplete="off"
            onChange={(e) => {
              setSearch(e.target.value);
              if (e.target.value === '' && view.q) onChange({ ...view, q: undefined });
            }}
          />
          <button type="submit" className="btn btn-primary">
            {L.search()}
          </button>
        </div>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.style}>{L.style()}</label>
        <select
          id={ids.style}
          className="admin-select"
          value={view.style ?? ''}
          onChange={(e) => change({ style: (e.target.value || undefined) as ItemsView['style'] })}
        >
          <option value="">{L.allStyles()}</option>
          {STYLES.map((s) => (
            <option key={s} value={s}>
              {LL.catalogue.style[s]()}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.species}>{L.species()}</label>
        <select
          id={ids.species}
          className="admin-select"
          value={view.species ?? ''}
          onChange={(e) => change({ species: (e.target.value || undefined) as ItemsView['species'] })}
        >
          <option value="">{L.allSpecies()}</option>
          {SPECIES.map((s) => (
            <option key={s} value={s}>
              {LL.catalogue.species[s]()}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.visibility}>{L.visibility()}</label>
        <select
          id={ids.visibility}
          className="admin-select"
          value={view.visibility ?? ''}
          onChange={(e) => change({ visibility: (e.target.value || undefined) as ItemsView['visibility'] })}
        >
          <option value="">{L.allVisibility()}</option>
          <option value="active">{L.active()}</option>
          <option value="hidden">{L.hidden()}</option>
        </select>
      </div>
      {hasFilters(view) && (
        <button type="button" className="link-button admin-clear" onClick={() => onChange({})}>
          {L.clear()}
        </button>
      )}
    </form>
  );
}
