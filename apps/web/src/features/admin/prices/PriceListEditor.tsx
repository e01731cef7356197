import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useMemo } from 'react';
import { useReportQueryError } from '../access';
import { customerName } from '../customers/model';
import { formatAdminTime } from '../format';
import { BackLink, RecordNotLoaded } from '../DetailFrame';
import { PageHead } from '../pages/PageHead';
import { DeleteList } from './DeleteList';
import { priceListsHref } from './href';
import { ImportCsv } from './ImportCsv';
import { ListCustomers } from './ListCustomers';
import { PriceHistory } from './PriceHistory';
import { PriceRowsTable } from './PriceRowsTable';
import { rowProductOf } from './products';
import { ProductSearch } from './ProductSearch';
import { listChangesQuery, priceListQuery, type PriceList } from './queries';
import { addProduct, productCount } from './rows';
import { NAME_MAX } from './values';
import { useListDraft } from './useListDraft';
import { LabelledField } from '../LabelledField';

/** One price list (?page=price-lists&list=ID): its name and prices, its CSV file, customers, history, and its deletion. */
export function PriceListEditor({ listId }: { listId: number }) {
  const { LL } = useI18nContext();
  const E = LL.admin.priceLists.editor;
  const list = useQuery(priceListQuery(listId));
  useReportQueryError(list.error);

  if (list.data === undefined) {
    return (
      <RecordNotLoaded
        query={list}
        backHref={priceListsHref()}
        backLabel={E.back()}
        loadingTitle={E.loading()}
        loadErrorTitle={E.loadError()}
        retryLabel={LL.admin.priceLists.retry()}
      />
    );
  }
  return <Editor list={list.data} />;
}

function Editor({ list }: { list: PriceList }) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.priceLists;
  const E = P.editor;
  const zone = LL.common.pacificZone();
  const changes = useQuery(listChangesQuery(list.id));
  const draft = useListDraft(list);
  const { name, rows, setRows, nameError, formError, saving, dirty, ids, fieldId, setFocusNext } = draft;
  const taken = useMemo(() => new Set(rows.map((r) => r.item_id)), [rows]);

  const updated = formatAdminTime(list.updated_at, locale, zone);
  const listName = list.name;

  return (
    <section>
      <BackLink
        to={priceListsHref()}
        label={E.back()}
        onClick={(e) => {
          if (dirty && !window.confirm(E.leaveUnsaved())) e.preventDefault();
        }}
      />
      <PageHead title={E.title({ name: listName })} intro={updated && E.lastChange({ when: updated.text })} />

      <form className="admin-panel pl-editor" aria-labelledby={ids.title} onSubmit={draft.save} noValidate>
        <h2 id={ids.title} className="admin-h2">
          {E.settingsTitle()}
        </h2>
        <LabelledField id={ids.name} label={E.name()} className="pl-name">
          <input
            id={ids.name}
            className="admin-input"
            autoComplete="off"
            maxLength={NAME_MAX + 20}
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? ids.nameError : undefined}
            onChange={(e) => draft.rename(e.target.value)}
          />
          {nameError && (
            <p id={ids.nameError} className="admin-inline-error">
              {nameError}
            </p>
          )}
        </LabelledField>

        <h3 id={ids.prices} className="pl-h3" tabIndex={-1}>
          {E.pricesTitle()}{' '}
          <span className="muted pl-count">{E.count({ count: rows.length, products: productCount(rows) })}</span>
        </h3>
        <p className="muted admin-hint pl-prices-intro">{E.pricesIntro()}</p>
        <PriceRowsTable draft={draft} />

        <div className="pl-add">
          <ProductSearch
            label={E.addProduct()}
            taken={taken}
            onPick={(item) => {
              const next = addProduct(rows, item.id, rowProductOf(item));
              const added = next.find((r) => !rows.includes(r));
              setRows(next);
              if (added) setFocusNext(fieldId(added.key, 'price'));
            }}
          />
        </div>

        {formError && (
          <p id={ids.formError} className="admin-inline-error pl-form-error" role="alert">
            {formError}
          </p>
        )}
        <div className="pl-save">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={saving}
            aria-busy={saving}
            aria-describedby={ids.status}
          >
            {saving ? E.saving() : E.save()}
          </button>
          <button type="button" className="btn btn-secondary" disabled={!dirty || saving} onClick={draft.discard}>
            {E.discard()}
          </button>
          <span id={ids.status} className={dirty ? 'pl-dirty' : 'muted'} role="status">
            {dirty ? E.unsaved() : E.upToDate()}
          </span>
        </div>
      </form>

      <div className="pl-grid">
        <ImportCsv list={list} dirty={dirty} />
        <ListCustomers list={list} />
      </div>

      <PriceHistory
        changes={changes}
        listId={list.id}
        customer={(id) => {
          const c = list.customers.find((x) => x.id === id);
          return c ? customerName(c) : P.history.customer({ id });
        }}
        title={P.history.title()}
      />

      <DeleteList list={list} />
    </section>
  );
}
