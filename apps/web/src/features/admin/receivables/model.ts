import { TERMS_DAYS, type PaymentTermsCode } from '@wholesale/rules';
import { adminPageHref } from '../pages';
import { pageFromUrl } from '../paging';
import { normalizeSearch } from '../search';
import { isChoice, searchFromUrl, urlParams } from '../urlState';

// Pure logic of the Receivables page: what its URL says (?page=receivables&q=…&sort=overdue&p=2),
// the CSV's and the accounting export's addresses, the export's default range (last month on the
// business's clock) and its check, and how a credit figure reads.

export const RECEIVABLE_SORTS = ['balance', 'overdue', 'company'] as const;
export type ReceivableSort = (typeof RECEIVABLE_SORTS)[number];

/** The aging buckets, oldest last, as the server names them. */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** How long typing must pause before the search runs. */
export const SEARCH_DELAY_MS = 400;

export interface ReceivablesView {
  q?: string;
  sort: ReceivableSort;
  /** 1-based */
  page: number;
}

/** The page's state from its URL; anything unknown falls back (balance, page 1) rather than an error. */
export function parseReceivablesView(search: string | URLSearchParams): ReceivablesView {
  const p = urlParams(search);
  const sort = p.get('sort');
  const page = pageFromUrl(p);
  const q = searchFromUrl(p);
  return { ...(q ? { q } : {}), sort: isChoice(RECEIVABLE_SORTS, sort) ? sort : 'balance', page };
}

/** The URL of a state of the page; defaults left out, parameters in a fixed order. */
export function receivablesHref(view: Partial<ReceivablesView> = {}): string {
  const p = new URLSearchParams({ page: 'receivables' });
  const q = normalizeSearch(view.q ?? '');
  if (q) p.set('q', q);
  if (view.sort && view.sort !== 'balance') p.set('sort', view.sort);
  if (view.page && view.page > 1) p.set('p', String(view.page));
  return `${adminPageHref('receivables').split('?')[0]}?${p.toString()}`;
}

/** The tRPC input of a view. */
export function receivablesInput(view: ReceivablesView): { q?: string; sort: ReceivableSort; page: number } {
  return { ...(view.q ? { q: view.q } : {}), sort: view.sort, page: view.page };
}

/** GET /api/admin/receivables.csv: every company the search finds, in the list's order. */
export function receivablesCsvHref(view: Pick<ReceivablesView, 'q' | 'sort'>): string {
  const p = new URLSearchParams();
  const q = normalizeSearch(view.q ?? '');
  if (q) p.set('q', q);
  p.set('sort', view.sort);
  return `/api/admin/receivables.csv?${p.toString()}`;
}

/** GET /api/admin/exports/accounting.zip for a range of days ('YYYY-MM-DD'). */
export function accountingExportHref(from: string, to: string): string {
  return `/api/admin/exports/accounting.zip?${new URLSearchParams({ from, to }).toString()}`;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether the server would take the range: two real days, from ≤ to, at most 366 days apart. */
export function exportRangeValid(from: string, to: string): boolean {
  if (!DAY.test(from) || !DAY.test(to)) return false;
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return false;
  // 2026-02-31 parses as March 3rd: a day that does not exist is refused
  if (new Date(a).toISOString().slice(0, 10) !== from || new Date(b).toISOString().slice(0, 10) !== to) return false;
  return a <= b && b - a <= 366 * 86_400_000;
}

/** Today's date on the business's clock (America/Los_Angeles), 'YYYY-MM-DD'. */
export function pacificToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The export's default: the whole of last month, as the business counts months. */
export function lastMonthRange(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** How a company's credit available reads: none without a limit, over past it (shown red). */
export function creditState(available: number | null): 'none' | 'over' | 'ok' {
  if (available === null) return 'none';
  return available < 0 ? 'over' : 'ok';
}

/** 'Due at pickup' / 'Net 30 days', in the page's words. */
export function termsText(
  terms: PaymentTermsCode,
  T: { pickup: () => string; net: (a: { days: number }) => string },
): string {
  return terms === 'pickup' ? T.pickup() : T.net({ days: TERMS_DAYS[terms] });
}
