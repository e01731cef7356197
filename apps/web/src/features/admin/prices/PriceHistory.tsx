import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useId, useState, type ReactNode } from 'react';
import { AdminTable } from '../AdminTable';
import { Link } from '../../../lib/router';
import { useReportQueryError } from '../access';
import { customerHref } from '../customers/model';
import { formatAdminTime } from '../format';
import { SkeletonRows, QueryBody } from '../ListStates';
import { changeProductName, describeChange, type ChangeWords } from './changes';
import type { PriceChange } from './queries';
import { TitledPanel } from '../TitledPanel';
import './shared.css';

/** Changes shown before "Show all" (the server answers the latest 200). */
const FIRST = 15;

/** A change in the page's words; a customer named in it links to their page. */
function changeText(
  LL: TranslationFunctions,
  w: ChangeWords,
  product: (id: number) => string,
  customer: ((id: number) => string) | null,
): ReactNode {
  const H = LL.admin.priceLists.history;
  const usd = (n: number) => formatUsd(n);
  const tier = (item: number, min: number) =>
    min > 1 ? H.fromQuantity({ product: product(item), n: min }) : product(item);
  const who = (id: number | null) => {
    if (id === null || !customer) return null;
    return <Link to={customerHref(id)}>{customer(id)}</Link>;
  };
  // Around a link: the text's words before and after the customer's name.
  const around = (template: (args: { customer: string }) => string, id: number | null): ReactNode => {
    const link = who(id);
    if (!link) return null;
    const [before = '', after = ''] = template({ customer: '\u0000' }).split('\u0000');
    return (
      <>
        {before}
        {link}
        {after}
      </>
    );
  };
  switch (w.kind) {
    case 'ownAdded':
      return H.ownAdded({ product: product(w.item), price: usd(w.price) });
    case 'ownChanged':
      return H.ownChanged({ product: product(w.item), from: usd(w.from), to: usd(w.to) });
    case 'ownRemoved':
      return H.ownRemoved({ product: product(w.item), price: usd(w.price) });
    case 'tierAdded':
      return H.tierAdded({ product: tier(w.item, w.min), price: usd(w.price) });
    case 'tierChanged':
      return H.tierChanged({ product: tier(w.item, w.min), from: usd(w.from), to: usd(w.to) });
    case 'tierRemoved':
      return H.tierRemoved({ product: tier(w.item, w.min), price: usd(w.price) });
    // a buyer's history: their list before and after
    case 'assigned':
      return H.assigned({ list: w.list });
    case 'unassigned':
      return H.unassigned({ list: w.list });
    case 'reassigned':
      return H.reassigned({ from: w.from, to: w.to });
    // a list's history: the buyer given this list, or taken from it
    case 'customerJoined':
      return around(H.assignedTo, w.customer) ?? H.assignedTo({ customer: H.customer({ id: w.customer }) });
    case 'customerLeft': {
      const to = w.to;
      const text = to === null ? H.unassignedFrom : (a: { customer: string }) => H.movedAwayFrom({ ...a, list: to });
      return around(text, w.customer) ?? text({ customer: H.customer({ id: w.customer }) });
    }
    case 'created':
      return H.created({ name: w.name });
    case 'renamed':
      return H.renamed({ from: w.from, to: w.to });
    case 'deleted':
      return H.deleted({ name: w.name });
    case 'imported':
      return H.imported({ count: w.prices, changed: w.changed });
    case 'importedOther':
      return H.importedOther({ text: w.text });
    case 'other':
      return H.other({ text: w.text });
  }
}

/**
 * The recorded changes of a list's or a customer's prices, newest first: when (on the warehouse's
 * clock), who, and what, with the value before and after. A change names its product from its own
 * answer ("product #12" for one since deleted). A list's page gives `listId` (a buyer's change of
 * list then reads as joining or leaving this list) and `customer`, which names the customers its
 * changes name (linked to their pages); a customer's page leaves both out.
 */
export function PriceHistory({
  changes,
  listId,
  customer = null,
  title,
}: {
  changes: { data: PriceChange[] | undefined; error: unknown; isError: boolean; refetch: () => unknown };
  listId?: number;
  customer?: ((id: number) => string) | null;
  title: string;
}) {
  const { LL, locale } = useI18nContext();
  const H = LL.admin.priceLists.history;
  const zone = LL.common.pacificZone();
  const headingId = useId();
  const [all, setAll] = useState(false);
  useReportQueryError(changes.error);

  return (
    <TitledPanel className="ph" headingId={headingId} title={title}>
      <p className="muted admin-hint ph-intro">{H.intro()}</p>
      <QueryBody
        query={changes}
        words={{ loading: H.loading, loadError: H.error, retry: LL.admin.priceLists.retry }}
        placeholder={<SkeletonRows count={2} height={36} gap={6} />}
        isEmpty={(data) => data.length === 0}
        empty={<p className="muted">{H.empty()}</p>}
      >
        {(data) => {
          const shown = all ? data : data.slice(0, FIRST);
          return (
            <>
              <AdminTable
                className="ph-table"
                caption={H.caption()}
                columns={[H.columns.when(), H.columns.who(), H.columns.what()]}
              >
                {shown.map((c) => {
                  const when = formatAdminTime(c.changed_at, locale, zone);
                  const product = (id: number) => changeProductName(c, locale) ?? H.product({ id });
                  return (
                    <tr key={c.id}>
                      <td className="ph-when">
                        {when ? <time dateTime={when.dateTime}>{when.text}</time> : c.changed_at}
                      </td>
                      <td>{c.admin?.name || H.unknownAdmin()}</td>
                      <td>{changeText(LL, describeChange(c, listId), product, customer)}</td>
                    </tr>
                  );
                })}
              </AdminTable>
              {!all && data.length > FIRST && (
                <button type="button" className="btn btn-secondary btn-small ph-more" onClick={() => setAll(true)}>
                  {H.showAll({ count: data.length })}
                </button>
              )}
            </>
          );
        }}
      </QueryBody>
    </TitledPanel>
  );
}
