import { useI18nContext } from '@wholesale/i18n';
import { SPECIES, STYLES } from '@wholesale/rules';
import { useId } from 'react';
import { hasFilters, NO_FILTERS, type ItemFilters } from './filter';

/** Search and the three filters; the list follows at each keystroke (client-side, see filter.ts). */
export function ItemFiltersBar({ filters, onChange }: { filters: ItemFilters; onChange: (f: ItemFilters) => void }) {
  const { LL } = useI18nContext();
  const L = LL.admin.items;
  const ids = { q: useId(), style: useId(), species: useId(), visibility: useId() };
  const set = <K extends keyof ItemFilters>(key: K, value: ItemFilters[K]) => onChange({ ...filters, [key]: value });

  return (
    <form className="admin-filters" role="search" aria-label={L.filters()} onSubmit={(e) => e.preventDefault()}>
      <div className="admin-field admin-field-grow">
        <label htmlFor={ids.q}>{L.search()}</label>
        <input
          id={ids.q}
          type="search"
          className="admin-input"
          value={filters.q}
          placeholder={L.searchPlaceholder()}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => set('q', e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={ids.style}>{L.style()}</label>
        <select id={ids.style} className="admin-select" value={filters.style} onChange={(e) => set('style', e.target.value as ItemFilters['style'])}>
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
          value={filters.species}
          onChange={(e) => set('species', e.target.value as ItemFilters['species'])}
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
          value={filters.visibility}
          onChange={(e) => set('visibility', e.target.value as ItemFilters['visibility'])}
        >
          <option value="">{L.allVisibility()}</option>
          <option value="active">{L.active()}</option>
          <option value="hidden">{L.hidden()}</option>
        </select>
      </div>
      {hasFilters(filters) && (
        <button type="button" className="link-button admin-clear" onClick={() => onChange(NO_FILTERS)}>
          {L.clear()}
        </button>
      )}
    </form>
  );
}
