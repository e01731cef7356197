// The checkout's rules, as pure functions (unit tested in Node): which step may be opened, when
// PLACE YOUR ORDER is enabled, what a failed order means to the buyer, and how a pickup window
// reads on the warehouse's clock.
import { PICKUP_TIME_ZONE, type PickupWindow } from '@wholesale/rules';
import { describeFailure } from '../account/errors';

export type Step = 0 | 1 | 2;
export const STEPS: readonly Step[] = [0, 1, 2];

/** Back by click, never forward; and nothing after the thank-you page. */
export function canOpenStep(current: Step, target: Step): boolean {
  return current !== 2 && target < current;
}

export interface PlaceState {
  agreed: readonly boolean[];
  /** lines that can be ordered (available, priced) */
  lines: number;
  /** lines no longer sold, still in the cart */
  unavailable: number;
  signedIn: boolean;
  hasWindow: boolean;
  placing: boolean;
}

/** The spec: signed in, a non-empty cart and all three agreements; and ours: a window, nothing stale. */
export function canPlace(s: PlaceState): boolean {
  return s.signedIn && s.lines > 0 && s.unavailable === 0 && s.hasWindow && !s.placing && s.agreed.length === 3 && s.agreed.every(Boolean);
}

export type FailureKey = 'network' | 'server' | 'signIn' | 'emptyCart' | 'unavailable' | 'quantity' | 'pickup' | 'keyReused' | 'inFlight' | 'delivery';

/** The server's words (orders/contract.ts) for the failures a buyer can act on. */
const KNOWN: readonly [RegExp, FailureKey][] = [
  [/^Your cart is empty$/, 'emptyCart'],
  [/^Some products in your cart are no longer available/, 'unavailable'],
  [/^Quantity must be/, 'quantity'],
  [/^That pickup time is no longer available/, 'pickup'],
  [/^This checkout was already placed with a different cart/, 'keyReused'],
  [/^Your order is still being placed/, 'inFlight'],
  [/^Delivery is currently unavailable/, 'delivery'],
];

export interface Failure {
  key: FailureKey;
  /** the failure is about the cart or the slot: the buyer goes back to the summary to fix it */
  backToSummary: boolean;
  /** a new attempt (new idempotency key) is needed: the request itself was refused */
  newAttempt: boolean;
}

export function placeFailure(err: unknown): Failure {
  const f = describeFailure(err);
  if (f.status === null) return { key: 'network', backToSummary: false, newAttempt: false };
  if (f.status === 401) return { key: 'signIn', backToSummary: false, newAttempt: false };
  if (f.status >= 500) return { key: 'server', backToSummary: false, newAttempt: false };
  const key = KNOWN.find(([pattern]) => f.message !== null && pattern.test(f.message))?.[1];
  if (key === 'inFlight') return { key, backToSummary: false, newAttempt: false };
  if (key) return { key, backToSummary: key !== 'delivery', newAttempt: true };
  return { key: 'server', backToSummary: false, newAttempt: true };
}

/** A fresh key for one checkout attempt: every retry of that attempt sends the same key. */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}

const INTL: Record<string, string> = { en: 'en-US', ko: 'ko-KR' };
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL[locale] ?? locale, { ...options, timeZone: PICKUP_TIME_ZONE });
    formatters.set(key, f);
  }
  return f;
}

/** "Wed, Nov 25" / "11월 25일 (수)": the window's day on the warehouse's calendar. */
export function pickupDayLabel(locale: string, isoStart: string): string {
  const date = new Date(isoStart);
  if (locale === 'ko') {
    const month = formatter(locale, { month: 'numeric' }).format(date).replace(/\D/g, '');
    const day = formatter(locale, { day: 'numeric' }).format(date).replace(/\D/g, '');
    const weekday = formatter(locale, { weekday: 'short' }).format(date);
    return `${month}월 ${day}일 (${weekday})`;
  }
  return formatter(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(date);
}

/** "8:00 AM" / "오전 8:00" from a window's local 'HH:MM' (the clock of the warehouse). */
export function clockLabel(locale: string, hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const minutes = String(m).padStart(2, '0');
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  if (locale === 'ko') return `${h < 12 ? '오전' : '오후'} ${hour12}:${minutes}`;
  return `${hour12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "8:00 AM – 10:00 AM" / "오전 8:00 – 오전 10:00". */
export function windowLabel(locale: string, w: Pick<PickupWindow, 'startLocal' | 'endLocal'>): string {
  return `${clockLabel(locale, w.startLocal)} – ${clockLabel(locale, w.endLocal)}`;
}

/** A whole window for summaries: "Wed, Nov 25 · 8:00 AM – 10:00 AM". */
export function pickupLabel(locale: string, w: Pick<PickupWindow, 'start' | 'startLocal' | 'endLocal'>): string {
  return `${pickupDayLabel(locale, w.start)} · ${windowLabel(locale, w)}`;
}

/** The window of an order as stored (two instants), read back on the warehouse's clock. */
export function windowOf(start: string, end: string): Pick<PickupWindow, 'start' | 'startLocal' | 'endLocal'> {
  const local = (iso: string) => formatter('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return { start, startLocal: local(start), endLocal: local(end) };
}
