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
  if (f.kind === 'refused') toast({ title: titles.refused, text: f.message ?? LL.toast.unexpected(), variant: 'error' });
  else toast({ title: titles.unreachable, text: LL.toast.networkError(), variant: 'error' });
}
