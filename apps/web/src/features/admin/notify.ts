import type { TranslationFunctions } from '@wholesale/i18n';
import { serverErrorText } from '../../lib/serverErrorText';
import { toast } from '../../ui/toastStore';
import { classifyFailure } from './errors';

/**
 * The failure toast of an admin action (catalogue spec §8). `refused`: the server answered; its
 * message, or 'An unexpected error occurred'. `unreachable`: no answer; 'Network error or server
 * is unavailable'. Titles come in pairs, e.g. 'Failed to Reject Request' / 'Error Rejecting Request';
 * actions with a single failure title use it for both.
 */
export function failureToast(
  LL: TranslationFunctions,
  err: unknown,
  titles: { refused: string; unreachable: string },
  locale = 'en',
): void {
  const f = classifyFailure(err);
  toast({
    title: f.kind === 'refused' ? titles.refused : titles.unreachable,
    text: failureText(LL, err, locale),
    variant: 'error',
  });
}

/**
 * What went wrong, in the admin's words: the web's text for the refusal's code (LL.serverErrors,
 * loaded with the back office), else the server's message, else 'An unexpected error occurred';
 * the network text when there was no answer.
 */
export function failureText(LL: TranslationFunctions, err: unknown, locale = 'en'): string {
  const f = classifyFailure(err);
  if (f.kind !== 'refused') return LL.admin.toast.networkError();
  return serverErrorText(LL, f, locale) ?? LL.admin.toast.unexpected();
}
