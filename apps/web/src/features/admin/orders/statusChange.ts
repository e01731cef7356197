import type { TranslationFunctions } from '@wholesale/i18n';
import {
  buyerMailOnStatus,
  COMPLETE_ORDER_STATUSES,
  isReopening,
  isWeighingClosed,
  optionalStatusMail,
  ORDER_DECLINED_STATUS,
  type BuyerStatusMail,
  type OptionalStatusMail,
} from '@wholesale/rules';
import { statusLabel } from '../../orders/orders';

// What a status change does beyond the badge, so the status menu can ask first and say it plainly.
// It mirrors the one status-change function (packages/services orders/admin/status.ts) through
// the rules both read: the buyer's mail on an order's first 'order placed', 'declined' and
// 'complete' (buyerMailOnStatus), the ready and missed-pickup mails staff may send
// (optionalStatusMail), points on 'complete', final weights once an order is settled, and the
// reason a reopening needs (isReopening).

/** The e-mails a status change sends the buyer, by their outbox template name. */
type BuyerMail = BuyerStatusMail;

export interface StatusChangeEffects {
  /** the e-mail the buyer receives at once, or null when the change sends none */
  mail: BuyerMail | null;
  /** the buyer earns the order's points (once per order: a second completion adds none) */
  points: boolean;
  /** the change closes the order's weighing: its weights can no longer be changed */
  weightsFinal: boolean;
  /** the change reopens a closed order: back on the pick list, owing again */
  reopening: boolean;
  /** the reason the admin must give: to reopen, or to decline (the decline mail carries it) */
  reason: 'reopen' | 'decline' | null;
  /** the mail staff may choose to send with it ("E-mail the buyer"), or null */
  offer: OptionalStatusMail | null;
}

/** The order as the status menu knows it: its status, and which of its buyer's mails have gone. */
export interface StatusChangeOrder {
  order_status: string;
  /** the confirmation has gone */
  confirmed: boolean;
  /** the order was declined before: its decline mail has gone (or it predates that mail) */
  ever_declined: boolean;
  /** the order was completed before: its thank-you has gone (or it predates that mail) */
  ever_completed: boolean;
}

/** The effects of changing `order` to `to`; null when it is no change at all. */
export function statusChangeEffects(order: StatusChangeOrder, to: string): StatusChangeEffects | null {
  if (to === order.order_status) return null;
  const reopening = isReopening(order.order_status, to);
  return {
    // The server sends each once: an order set back and placed, declined or completed again is not mailed twice.
    mail: buyerMailOnStatus(order, to),
    points: (COMPLETE_ORDER_STATUSES as readonly string[]).includes(to),
    weightsFinal: isWeighingClosed(to) && !isWeighingClosed(order.order_status),
    reopening,
    reason: reopening ? 'reopen' : to === ORDER_DECLINED_STATUS ? 'decline' : null,
    offer: optionalStatusMail(to),
  };
}

/**
 * Whether the admin confirms first: the change mails the buyer (or may), closes the order
 * (points, final weights), reopens it, or needs a reason. Other changes only move the badge and go at once.
 */
export function needsConfirmation(effects: StatusChangeEffects | null): effects is StatusChangeEffects {
  return (
    effects !== null &&
    (effects.mail !== null ||
      effects.points ||
      effects.weightsFinal ||
      effects.reason !== null ||
      effects.offer !== null)
  );
}

/** What the confirmation says: its title, the mail it names (or that none goes), its notes, its button. */
export interface StatusQuestionText {
  title: string;
  /** read out with the title: the e-mail the buyer receives, or that none is sent */
  text: string;
  notes: string[];
  confirm: string;
  /** the reason field's label, when the change needs one */
  reasonLabel: string | null;
  /** the "E-mail the buyer" checkbox's label, naming the mail, when the change offers one */
  offerLabel: string | null;
}

export function statusQuestionText(
  LL: Pick<TranslationFunctions, 'admin' | 'orderStatus'>,
  order: { order_number: string; email: string; order_status?: string },
  to: string,
  effects: StatusChangeEffects,
): StatusQuestionText {
  const O = LL.admin.orders;
  const S = LL.admin.statusMenu;
  const status = statusLabel(LL, to);
  const to_ = { number: order.order_number, email: order.email };
  const notes: string[] = [];
  if (to === ORDER_DECLINED_STATUS)
    notes.push(effects.mail === 'order-declined' ? O.confirmDeclinedReason() : O.confirmDeclined({ status }));
  if (effects.offer === 'order-ready') notes.push(S.readyNote());
  if (effects.offer === 'order-missed-pickup') notes.push(S.missedNote());
  if (effects.reopening && (COMPLETE_ORDER_STATUSES as readonly string[]).includes(order.order_status ?? ''))
    notes.push(S.reopenInvoice());
  if (effects.points) notes.push(O.confirmPoints());
  if (effects.weightsFinal) notes.push(O.confirmWeightsFinal());
  const reasonLabel =
    effects.reason === 'reopen'
      ? S.reopenReason()
      : effects.reason === 'decline'
        ? effects.mail === 'order-declined'
          ? S.declineReasonMailed()
          : S.declineReason()
        : null;
  const offerLabel =
    effects.offer === 'order-ready'
      ? S.notifyReady(to_)
      : effects.offer === 'order-missed-pickup'
        ? S.notifyMissed(to_)
        : null;
  return {
    title: effects.reopening
      ? S.reopenTitle({ number: order.order_number, status })
      : O.confirmTitle({ number: order.order_number, status }),
    // What happens to the order (a reopening), then the mail: named, offered by the checkbox, or none.
    text: [
      effects.reopening ? S.reopenText({ from: statusLabel(LL, order.order_status ?? '') }) : '',
      effects.mail === null && effects.offer !== null ? '' : mailText(O, effects.mail, to_),
    ]
      .filter(Boolean)
      .join(' '),
    notes,
    confirm: effects.mail ? O.confirmSend() : O.confirmChange(),
    reasonLabel,
    offerLabel,
  };
}

/** The confirmation's sentence about the buyer's mail: which one (by its subject, in the admin's language) and to whom. */
function mailText(
  O: TranslationFunctions['admin']['orders'],
  mail: BuyerMail | null,
  to: { number: string; email: string },
): string {
  switch (mail) {
    case 'order-confirmed':
      return O.confirmMail(to);
    case 'order-declined':
      return O.confirmMailDeclined(to);
    case 'order-complete':
      return O.confirmMailComplete(to);
    case null:
      return O.confirmNoMail();
  }
}
