import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId } from 'react';
import { trpc } from '../../../lib/trpc';
import { useReportQueryError } from '../access';
import { AdminTable, numeric } from '../AdminTable';
import { AdminTime } from '../AdminTime';
import { productName } from '../orders/changesText';
import { PageHead } from '../pages/PageHead';
import { useTypedSearch } from '../useTypedSearch';
import { ImportLots } from './ImportLots';
import { ProductGtins } from './ProductGtins';
import { RecordLot } from './RecordLot';
import { ShipmentRecord } from './ShipmentRecord';
import { LabelledField } from '../LabelledField';
import { TitledSection } from '../TitledPanel';
import { TypedSearchInput } from '../TypedSearchInput';
import './lots.css';

/** Page 14, Lots: record production lots (one, or a spreadsheet's), and find them again. */
export function LotsPage() {
  const { LL } = useI18nContext();
  const L = LL.admin.lots;
  return (
    <div className="admin-page lots-page">
      <PageHead title={L.title()} intro={L.intro()} />
      <div className="lots-top">
        <RecordLot />
        <ImportLots />
      </div>
      <ShipmentRecord />
      <LotList />
      <ProductGtins />
    </div>
  );
}

function LotList() {
  const { LL, locale } = useI18nContext();
  const L = LL.admin.lots;
  const search = useTypedSearch();
  const { q } = search;
  const id = useId();
  const lots = useQuery({ ...trpc.admin.lots.list.queryOptions(q ? { q } : {}), placeholderData: keepPreviousData });
  useReportQueryError(lots.error);
  const rows = lots.data ?? [];
  return (
    <TitledSection className="lots-list" headingId={`${id}-title`} title={L.listHeading()}>
      <LabelledField id={`${id}-q`} label={L.search()}>
        <TypedSearchInput id={`${id}-q`} search={search} placeholder={L.searchHint()} />
      </LabelledField>
      <p className="muted" role="status" aria-busy={lots.isFetching}>
        {lots.isPending
          ? L.loading()
          : lots.isError && !lots.data
            ? L.loadError()
            : rows.length === 0
              ? q
                ? L.noMatch()
                : L.empty()
              : rows.length >= 200
                ? L.shown({ count: rows.length })
                : ''}
      </p>
      {rows.length > 0 && (
        <AdminTable
          className="lots-table"
          columns={[
            L.colLot(),
            L.colProduct(),
            L.colEstablishment(),
            L.colProduced(),
            L.colPacked(),
            L.colUseBy(),
            numeric(L.colCases()),
            L.colRecorded(),
          ]}
        >
          {rows.map((l) => (
            <tr key={l.id}>
              <th scope="row">
                {l.lot_code}
                {l.item.gtin && <SampleLabel gtin={l.item.gtin} lot={l.lot_code} />}
              </th>
              <td>{productName(l.item, locale)}</td>
              <td>{l.establishment}</td>
              <td>{l.produced_on}</td>
              <td>{l.packed_on}</td>
              <td>
                {l.use_by ? `${l.use_by} (${l.use_by_kind === 'freeze-by' ? L.kindFreezeBy() : L.kindUseBy()})` : '—'}
              </td>
              <td className="num">{l.cases}</td>
              <td>
                <AdminTime iso={l.recorded_at} />
                {l.recorded_by ? ` · ${l.recorded_by}` : ''}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </TitledSection>
  );
}

/**
 * A label of this lot to type or paste on the weigh screen (a 40 lb case, no serial): what a
 * scanner would send, for trying the scale without a printed case.
 */
function SampleLabel({ gtin, lot }: { gtin: string; lot: string }) {
  const { LL } = useI18nContext();
  return (
    <span className="lots-sample">
      <span className="muted">{LL.admin.cases.sampleLabel()}</span> <code>{`(01)${gtin}(3202)004000(10)${lot}`}</code>
    </span>
  );
}
