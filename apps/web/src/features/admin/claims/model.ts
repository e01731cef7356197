import { CLAIM_STATUSES, type ClaimStatus } from '@wholesale/contract';
import { amountText, checkAmount, toCents, type AmountCheck } from '../orders/payments';
import { adminPageHref } from '../pages';
import { pageFromUrl } from '../paging';
import { isChoice, urlParams } from '../urlState';

// Pure logic of the Claims page: what its URL says (?page=claims&status=approved&p=2; open claims
// by default), the list's input, and the decision's checks: the credit in whole cents from the
// dollars typed (at most the line's total) and the refusal's reason.

export const CLAIM_FILTERS = [...CLAIM_STATUSES, 'all'] as const;
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];

export interface ClaimsView {
  status: ClaimFilter;
  /** 1-based */
  page: number;
}

/** The page's state from its URL; anything unknown falls back (open, page 1). */
export function parseClaimsView(search: string | URLSearchParams): ClaimsView {
  const p = urlParams(search);
  const status = p.get('status');
  return { status: isChoice(CLAIM_FILTERS, status) ? status : 'open', page: pageFromUrl(p) };
}

/** The URL of a state of the page; defaults left out. */
export function claimsHref(view: Partial<ClaimsView> = {}): string {
  const p = new URLSearchParams({ page: 'claims' });
  if (view.status && view.status !== 'open') p.set('status', view.status);
  if (view.page && view.page > 1) p.set('p', String(view.page));
  return `${adminPageHref('claims').split('?')[0]}?${p.toString()}`;
}

/** The tRPC input of a view: no status for "all". */
export function claimsInput(view: ClaimsView): { status?: ClaimStatus; page: number } {
  return view.status === 'all' ? { page: view.page } : { status: view.status, page: view.page };
}

/** The approve form's amount to start on: the line's total ('128.40'). */
export const fullAmount = (lineTotal: number): string => amountText(toCents(lineTotal));

/** The credit typed, in whole cents: dollars and cents, more than 0, at most the line's total. */
export const checkCredit = (text: string, lineTotal: number): AmountCheck => checkAmount(text, toCents(lineTotal));

/** Whether the credit is the line's whole total (approve in full) or less (in part). */
export const isFull = (cents: number, lineTotal: number): boolean => cents === toCents(lineTotal);
