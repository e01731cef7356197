import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { useCatalogueList } from '../catalogue/queries';
import { specText } from '../catalogue/terms';
import { AddOrThere, FindProductField } from '../search/FindProductField';
import { lineName } from './model';

/** How many matches the picker offers at once. */
const SHOWN = 8;

/** "Add a product": the catalogue's visible products, filtered by name in either language, each with Add. */
export function ProductPicker({
  onGuide,
  onAdd,
}: {
  onGuide: readonly number[];
  onAdd: (item: { item_id: number; name: string; name_ko: string; spec: string }) => void;
}) {
  const { LL, locale } = useI18nContext();
  const G = LL.orderGuides;
  const ids = useId();
  const [text, setText] = useState('');
  const list = useCatalogueList({});
  const q = text.trim().toLowerCase();
  const have = new Set(onGuide);
  const matches =
    q.length === 0
      ? []
      : (list.data ?? [])
          .filter((i) => i.show && (i.name.toLowerCase().includes(q) || i.name_ko.includes(q)))
          .slice(0, SHOWN);
  const status =
    q.length === 0 ? '' : list.isPending ? G.searching() : matches.length === 0 ? G.noMatch({ q: text.trim() }) : '';

  return (
    <section className="section card guide-picker" aria-labelledby={`${ids}-h`}>
      <h3 id={`${ids}-h`} className="section-title">
        {G.addTitle()}
      </h3>
      <FindProductField
        id={`${ids}-q`}
        label={G.searchLabel()}
        className="select"
        maxLength={100}
        placeholder={G.searchPlaceholder()}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <p className="field-hint" role="status">
        {status}
      </p>
      {matches.length > 0 && (
        <ul className="guide-picks">
          {matches.map((item) => {
            const name = lineName(item, locale);
            return (
              <li key={item.id}>
                <span className="guide-pick-text">
                  <span className="guide-line-name">{name}</span>
                  <span className="muted">{specText(LL, item.spec)}</span>
                </span>
                <AddOrThere
                  there={have.has(item.id)}
                  thereText={G.onGuide()}
                  thereClassName="muted"
                  addLabel={G.addLine({ name })}
                  addText={G.add()}
                  onAdd={() => onAdd({ item_id: item.id, name: item.name, name_ko: item.name_ko, spec: item.spec })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
