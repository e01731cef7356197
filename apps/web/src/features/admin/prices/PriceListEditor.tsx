import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, isCatchWeight } from '@wholesale/rules';
import { Fragment, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, navigate } from '../../../lib/router';
import { fieldErrorTexts } from '../../../lib/serverErrorText';
import { trpc } from '../../../lib/trpc';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toastStore';
import { describeFailure } from '../../account/errors';
import { useReportFailure, useReportQueryError } from '../access';
import { adminPageHref } from '../pages';
import { customerHref, customerName } from '../customers/model';
import { Dialog } from '../Dialog';
import { formatAdminTime } from '../format';
import { LoadError } from '../LoadError';
import { failureText } from '../notify';
import { PageTitle } from '../pages/PageTitle';
import { ImportCsv } from './ImportCsv';
import {
  addProduct,
  addTier,
  checkName,
  checkRows,
  isChanged,
  localName,
  NAME_MAX,
  priceListsHref,
  productCount,
  removeRow,
  rowErrorsFromFields,
  rowProductOf,
  rowsOf,
  tierOf,
  updateRow,
  type PriceRow,
  type RowProblem,
} from './model';
import { PriceHistory } from './PriceHistory';
import { ProductSearch } from './ProductSearch';
import { listChangesQuery, priceListQuery, usePricesChanged, type PriceList } from './queries';

/** One price list (?page=price-lists&list=ID): its name and prices, its CSV file, customers, history, and its deletion. */
export function PriceListEditor({ listId }: { listId: number }) {
  const { LL } = useI18nContext();
  const E = LL.admin.priceLists.editor;
  const list = useQuery(priceListQuery(listId));
  useReportQueryError(list.error);

  const back = (
    <Link className="pl-back" to={priceListsHref()}>
      ← {E.back()}
    </Link>
  );
  if (list.data === undefined && !list.isError) {
    return (
      <section aria-busy="true">
        {back}
        <PageTitle>{E.loading()}</PageTitle>
        <Skeleton height={220} />
        <Skeleton height={120} style={{ marginTop: 16 }} />
      </section>
    );
  }
  if (list.data === undefined) {
    return (
      <section>
        {back}
        <LoadError
          title={E.loadError()}
          error={list.error}
          retryLabel={LL.admin.priceLists.retry()}
          onRetry={() => void list.refetch()}
        />
      </section>
    );
  }
  return <Editor list={list.data} />;
}

type Field = 'price' | 'min_quantity';
type RowMessages = Record<string, Partial<Record<Field, string>>>;

