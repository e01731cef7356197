import { i18nObject, loadAllLocales } from '@wholesale/i18n/sync';
import { ADMIN_ORDER_STATUSES } from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import { needsConfirmation, statusChangeEffects, statusQuestionText, type StatusChangeOrder } from './statusChange';

// Which status changes ask first and what their confirmation names. The mail named must be the
// one the server sends: its subject is taken from the mail dictionary the e-mail is rendered with.

loadAllLocales();

const fresh = { order_status: 'pending', confirmed: false, ever_declined: false, ever_completed: false };
/** The effects of a change that neither reopens, needs a reason nor offers a mail. */
const plain = { reopening: false, reason: null, offer: null } as const;
const asks = (order: StatusChangeOrder) =>
  ADMIN_ORDER_STATUSES.filter((s) => needsConfirmation(statusChangeEffects(order, s)));

describe('status changes that ask first', () => {
  it('asks for the buyer-facing changes of a new order and the pickup statuses', () => {
    expect(asks(fresh).sort()).toEqual(['complete', 'declined', 'missed pickup', 'order placed', 'ready for pickup']);
  });

  it('names the confirmation mail only for an order whose confirmation has not gone yet', () => {
    expect(statusChangeEffects(fresh, 'order placed')).toEqual({
      mail: 'order-confirmed',
      points: false,
      weightsFinal: false,
      ...plain,
    });
    // Placed before, set back, placed again: the server mails once, so nothing is promised or asked.
    const confirmed = { ...fresh, order_status: 'contacted', confirmed: true };
    expect(statusChangeEffects(confirmed, 'order placed')).toEqual({
      mail: null,
      points: false,
      weightsFinal: false,
      ...plain,
    });
    expect(asks(confirmed).sort()).toEqual(['complete', 'declined', 'missed pickup', 'ready for pickup']);
  });

  it('names the decline and the thank-you the first time an order is declined or completed, besides points and weights', () => {
    expect(statusChangeEffects(fresh, 'complete')).toEqual({
      mail: 'order-complete',
      points: true,
      weightsFinal: true,
      ...plain,
    });
    expect(statusChangeEffects(fresh, 'declined')).toEqual({
      mail: 'order-declined',
      points: false,
      weightsFinal: true,
      ...plain,
      reason: 'decline',
    });
  });

  it('promises no second decline or thank-you: the server sends each once per order', () => {
    // declined, set back to pending: declining again still closes the weighing, but mails nobody
    const declinedBefore = { ...fresh, ever_declined: true };
    expect(statusChangeEffects(declinedBefore, 'declined')).toMatchObject({
      mail: null,
      points: false,
      weightsFinal: true,
    });
    // completed, set back: completing again mails nobody (and its points were given once already)
    const completedBefore = { ...fresh, order_status: 'order placed', confirmed: true, ever_completed: true };
    expect(statusChangeEffects(completedBefore, 'complete')).toEqual({
      mail: null,
      points: true,
      weightsFinal: true,
      ...plain,
    });
    // a completed order declined: the buyer had the goods, so no "we cannot fill it"
    expect(statusChangeEffects(completedBefore, 'declined')?.mail).toBeNull();
    // Declining a completed order changes no weights and mails nobody, but still asks why.
    expect(
      statusChangeEffects({ ...fresh, order_status: 'complete', confirmed: true, ever_completed: true }, 'declined'),
    ).toMatchObject({ mail: null, weightsFinal: false, reopening: false, reason: 'decline' });
  });

  it('lets the other changes go at once, and a non-change do nothing', () => {
    for (const s of ['pending', 'contacted', 'quote sent'])
      expect(
        needsConfirmation(statusChangeEffects({ ...fresh, order_status: 'order placed', confirmed: true }, s)),
        s,
      ).toBe(false);
    expect(statusChangeEffects(fresh, 'pending')).toBeNull();
    expect(needsConfirmation(null)).toBe(false);
  });
});

