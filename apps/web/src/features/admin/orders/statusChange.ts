import type { TranslationFunctions } from '@wholesale/i18n';
import {
  buyerMailOnStatus,
  COMPLETE_ORDER_STATUSES,
  isWeighingClosed,
  ORDER_DECLINED_STATUS,
  type BuyerStatusMail,
} from '@wholesale/rules';
import { statusLabel } from '../../orders/orders';

// What a status change does beyond the badge, so the status menu can ask first and say it plainly.
// It mirrors the one status-change function (packages/services orders/admin.ts setStatus) through
// the rules both read: the buyer's mail on an order's first 'order placed', 'declined' and
// 'complete' (buyerMailOnStatus), points on 'complete', and final weights once an order is
// complete or declined.

/** The e-mails a status change sends the buyer, by their outbox template name. */
type BuyerMail = BuyerStatusMail;

export interface StatusChangeEffects {
  /** the e-mail the buyer receives at once, or null when the change sends none */
  mail: BuyerMail | null;
  /** the buyer earns the order's points (once per order: a second completion adds none) */
  points: boolean;
  /** the change closes the order's weighing: its weights can no longer be changed */
  weightsFinal: boolean;
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
  return {
    // The server sends each once: an order set back and placed, declined or completed again is not mailed twice.
    mail: buyerMailOnStatus(order, to),
    points: (COMPLETE_ORDER_STATUSES as readonly string[]).includes(to),
    weightsFinal: isWeighingClosed(to) && !isWeighingClosed(order.order_status),
  };
}

/**
 * Whether the admin confirms first: the change mails the buyer, or closes the order (points,
 * final weights: 'complete' and 'declined'). Other changes only move the badge and go at once.
 */
export function needsConfirmation(effects: StatusChangeEffects | null): effects is StatusChangeEffects {
  return effects !== null && (effects.mail !== null || effects.points || effects.weightsFinal);
}

/** What the confirmation says: its title, the mail it names (or that none goes), its notes, its button. */
export interface StatusQuestionText {
  title: string;
  /** read out with the title: the e-mail the buyer receives, or that none is sent */
  text: string;
  notes: string[];
  confirm: string;
}

export function statusQuestionText(
  LL: Pick<TranslationFunctions, 'admin' | 'orderStatus'>,
  order: { order_number: string; email: string },
  to: string,
  effects: StatusChangeEffects,
): StatusQuestionText {
  const O = LL.admin.orders;
  const status = statusLabel(LL, to);
  const notes: string[] = [];
  // Neither way does the buyer learn why: the decline mail gives no reason, and without it (declined
  // before) they see only the status in their order list.
  if (to === ORDER_DECLINED_STATUS)
    notes.push(effects.mail === 'order-declined' ? O.confirmDeclinedReason() : O.confirmDeclined({ status }));
  if (effects.points) notes.push(O.confirmPoints());
  if (effects.weightsFinal) notes.push(O.confirmWeightsFinal());
  return {
    title: O.confirmTitle({ number: order.order_number, status }),
    text: mailText(O, effects.mail, { number: order.order_number, email: order.email }),
    notes,
    confirm: effects.mail ? O.confirmSend() : O.confirmChange(),
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
