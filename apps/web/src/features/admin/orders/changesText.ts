import type { TranslationFunctions } from '@wholesale/i18n';
import { formatUsd, isCatchWeight } from '@wholesale/rules';
import { formatPacificMoment, formatPickupWindow, type DateLocale } from '../../../lib/pickupText';
import type { AdminOrderDetail } from '../queries';
import type { ChangeEntry } from './orderEdit';

// An order's changes in the admin's words: the editor's summary before saving, each
// revision's differences ("Beef short rib: 2 → 3", "added", "removed", a new price, the pickup
// moved, the note, a cancellation's reason, the total before and after), and the buyer's cutoff.

type Words = Pick<TranslationFunctions, 'admin'>;
export type Revision = AdminOrderDetail['revisions'][number];

/** A product's name in the page's language (the English one when it has no Korean name). */
export function productName(p: { name: string; name_ko: string }, locale: string): string {
  return locale === 'ko' && p.name_ko ? p.name_ko : p.name;
}

/** One difference of the editor, as the confirmation lists it: "Beef short rib: 2 → 1", "Pork belly replaced by Pork shoulder". */
export function entryText(LL: Words, e: ChangeEntry, locale: string): string {
  const C = LL.admin.orderChanges;
  switch (e.kind) {
    case 'quantity':
      return C.sumQuantity({ name: productName(e.product, locale), from: String(e.from), to: String(e.to) });
    case 'removed':
      return C.sumRemoved({ name: productName(e.product, locale), quantity: String(e.quantity) });
    case 'added':
      return C.sumAdded({ name: productName(e.product, locale), quantity: String(e.quantity) });
    case 'replaced': {
      const names = { from: productName(e.from, locale), to: productName(e.to, locale) };
      return e.fromQuantity === e.toQuantity
        ? C.sumReplaced(names)
        : C.sumReplacedQuantity({ ...names, fromQuantity: String(e.fromQuantity), toQuantity: String(e.toQuantity) });
    }
  }
}

/** A unit price: "$12.50", "$5.49/lb" for catch weight. */
function unitPrice(LL: Words, dollars: number, spec: string): string {
  return `${formatUsd(dollars)}${isCatchWeight(spec) ? LL.admin.orderDetail.perLb() : ''}`;
}

/** One line of a revision: another quantity (and price), added, removed, or only another price. */
export function revisionLineText(LL: Words, l: Revision['lines'][number], locale: string): string {
  const C = LL.admin.orderChanges;
  const name = productName(l, locale);
  if (l.from_quantity === null) return C.lineAdded({ name, quantity: String(l.to_quantity ?? 0) });
  if (l.to_quantity === null) return C.lineRemoved({ name, quantity: String(l.from_quantity) });
  const repriced = l.from_unit_price !== null && l.to_unit_price !== null && l.from_unit_price !== l.to_unit_price;
  const price = repriced
    ? { from: unitPrice(LL, l.from_unit_price as number, l.spec), to: unitPrice(LL, l.to_unit_price as number, l.spec) }
    : null;
  if (l.from_quantity === l.to_quantity)
    return price
      ? C.linePriceOnly({ name, ...price })
      : C.lineQuantity({ name, from: String(l.from_quantity), to: String(l.to_quantity) });
  const quantity = C.lineQuantity({ name, from: String(l.from_quantity), to: String(l.to_quantity) });
  return price ? `${quantity}; ${C.linePrice(price)}` : quantity;
}

/** A revision as the order's Changes section shows it. */
export interface RevisionText {
  title: string;
  who: string;
  /** Los Angeles time, as the page writes times */
  when: string;
  /** the differences, one per line; a cancellation's reason */
  items: string[];
  total: string;
}

export function revisionText(
  LL: Words,
  r: Revision,
  locale: DateLocale,
  zone: string,
  now: Date = new Date(),
): RevisionText {
  const C = LL.admin.orderChanges;
  const who =
    r.by === 'buyer'
      ? r.changed_by
        ? C.byBuyerNamed({ name: r.changed_by })
        : C.byBuyer()
      : C.byAdmin({ name: r.changed_by ?? C.unknownAdmin() });
  const items = r.lines.map((l) => revisionLineText(LL, l, locale));
  if (r.pickup) {
    const to = formatPickupWindow(r.pickup.to.start, r.pickup.to.end, locale, zone, now) ?? '';
    const from = r.pickup.from ? formatPickupWindow(r.pickup.from.start, r.pickup.from.end, locale, zone, now) : null;
    items.push(from ? C.pickupMoved({ from, to }) : C.pickupSet({ to }));
  }
  if (r.note) {
    const note = (s: string | null) => (s?.trim() ? `“${s.trim()}”` : C.noNote());
    items.push(C.noteChanged({ from: note(r.note.from), to: note(r.note.to) }));
  }
  if (r.kind === 'cancel') items.push(r.reason?.trim() ? C.reason({ reason: r.reason.trim() }) : C.noReason());
  return {
    title:
      r.kind === 'cancel' ? C.revisionCancel({ revision: r.revision }) : C.revisionChange({ revision: r.revision }),
    who,
    when: formatPacificMoment(r.changed_at, locale, zone, now),
    items,
    total:
      r.total_before === r.total_after
        ? C.totalSame({ total: formatUsd(r.total_after) })
        : C.totalChange({ from: formatUsd(r.total_before), to: formatUsd(r.total_after) }),
  };
}

/**
 * Whether the buyer may still change the order themselves: 'open' (pending, before the cutoff),
 * 'closed' (the cutoff has passed), 'notPending' (confirmed or further: closed whatever the clock),
 * 'none' (no pickup window, so no cutoff: only staff change it).
 */
export type BuyerWindow = { state: 'open' | 'closed' | 'notPending'; cutoff: string } | { state: 'none' };

export function buyerWindow(
  order: { order_status: string; cutoff_at: string | null },
  now: Date = new Date(),
): BuyerWindow {
  if (!order.cutoff_at || Number.isNaN(Date.parse(order.cutoff_at))) return { state: 'none' };
  if (order.order_status !== 'pending') return { state: 'notPending', cutoff: order.cutoff_at };
  return { state: now.getTime() < Date.parse(order.cutoff_at) ? 'open' : 'closed', cutoff: order.cutoff_at };
}

/** "Buyer may change until Tue, Nov 24 · 5:00 PM PT" / "Buyer's changes closed …". */
export function buyerWindowText(
  LL: Words,
  w: BuyerWindow,
  locale: DateLocale,
  zone: string,
  now: Date = new Date(),
): string {
  const C = LL.admin.orderChanges;
  if (w.state === 'none') return C.buyerNoCutoff();
  const when = formatPacificMoment(w.cutoff, locale, zone, now);
  if (w.state === 'open') return C.buyerOpen({ when });
  if (w.state === 'closed') return C.buyerClosed({ when });
  return C.buyerClosedStatus({ when });
}