describe('what the confirmation says', () => {
  const order = { order_number: 'WS-1042', email: 'chef@grill.test' };

  for (const locale of ['en', 'ko'] as const) {
    const LL = i18nObject(locale);
    it(`names the mail by the subject the buyer receives (${locale})`, () => {
      const t = statusQuestionText(LL, order, 'order placed', {
        mail: 'order-confirmed',
        points: false,
        weightsFinal: false,
        ...plain,
      });
      expect(t.title).toContain(LL.orderStatus.orderPlaced());
      expect(t.title).toContain('WS-1042');
      expect(t.text).toContain(`“${LL.mail.orderConfirmed.subject({ orderNumber: 'WS-1042' })}”`);
      expect(t.text).toContain('chef@grill.test');
      expect(t.confirm).toBe(LL.admin.orders.confirmSend());
      expect(t.notes).toEqual([]);
    });

    const O = LL.admin.orders;
    const closing = [
      {
        what: 'the decline mail by its subject, and says what declining does',
        status: 'declined',
        statusName: LL.orderStatus.declined(),
        subject: LL.mail.orderDeclined.subject,
        notes: [O.confirmDeclinedReason(), O.confirmWeightsFinal()],
      },
      {
        what: 'the thank-you mail by its subject, and says what completing does',
        status: 'complete',
        statusName: LL.orderStatus.complete(),
        subject: LL.mail.orderComplete.subject,
        notes: [O.confirmPoints(), O.confirmWeightsFinal()],
      },
    ] as const;
    for (const c of closing) {
      it(`names ${c.what} (${locale})`, () => {
        const t = statusQuestionText(LL, order, c.status, statusChangeEffects(fresh, c.status)!);
        expect(t.title).toContain(c.statusName);
        expect(t.text).toContain(`“${c.subject({ orderNumber: 'WS-1042' })}”`);
        expect(t.text).toContain('chef@grill.test');
        expect(t.notes).toEqual(c.notes);
        expect(t.confirm).toBe(O.confirmSend());
      });
    }

    const again = [
      {
        what: 'declined',
        status: 'declined',
        before: { ever_declined: true },
        notes: [O.confirmDeclined({ status: LL.orderStatus.declined() }), O.confirmWeightsFinal()],
      },
      {
        what: 'completed',
        status: 'complete',
        before: { ever_completed: true },
        notes: [O.confirmPoints(), O.confirmWeightsFinal()],
      },
    ] as const;
    for (const c of again) {
      it(`says that no mail goes when the order was ${c.what} before (${locale})`, () => {
        const t = statusQuestionText(LL, order, c.status, statusChangeEffects({ ...fresh, ...c.before }, c.status)!);
        expect(t.text).toBe(O.confirmNoMail());
        expect(t.notes).toEqual(c.notes);
        expect(t.confirm).toBe(O.confirmChange());
      });
    }
  }

  for (const locale of ['en', 'ko'] as const) {
    const LL = i18nObject(locale);
    const S = LL.admin.statusMenu;
    it(`asks why a cancelled order is reopened, and says no mail goes (${locale})`, () => {
      const cancelled = { ...fresh, order_status: 'cancelled' };
      const effects = statusChangeEffects(cancelled, 'order placed')!;
      expect(effects).toMatchObject({ reopening: true, reason: 'reopen' });
      expect(needsConfirmation(effects)).toBe(true);
      const t = statusQuestionText(LL, { ...order, order_status: 'cancelled' }, 'order placed', {
        ...effects,
        mail: null,
      });
      expect(t.title).toBe(S.reopenTitle({ number: 'WS-1042', status: LL.orderStatus.orderPlaced() }));
      expect(t.text).toBe(`${S.reopenText({ from: LL.orderStatus.cancelled() })} ${LL.admin.orders.confirmNoMail()}`);
      expect(t.reasonLabel).toBe(S.reopenReason());
      expect(t.offerLabel).toBeNull();
    });

    it(`offers the ready mail by its subject, and the missed-pickup mail (${locale})`, () => {
      const ready = statusQuestionText(LL, order, 'ready for pickup', statusChangeEffects(fresh, 'ready for pickup')!);
      expect(ready.offerLabel).toContain(LL.mail.orderReady.subject({ orderNumber: 'WS-1042' }));
      expect(ready.offerLabel).toContain('chef@grill.test');
      expect(ready.reasonLabel).toBeNull();
      const missed = statusQuestionText(LL, order, 'missed pickup', statusChangeEffects(fresh, 'missed pickup')!);
      expect(missed.offerLabel).toContain(LL.mail.orderMissedPickup.subject({ orderNumber: 'WS-1042' }));
      expect(missed.notes).toContain(S.missedNote());
    });
  }
});
