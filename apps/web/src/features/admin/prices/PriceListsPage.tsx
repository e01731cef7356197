import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AdminTable, numeric } from '../AdminTable';
import { Link, navigate, useSearchParams } from '../../../lib/router';
import { fieldErrorTexts } from '../../../lib/serverErrorText';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { readFailure } from '../../../lib/failure';
import { useReportQueryError } from '../access';
import { useFailureToast } from '../useFailureToast';
import { formatAdminTime } from '../format';
import { SkeletonRows, EmptyState, QueryBody } from '../ListStates';
import { PageHead } from '../pages/PageHead';
import { parsePriceListsView, priceListsHref } from './href';
import { checkName, NAME_MAX } from './values';
import { PriceListEditor } from './PriceListEditor';
import { priceListsQuery, usePricesChanged, type PriceListSummary } from './queries';
import { LabelledField } from '../LabelledField';
import './prices.css';

/** Page 9: the price lists, a new one, and one list's editor (?list=ID). */
export function PriceListsPage() {
  const view = parsePriceListsView(useSearchParams());
  if (view.listId) return <PriceListEditor key={view.listId} listId={view.listId} />;
  return <PriceListsOverview />;
}

function PriceListsOverview() {
  const { LL } = useI18nContext();
  const P = LL.admin.priceLists;
  const lists = useQuery(priceListsQuery());
  useReportQueryError(lists.error);

  return (
    <section>
      <PageHead title={P.title()} intro={P.intro()} />
      <QueryBody
        query={lists}
        words={P}
        placeholder={<SkeletonRows count={2} height={44} />}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={P.empty()} text={P.emptyText()} />}
      >
        {(data) => <ListsTable lists={data} />}
      </QueryBody>
      <NewListForm />
    </section>
  );
}

function ListsTable({ lists }: { lists: PriceListSummary[] }) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.priceLists;
  const zone = LL.common.pacificZone();
  return (
    <AdminTable
      className="pl-table"
      caption={P.caption()}
      columns={[P.columns.name(), numeric(P.columns.prices()), numeric(P.columns.customers()), P.columns.updated()]}
    >
      {lists.map((l) => {
        const when = formatAdminTime(l.updated_at, locale, zone);
        return (
          <tr key={l.id}>
            <th scope="row">
              <Link to={priceListsHref({ listId: l.id })} aria-label={P.openLabel({ name: l.name })}>
                {l.name}
              </Link>
            </th>
            <td className="num">{l.prices.toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US')}</td>
            <td className="num">{l.customers.toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US')}</td>
            <td>{when ? <time dateTime={when.dateTime}>{when.text}</time> : null}</td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

/** "New price list": its name; created empty, then opened for its prices. */
function NewListForm() {
  const { LL, locale } = useI18nContext();
  const C = LL.admin.priceLists.create;
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  const pricesChanged = usePricesChanged();
  const { mutateAsync: createList } = useMutation(trpc.admin.prices.createList.mutationOptions());
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { heading: useId(), name: useId(), hint: useId(), error: useId() };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const checked = checkName(name);
    if (checked === null) {
      setError(LL.admin.priceLists.editor.errors.name({ max: NAME_MAX }));
      input.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const list = await createList({ name: checked, prices: [] });
      queryClient.setQueryData(trpc.admin.prices.list.queryKey({ priceListId: list.id }), list);
      pricesChanged();
      toast({ title: C.created(), text: C.createdText({ name: list.name }), variant: 'success', forNextPage: true });
      navigate(priceListsHref({ listId: list.id }));
    } catch (err) {
      const text = toastFailure(err, C.failed());
      setError(fieldErrorTexts(LL, readFailure(err).fields, locale).name ?? text);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-panel pl-new" aria-labelledby={ids.heading} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={ids.heading} className="admin-h2">
        {C.heading()}
      </h2>
      <div className="pl-new-row">
        <LabelledField id={ids.name} label={C.name()} className="admin-field-grow">
          <input
            ref={input}
            id={ids.name}
            className="admin-input"
            autoComplete="off"
            maxLength={NAME_MAX + 20}
            value={name}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
            onChange={(e) => setName(e.target.value)}
          />
        </LabelledField>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? C.creating() : C.submit()}
        </button>
      </div>
      {error && (
        <p id={ids.error} className="admin-inline-error" role="alert">
          {error}
        </p>
      )}
      <p id={ids.hint} className="muted admin-hint">
        {C.hint({ max: NAME_MAX })}
      </p>
    </form>
  );
}
