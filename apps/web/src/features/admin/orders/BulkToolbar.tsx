import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { useFailureToast } from '../useFailureToast';
import { adminFailureText } from '../notify';
import { BulkStatusDialog } from './BulkStatusDialog';
import { packingSlipsUrl, type ListFilter } from './helpers';
import { bulkSummary, type BulkStatus, type SelectedOrder } from './selection';
import type { OrderSelection } from './useOrderSelection';
import { useSaveOrdersCsv } from './useSaveOrdersCsv';

/**
 * Above the Orders list: "select every order on this page" and "select all in this filter" (the
 * server resolves the filter, at most 500); with an order chosen, the toolbar saying how many,
 * with Confirm and Mark ready for pickup (each asks first, naming the buyers' mails), Print packing
 * slips (one PDF, a page per order) and Export (the CSV of the chosen orders). What a bulk change
 * did is read out in the polite live region below it; the orders it changed leave the selection.
 */
export function BulkToolbar({
  selection,
  filter,
  rows,
}: {
  selection: OrderSelection;
  filter: ListFilter;
  rows: readonly SelectedOrder[];
}) {
  const { LL, locale } = useI18nContext();
  const B = LL.admin.bulk;
  const report = useReportFailure();
  const toastFailure = useFailureToast();
  const saveCsv = useSaveOrdersCsv();
  const queryClient = useQueryClient();
  const { mutateAsync: bulkStatus } = useMutation(trpc.admin.orders.bulkStatus.mutationOptions());
  const [asking, setAsking] = useState<BulkStatus | null>(null);
  const [busy, setBusy] = useState<'status' | 'all' | 'export' | null>(null);
  const [said, setSaid] = useState('');
  const { selected } = selection;
  const chosen = [...selected.values()];
  const pageAll = rows.length > 0 && rows.every((r) => selected.has(r.id));

  async function selectAll() {
    setBusy('all');
    try {
      const orders = await queryClient.fetchQuery(trpc.admin.orders.selectAll.queryOptions(filter, { staleTime: 0 }));
      selection.replace(orders);
      setSaid(B.allSelected({ count: orders.length }));
    } catch (err) {
      setSaid(toastFailure(err, B.selectAllFailed()));
    } finally {
      setBusy(null);
    }
  }

  async function apply(status: BulkStatus, notify: boolean) {
    setBusy('status');
    setSaid(B.working({ count: chosen.length }));
    const numbers = new Map(chosen.map((o) => [o.id, o.order_number]));
    try {
      const { results } = await bulkStatus({ order_ids: chosen.map((o) => o.id), status, notify });
      selection.drop(results.filter((r) => r.ok).map((r) => r.order_id));
      const text = bulkSummary(LL, status, results, (id) => numbers.get(id) ?? `#${id}`, locale);
      setSaid(text);
      toast({ title: B.resultsTitle(), text, variant: results.every((r) => r.ok) ? 'success' : 'error' });
    } catch (err) {
      report(err);
      setSaid(`${B.failed()} ${adminFailureText(LL, err, locale)}`);
    } finally {
      setBusy(null);
      setAsking(null);
      void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.customers.pathFilter());
    }
  }

  function print() {
    // A new tab with the PDF: the browser's viewer prints it.
    const tab = window.open(packingSlipsUrl(chosen.map((o) => o.id)), '_blank');
    if (!tab) toast({ title: LL.admin.toast.viewFailed(), text: LL.admin.toast.popupBlocked(), variant: 'error' });
  }

  async function exportChosen() {
    setBusy('export');
    await saveCsv({ ids: chosen.map((o) => o.id) }, 'orders', () => `${B.exportFile()}-${chosen.length}.csv`);
    setBusy(null);
  }

  return (
    <div className="admin-bulk">
      <div className="admin-bulk-select">
        <label className="admin-check">
          <input
            type="checkbox"
            checked={pageAll}
            disabled={rows.length === 0}
            onChange={(e) => selection.page(rows, e.target.checked)}
          />{' '}
          {B.selectPage()}
        </label>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => void selectAll()}
          disabled={busy !== null}
          aria-busy={busy === 'all'}
        >
          {busy === 'all' ? B.selectingAll() : B.selectAll()}
        </button>
        <span className="muted admin-hint">{B.rangeHint()}</span>
      </div>
      {chosen.length > 0 && (
        <div className="admin-bulk-toolbar" role="group" aria-label={B.toolbar()}>
          <strong>{B.selected({ count: chosen.length })}</strong>
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={busy !== null}
            onClick={() => setAsking('order placed')}
          >
            {B.confirm()}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={busy !== null}
            onClick={() => setAsking('ready for pickup')}
          >
            {B.ready()}
          </button>
          <button type="button" className="btn btn-secondary btn-small" disabled={busy !== null} onClick={print}>
            {B.print()}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={busy !== null}
            aria-busy={busy === 'export'}
            onClick={() => void exportChosen()}
          >
            {busy === 'export' ? LL.admin.orders.exporting() : B.export()}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            disabled={busy !== null}
            onClick={() => selection.drop()}
          >
            {B.clear()}
          </button>
        </div>
      )}
      <p className="admin-bulk-said" role="status" aria-live="polite">
        {said}
      </p>
      <BulkStatusDialog
        status={asking}
        orders={chosen}
        busy={busy === 'status'}
        onCancel={() => setAsking(null)}
        onConfirm={(notify) => asking && void apply(asking, notify)}
      />
    </div>
  );
}
