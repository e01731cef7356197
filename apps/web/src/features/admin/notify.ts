import type { TranslationFunctions } from '@wholesale/i18n';
import { readFailure } from '../../lib/failure';
import { failureText } from '../../lib/serverErrorText';
import { toast } from '../../ui/toastStore';

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
  toast({
    title: readFailure(err).status === null ? titles.unreachable : titles.refused,
    text: adminFailureText(LL, err, locale),
    variant: 'error',
  });
}

/**
 * What went wrong, in the admin's words: the web's text for the refusal's code (LL.serverErrors,
 * loaded with the back office), else the server's message, else 'An unexpected error occurred';
 * the network text when there was no answer.
 */
export function adminFailureText(LL: TranslationFunctions, err: unknown, locale = 'en'): string {
  const words = { unreachable: LL.admin.toast.networkError(), failed: LL.admin.toast.unexpected() };
  return failureText(LL, readFailure(err), locale, words);
}
