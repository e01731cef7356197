import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseAddInput, OrderCases } from '@wholesale/contract';
import { useI18nContext } from '@wholesale/i18n';
import { trpc } from '../../../../lib/trpc';
import { toast } from '../../../../ui/toastStore';
import { useReportFailure } from '../../access';
import { adminFailureText } from '../../notify';
import { soundAdded, soundRefused } from './sounds';

const lbsText = (lbs: number) => lbs.toFixed(2);

/**
 * Adding and removing an order's cases: the list answered by the server replaces the cached one,
 * the order's page (weights, total) and the Orders page reload, and staff hear and read the outcome.
 * `announce` puts the outcome in the panel's live region (the scan field keeps focus); `shown`
 * false keeps it from the panel's visible outcome line (a refusal already shows where it happened).
 */
export function useCaseChanges(orderId: number, announce: (text: string, shown?: boolean) => void) {
  const { LL, locale } = useI18nContext();
  const C = LL.admin.cases;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const addMutation = useMutation(trpc.admin.cases.add.mutationOptions());
  const removeMutation = useMutation(trpc.admin.cases.remove.mutationOptions());
  const name = (l: { item_name: string; item_name_ko: string }) =>
    locale === 'ko' && l.item_name_ko ? l.item_name_ko : l.item_name;

  function settle(order: OrderCases) {
    queryClient.setQueryData(trpc.admin.cases.list.queryKey({ orderId }), order);
    void queryClient.invalidateQueries(trpc.admin.orders.detail.queryFilter({ orderId }));
    void queryClient.invalidateQueries(trpc.admin.orders.list.pathFilter());
  }

  function refused(err: unknown, title: string): string {
    soundRefused();
    report(err);
    const text = adminFailureText(LL, err, locale);
    announce(`${title}: ${text}`, false);
    return text;
  }

  /** Adds a case; the refusal's words, or null when it was added. */
  async function add(input: CaseAddInput): Promise<string | null> {
    try {
      const { case: added, order } = await addMutation.mutateAsync({ orderId, case: input });
      settle(order);
      soundAdded();
      const line = order.lines.find((l) => l.line_id === added.line_id);
      announce(
        C.added({
          lbs: lbsText(added.net_lbs),
          lot: added.lot.lot_code,
          name: line ? name(line) : '',
          count: line?.cases.length ?? 0,
          packs: line?.quantity ?? 0,
        }),
      );
      return null;
    } catch (err) {
      return refused(err, C.addFailed());
    }
  }

  async function remove(caseId: number, lineName: string): Promise<boolean> {
    try {
      settle(await removeMutation.mutateAsync({ orderId, caseId }));
      toast({ title: C.removed({ name: lineName }), variant: 'success' });
      return true;
    } catch (err) {
      toast({ title: C.removeFailed(), text: refused(err, C.removeFailed()), variant: 'error' });
      return false;
    }
  }

  return { add, remove, adding: addMutation.isPending, removing: removeMutation.isPending, name, lbsText };
}
