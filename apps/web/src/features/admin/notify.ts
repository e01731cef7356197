import type { TranslationFunctions } from '@wholesale/i18n';
import { toast } from '../../ui/toastStore';
import { classifyFailure } from './errors';

type AdminLL = TranslationFunctions['admin'];

/**
 * The failure toast of an admin action (catalogue spec §8). `refused`: the server answered; its
 * message, or 'An unexpected error occurred'. `unreachable`: no answer; 'Network error or server
 * is unavailable'. Titles come in pairs, e.g. 'Failed to Reject Request' / 'Error Rejecting Request';
 * actions with a single failure title use it for both.
 */
export function failureToast(LL: AdminLL, err: unknown, titles: { refused: string; unreachable: string }): void {
  const f = classifyFailure(err);
  toast({ title: f.kind === 'refused' ? titles.refused : titles.unreachable, text: failureText(LL, err), variant: 'error' });
}

/** Server codes (services' error-codes.ts) the back office words in its own language; others are shown as sent. */
const KNOWN: Readonly<Record<string, (LL: AdminLL) => string>> = { 'orders.weighedTotal': (LL) => LL.orderDetail.weighedTooMuch() };

/** What went wrong, in words: the server's message, 'An unexpected error occurred', or the network one. */
export function failureText(LL: AdminLL, err: unknown): string {
  const f = classifyFailure(err);
  if (f.kind !== 'refused') return LL.toast.networkError();
  const known = f.code === null ? undefined : KNOWN[f.code];
  if (known) return known(LL);
  return f.message ?? LL.toast.unexpected();
}
