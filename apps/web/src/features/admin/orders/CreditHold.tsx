import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { Link } from '../../../lib/router';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import { customerHref, customerName } from '../customers/model';
import { receivablesHref } from '../receivables/model';
import type { AdminOrderDetail } from '../queries';
import { TitledSection } from '../TitledPanel';

// An order placed past its company's credit limit waits for staff: a badge on the Orders list and
// the order's page, and on the page a banner with "Release hold" (asked once more). While held,
// confirming or completing it is refused (books.creditHold); declining still works. Texts:
// `admin.books.creditHold`.

/** "Credit hold" beside an order's status. */
export function CreditHoldBadge() {
  const { LL } = useI18nContext();
  const H = LL.admin.books.creditHold;
  return (
    <span className="admin-order-badge badge-orange admin-hold-badge" title={H.badgeLabel()}>
      {H.badge()}
    </span>
  );
}

/** The banner of a held order, with the release and the ways to the company's terms and the receivables. */
export function CreditHoldBanner({ order: o }: { order: AdminOrderDetail }) {
  const { LL } = useI18nContext();
  const H = LL.admin.books.creditHold;
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  const release = useMutation(trpc.admin.books.releaseCreditHold.mutationOptions());
  const [asking, setAsking] = useState(false);
  const heading = useId();
  const busy = release.isPending;
  const company = customerName(o.buyer);

  async function confirm() {
    try {
      await release.mutateAsync({ orderId: o.id });
      toast({ title: H.released(), text: H.releasedText({ number: o.order_number }), variant: 'success' });
      setAsking(false);
    } catch (err) {
      toastFailure(err, H.releaseFailed());
    } finally {
      // released here or in another tab: the order reads afresh either way
      void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.customers.pathFilter());
    }
  }

  return (
    <TitledSection className="admin-hold-banner" headingId={heading} title={H.title()} testId="credit-hold-banner">
      <p>{H.text()}</p>
      <div className="admin-hold-actions">
        <button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
          {H.release()}
        </button>
        <Link to={customerHref(o.buyer.id)}>{H.terms({ company })}</Link>
        <Link to={receivablesHref()}>{H.receivables()}</Link>
      </div>
      <QuestionDialog
        open={asking}
        title={H.releaseTitle({ number: o.order_number })}
        description={H.releaseText()}
        busy={busy}
        backLabel={H.back()}
        confirmLabel={busy ? H.releasing() : H.release()}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirm()}
        disableConfirm
      />
    </TitledSection>
  );
}