function Editor({ list }: { list: PriceList }) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.priceLists;
  const E = P.editor;
  const zone = LL.admin.orders.pacificZone();
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const pricesChanged = usePricesChanged();
  const { mutateAsync: updateList } = useMutation(trpc.admin.prices.updateList.mutationOptions());
  const changes = useQuery(listChangesQuery(list.id));

  // The editor starts from the saved list, and again whenever the server's copy changes (a save,
  // an import, Refresh Data bringing someone else's change).
  const [savedAt, setSavedAt] = useState(list.updated_at);
  const [name, setName] = useState(list.name);
  const [rows, setRows] = useState<PriceRow[]>(() => rowsOf(list.prices));
  const [problems, setProblems] = useState<RowMessages>({});
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (savedAt !== list.updated_at) {
    setSavedAt(list.updated_at);
    setName(list.name);
    setRows(rowsOf(list.prices));
    setProblems({});
    setNameError(null);
    setFormError(null);
  }

  const dirty = isChanged(name, rows, list);
  const base = useId();
  const ids = {
    title: `${base}-title`,
    name: `${base}-name`,
    nameError: `${base}-name-error`,
    prices: `${base}-prices`,
    status: `${base}-status`,
    formError: `${base}-form-error`,
  };
  const fieldId = (key: string, field: Field) => `${base}-${key}-${field}`;
  // The field to focus after the next render (a new row's price, a new tier's quantity).
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  // Leaving the page (reload, another site) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const problemText = (p: RowProblem | undefined): string | undefined => (p ? E.errors[p]() : undefined);
  const taken = useMemo(() => new Set(rows.map((r) => r.item_id)), [rows]);

  function edit(key: string, patch: Partial<Pick<PriceRow, 'min_quantity' | 'price'>>) {
    setRows((r) => updateRow(r, key, patch));
    // A corrected field loses its message (the save checks everything again).
    const field: Field = 'price' in patch ? 'price' : 'min_quantity';
    setProblems((p) => (p[key]?.[field] ? { ...p, [key]: { ...p[key], [field]: undefined } } : p));
  }

  function save(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setFormError(null);
    const checkedName = checkName(name);
    const checked = checkRows(rows);
    setNameError(checkedName === null ? E.errors.name({ max: NAME_MAX }) : null);
    if (!checked.ok) {
      const messages: RowMessages = {};
      for (const [key, p] of Object.entries(checked.problems))
        messages[key] = { price: problemText(p.price), min_quantity: problemText(p.min_quantity) };
      setProblems(messages);
      setFormError(E.invalid());
      document
        .getElementById(checkedName === null ? ids.name : fieldId(checked.first.key, checked.first.field))
        ?.focus();
      return;
    }
    setProblems({});
    if (checkedName === null) {
      setFormError(E.invalid());
      document.getElementById(ids.name)?.focus();
      return;
    }
    void send(checkedName, checked.prices);
  }

  async function send(checkedName: string, prices: { item_id: number; price: number; min_quantity: number }[]) {
    setSaving(true);
    const sent = rows;
    try {
      const answer = await updateList({ priceListId: list.id, name: checkedName, prices });
      queryClient.setQueryData(trpc.admin.prices.list.queryKey({ priceListId: list.id }), answer);
      pricesChanged();
      toast({
        title: E.saved(),
        text: E.savedText({ name: answer.name, count: answer.prices.length }),
        variant: 'success',
      });
    } catch (err) {
      report(err);
      const f = describeFailure(err);
      const texts = fieldErrorTexts(LL, f.fields, locale);
      const byRow = rowErrorsFromFields(texts, sent);
      setProblems(byRow);
      if (texts.name) setNameError(texts.name);
      const message = failureText(LL, err, locale);
      setFormError(E.refused({ message }));
      toast({ title: E.saveFailed(), text: message, variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  function discard() {
    setName(list.name);
    setRows(rowsOf(list.prices));
    setProblems({});
    setNameError(null);
    setFormError(null);
  }

  const updated = formatAdminTime(list.updated_at, locale, zone);
  const listName = list.name;

  return (
    <section>
      <Link
        className="pl-back"
        to={priceListsHref()}
        onClick={(e) => {
          if (dirty && !window.confirm(E.leaveUnsaved())) e.preventDefault();
        }}
      >
        ← {E.back()}
      </Link>
      <div className="admin-page-head">
        <div>
          <PageTitle>{E.title({ name: listName })}</PageTitle>
          {updated && <p className="muted admin-intro">{E.lastChange({ when: updated.text })}</p>}
        </div>
      </div>

      <form className="admin-panel pl-editor" aria-labelledby={ids.title} onSubmit={save} noValidate>
        <h2 id={ids.title} className="admin-h2">
          {E.settingsTitle()}
        </h2>
        <div className="admin-field pl-name">
          <label htmlFor={ids.name}>{E.name()}</label>
          <input
            id={ids.name}
            className="admin-input"
            autoComplete="off"
            maxLength={NAME_MAX + 20}
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? ids.nameError : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
          />
          {nameError && (
            <p id={ids.nameError} className="admin-inline-error">
              {nameError}
            </p>
          )}
        </div>

        <h3 id={ids.prices} className="pl-h3" tabIndex={-1}>
          {E.pricesTitle()}{' '}
          <span className="muted pl-count">{E.count({ count: rows.length, products: productCount(rows) })}</span>
        </h3>
        <p className="muted admin-hint pl-prices-intro">{E.pricesIntro()}</p>
        {rows.length === 0 ? (
          <p className="pl-none">{E.noPrices()}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table pl-prices">
              <caption className="visually-hidden">{E.caption()}</caption>
              <thead>
                <tr>
                  <th scope="col">{E.columns.product()}</th>
                  <th scope="col">{E.columns.minQuantity()}</th>
                  <th scope="col">{E.columns.price()}</th>
                  <th scope="col" className="pl-compare">
                    {E.columns.compare()}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{E.columns.actions()}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => {
                  // names, spec and other prices: from the list's answer, or from the search (a row not saved yet)
                  const item = row.product;
                  const product = localName(item, locale);
                  const first = i === 0 || rows[i - 1]?.item_id !== row.item_id;
                  const last = rows[i + 1]?.item_id !== row.item_id;
                  const tier = tierOf(rows, row.key);
                  const p = problems[row.key] ?? {};
                  const per = isCatchWeight(item.spec) ? E.perLb() : '';
                  const minError = `${fieldId(row.key, 'min_quantity')}-error`;
                  const priceError = `${fieldId(row.key, 'price')}-error`;
                  return (
                    <tr key={row.key} className={first ? 'pl-first' : 'pl-tier'} data-item-id={row.item_id}>
                      <th scope="row">
                        {first ? (
                          <>
                            <span className="pl-product">{product}</span>
                            <span className="muted pl-product-sub">
                              #{row.item_id} · {item.spec}
                            </span>
                          </>
                        ) : (
                          <span className="visually-hidden">{product}</span>
                        )}
                      </th>
                      <td>
                        <input
                          id={fieldId(row.key, 'min_quantity')}
                          className="admin-input pl-min"
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={4}
                          value={row.min_quantity}
                          aria-label={E.minQuantityLabel({ product, tier })}
                          aria-invalid={p.min_quantity ? true : undefined}
                          aria-describedby={p.min_quantity ? minError : undefined}
                          onChange={(e) => edit(row.key, { min_quantity: e.target.value })}
                        />
                        {row.min_quantity.trim() === '1' && <span className="muted admin-hint">{E.anyQuantity()}</span>}
                        {p.min_quantity && (
                          <span id={minError} className="admin-inline-error pl-error">
                            {p.min_quantity}
                          </span>
                        )}
                      </td>
                      <td>
                        <span className="pl-money">
                          <span aria-hidden="true">$</span>
                          <input
                            id={fieldId(row.key, 'price')}
                            className="admin-input pl-price"
                            inputMode="decimal"
                            autoComplete="off"
                            maxLength={12}
                            value={row.price}
                            aria-label={E.priceLabel({ product, tier })}
                            aria-invalid={p.price ? true : undefined}
                            aria-describedby={p.price ? priceError : undefined}
                            onChange={(e) => edit(row.key, { price: e.target.value })}
                          />
                          {per && <span className="muted">{per}</span>}
                        </span>
                        {p.price && (
                          <span id={priceError} className="admin-inline-error pl-error">
                            {p.price}
                          </span>
                        )}
                      </td>
                      <td className="pl-compare muted">
                        {first && (
                          <>
                            {formatUsd(item.list_price)}
                            {per} / {formatUsd(item.member_price)}
                            {per}
                          </>
                        )}
                      </td>
                      <td>
                        <div className="item-actions">
                          {last && (
                            <button
                              type="button"
                              className="btn btn-secondary btn-small"
                              aria-label={E.addTierLabel({ product })}
                              onClick={() => {
                                const next = addTier(rows, row.item_id);
                                const added = next.find((r) => !rows.includes(r));
                                setRows(next);
                                if (added) setFocusNext(fieldId(added.key, 'min_quantity'));
                              }}
                            >
                              {E.addTier()}
                            </button>
                          )}
                          <button
                            type="button"
                            className="btn btn-ghost btn-small"
                            aria-label={E.removeLabel({ product, tier })}
                            onClick={() => {
                              setRows((r) => removeRow(r, row.key));
                              setFocusNext(ids.prices);
                            }}
                          >
                            {E.remove()}
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}

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
          <button type="button" className="btn btn-secondary" disabled={!dirty || saving} onClick={discard}>
            {E.discard()}
          </button>
          <span id={ids.status} className={dirty ? 'pl-dirty' : 'muted'} role="status">
            {dirty ? E.unsaved() : E.upToDate()}
          </span>
        </div>
      </form>

      <div className="pl-grid">
        <ImportCsv list={list} dirty={dirty} />
        <Customers list={list} />
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

/** The buyers at this list, each a link to their customer page. */
function Customers({ list }: { list: PriceList }) {
  const { LL } = useI18nContext();
  const E = LL.admin.priceLists.editor;
  const heading = useId();
  return (
    <section className="admin-panel" aria-labelledby={heading}>
      <h2 id={heading} className="admin-h2">
        {E.customersTitle()} <span className="muted pl-count">({list.customers.length})</span>
      </h2>
      {list.customers.length === 0 ? (
        <p className="muted">{E.customersEmpty()}</p>
      ) : (
        <ul className="pl-customers">
          {list.customers.map((c) => (
            <li key={c.id}>
              <Link to={customerHref(c.id)}>{customerName(c)}</Link>
              <span className="muted pl-customer-sub">
                {c.company ? `${c.name} · ` : ''}
                {c.email}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="muted admin-hint">
        {E.customersIntro()} <Link to={adminPageHref('customers')}>{E.customersLink()}</Link>
      </p>
    </section>
  );
}

/** "Delete price list", confirmed first: its customers fall back to the member price. */
function DeleteList({ list }: { list: PriceList }) {
  const { LL, locale } = useI18nContext();
  const E = LL.admin.priceLists.editor;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const pricesChanged = usePricesChanged();
  const { mutateAsync: deleteList } = useMutation(trpc.admin.prices.deleteList.mutationOptions());
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useId();
  const count = list.customers.length;

  async function confirm() {
    setBusy(true);
    try {
      await deleteList({ priceListId: list.id });
      setOpen(false);
      queryClient.removeQueries(trpc.admin.prices.list.queryFilter({ priceListId: list.id }));
      pricesChanged();
      toast({ title: E.deleted(), text: E.deletedText({ name: list.name }), variant: 'success' });
      navigate(priceListsHref(), { replace: true });
    } catch (err) {
      report(err);
      toast({ title: E.deleteFailed(), text: failureText(LL, err, locale), variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-panel pl-delete" aria-labelledby={heading}>
      <h2 id={heading} className="admin-h2">
        {E.deleteTitleSection()}
      </h2>
      <p className="muted">{count > 0 ? E.deleteText({ count }) : E.deleteTextNone()}</p>
      <button type="button" className="btn pl-danger" onClick={() => setOpen(true)}>
        {E.delete()}
      </button>
      <Dialog
        open={open}
        title={E.deleteTitle({ name: list.name })}
        description={count > 0 ? E.deleteText({ count }) : E.deleteTextNone()}
        busy={busy}
        onClose={() => setOpen(false)}
        actions={
          <Fragment>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setOpen(false)}>
              {E.cancel()}
            </button>
            <button
              type="button"
              className="btn pl-danger"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void confirm()}
            >
              {busy ? E.deleting() : E.deleteConfirm()}
            </button>
          </Fragment>
        }
      />
    </section>
  );
}
