import { useI18nContext } from '@wholesale/i18n';
import { SPECIES, STYLES } from '@wholesale/rules';
import type { FormEvent } from 'react';
import { ClearFilters, SearchField, SelectField, useSearchText } from '../ListFilters';
import { normalizeSearch } from '../search';
import { hasFilters, type ItemsView } from './view';

/**
 * Search and the three filters, done by the server. A filter applies when chosen; the search when
 * submitted (the button or Enter), not at each keystroke; emptying the box shows every item again.
 */
const VISIBILITIES = ['active', 'hidden'] as const;

export function ItemFiltersBar({ view, onChange }: { view: ItemsView; onChange: (next: ItemsView) => void }) {
  const { LL } = useI18nContext();
  const L = LL.admin.items;
  const [search, setSearch] = useSearchText(view.q);

  // A filter chosen with a search typed but not yet submitted takes that search along: the list
  // shows what the bar shows.
  const change = (patch: ItemsView) => onChange({ ...view, q: normalizeSearch(search) || undefined, ...patch });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    change({});
  }

  return (
    <form className="admin-filters" role="search" aria-label={L.filters()} onSubmit={onSubmit}>
      <SearchField
        label={L.search()}
        buttonLabel={L.search()}
        value={search}
        placeholder={L.searchPlaceholder()}
        autoComplete="off"
        onChange={(text) => {
          setSearch(text);
          if (text === '' && view.q) onChange({ ...view, q: undefined });
        }}
      />
      <SelectField
        label={L.style()}
        allLabel={L.allStyles()}
        value={view.style}
        options={STYLES}
        optionLabel={(s) => LL.catalogue.style[s]()}
        onChange={(style) => change({ style })}
      />
      <SelectField
        label={L.species()}
        allLabel={L.allSpecies()}
        value={view.species}
        options={SPECIES}
        optionLabel={(s) => LL.catalogue.species[s]()}
        onChange={(species) => change({ species })}
      />
      <SelectField
        label={L.visibility()}
        allLabel={L.allVisibility()}
        value={view.visibility}
        options={VISIBILITIES}
        optionLabel={(v) => (v === 'active' ? L.active() : L.hidden())}
        onChange={(visibility) => change({ visibility })}
      />
      {hasFilters(view) && <ClearFilters label={L.clear()} onClear={() => onChange({})} />}
    </form>
  );
}
