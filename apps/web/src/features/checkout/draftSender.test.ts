import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeCart } from '../cart/cart';
import { readDraft, type OrderDraft } from './draft';
import { getDraftState, keepDraft, setPlaceForTests, watchDraft, RETRY_DELAYS_MS } from './draftSender';
import type { PlacedOrder } from './checkout';

// Sending an order kept on the phone: when the connection returns, on a timer,
// one send at a time with one key, and what a refusal leaves (the cart).

const lines = [{ id: 3, quantity: 2 }];
const draft: OrderDraft = {
  key: 'attempt-0001-abcdef',
  savedAt: '2026-11-28T06:00:00.000Z',
  body: { order_type: 'pickup', cart_items: lines, pickup_slot: '2026-12-02T08:00' },
};
const placed = { id: 41, order_number: 'WS-41' } as unknown as PlacedOrder;
const noConnection = () => Object.assign(new TypeError('Failed to fetch'), { data: null });
const refusal = (httpStatus: number, errorCode: string) =>
  Object.assign(new Error('refused'), { data: { httpStatus, errorCode } });

let storage: Map<string, string>;
let cookies: Map<string, string>;
let windowEvents: EventTarget;

beforeEach(() => {
  vi.useFakeTimers();
  storage = new Map([['accepted', 'true']]);
  cookies = new Map([['cart', serializeCart(lines)]]);
  windowEvents = new EventTarget();
  vi.stubGlobal('BroadcastChannel', undefined);
  vi.stubGlobal('navigator', { onLine: false });
  vi.stubGlobal('document', {
    visibilityState: 'visible',
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attrs] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attrs.includes('Max-Age=0') || value === '') cookies.delete(name);
      else cookies.set(name, value);
    },
    addEventListener() {},
    removeEventListener() {},
  });
  vi.stubGlobal('window', {
    location: { protocol: 'http:' },
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
    sessionStorage: { getItem: () => null, setItem() {}, removeItem() {} },
    addEventListener: (t: string, l: EventListener) => windowEvents.addEventListener(t, l),
    removeEventListener: (t: string, l: EventListener) => windowEvents.removeEventListener(t, l),
  });
});
afterEach(() => {
  setPlaceForTests(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an order kept for want of a connection', () => {
  it('waits, then goes out once when the connection returns, with its key; the cart is emptied', async () => {
    const sent: string[] = [];
    let online = false;
    setPlaceForTests(async (input) => {
      sent.push(input.idempotency_key);
      if (!online) throw noConnection();
      return placed;
    });
    expect(keepDraft(7, draft)).toBe(true);
    expect(getDraftState().status).toBe('waiting');
    expect(sent).toEqual([]); // it just failed: no send at once

    online = true;
    // The online event and the focus that comes with it: one send, not two.
    windowEvents.dispatchEvent(new Event('online'));
    windowEvents.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(getDraftState().status).toBe('placed'));
    expect(sent).toEqual([draft.key]);
    expect(readDraft(7)).toBeNull();
    expect(cookies.has('cart')).toBe(false);

    // Placed: nothing more is sent, whatever happens next.
    windowEvents.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sent).toHaveLength(1);
  });

  it('is sent again on a timer, 3 s, 10 s, then every 30 s, always with the same key', async () => {
    const sentAt: number[] = [];
    const keys = new Set<string>();
    setPlaceForTests(async (input) => {
      sentAt.push(Date.now());
      keys.add(input.idempotency_key);
      throw noConnection();
    });
    const start = Date.now();
    keepDraft(7, draft);
    await vi.advanceTimersByTimeAsync(3_000 + 10_000 + 30_000 + 30_000 + 100);
    expect(sentAt.map((t) => t - start)).toEqual([3_000, 13_000, 43_000, 73_000]);
    expect([...keys]).toEqual([draft.key]);
    expect(RETRY_DELAYS_MS).toEqual([3_000, 10_000, 30_000]);
    expect(getDraftState().status).toBe('waiting');
  });

  it('refused by the server (a slot gone): forgotten, the reason kept for the checkout, the cart kept', async () => {
    setPlaceForTests(async () => {
      throw refusal(409, 'orders.pickupUnavailable');
    });
    keepDraft(7, draft);
    await vi.advanceTimersByTimeAsync(3_000);
    const state = getDraftState();
    expect(state.status === 'refused' && state.failure.key).toBe('pickup');
    expect(readDraft(7)).toBeNull();
    expect(cookies.get('cart')).toBe(serializeCart(lines));
  });

  it('refused because prices changed while it waited: the new total is the reason, the cart stays', async () => {
    setPlaceForTests(async (input) => {
      expect(input.expected_total_cents).toBe(57_800);
      throw Object.assign(new Error('refused'), {
        data: { httpStatus: 409, errorCode: 'orders.totalChanged', params: { total: '612.00' } },
      });
    });
    keepDraft(7, { ...draft, body: { ...draft.body, expected_total_cents: 57_800 } });
    await vi.advanceTimersByTimeAsync(3_000);
    const state = getDraftState();
    expect(state.status === 'refused' && [state.failure.key, state.failure.code, state.failure.params]).toEqual([
      'refused',
      'orders.totalChanged',
      { total: '612.00' },
    ]);
    expect(readDraft(7)).toBeNull();
    expect(cookies.get('cart')).toBe(serializeCart(lines));
  });

  it('still being placed by another send (in flight): waits and tries again', async () => {
    let calls = 0;
    setPlaceForTests(async () => {
      calls += 1;
      if (calls === 1) throw refusal(409, 'orders.inFlight');
      return placed;
    });
    keepDraft(7, draft);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(getDraftState().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getDraftState().status).toBe('placed');
    expect(calls).toBe(2);
  });

  it('is never sent for another buyer signed in on the same phone', async () => {
    const sent: number[] = [];
    setPlaceForTests(async () => {
      sent.push(1);
      return placed;
    });
    storage.set('wholesale.order-draft.v1.7', JSON.stringify(draft));
    watchDraft(8);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
    watchDraft(7);
    await vi.waitFor(() => expect(getDraftState().status).toBe('placed'));
    expect(sent).toHaveLength(1);
  });

  it("places the launch deal's free product chosen with it, also after the app is opened again", async () => {
    const sent: (number | undefined)[] = [];
    setPlaceForTests(async (input) => {
      sent.push(input.free_item_id);
      return placed;
    });
    // kept by an earlier opening of the app: read back from the phone's storage
    storage.set('wholesale.order-draft.v1.7', JSON.stringify({ ...draft, body: { ...draft.body, free_item_id: 12 } }));
    watchDraft(7);
    await vi.waitFor(() => expect(getDraftState().status).toBe('placed'));
    expect(sent).toEqual([12]);
  });
});
