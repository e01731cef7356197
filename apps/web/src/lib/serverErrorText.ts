import type { TranslationFunctions } from '@wholesale/i18n';
import { dateLocale, wordedParams } from '@wholesale/rules';
import type { CodedError, ErrorParams, Failure } from './failure';

// The web's words for a refusal, by its code (LL.serverErrors.<domain>.<key>): the catalogue's
// templates (@wholesale/contract error-codes.ts) in the reader's language, their values worded by
// @wholesale/rules' message-words.ts as the server words its English. Apart from failure.ts so the
// storefront's first load, which only reads answers, does not carry them.

/** The web's own text for a code, or null when it has none (or the dictionary is not loaded yet). */
export function codeText(
  LL: TranslationFunctions,
  code: string | null,
  params: ErrorParams | null = null,
  locale = 'en',
): string | null {
  if (!code) return null;
  const [domain, key, ...rest] = code.split('.');
  if (!domain || !key || rest.length > 0) return null;
  // A missing key of the dictionary answers '' (typesafe-i18n): no text of ours.
  const texts = LL.serverErrors as unknown as Record<
    string,
    Record<string, ((p: object) => string) | undefined> | undefined
  >;
  const text = texts[domain]?.[key]?.(wordedParams(params, dateLocale(locale)));
  return text ? text : null;
}

/**
 * The reader's words for a refusal: the web's text for its code, else the server's message (a code
 * newer than this page), else `failed` ('Something went wrong' by default).
 */
export function refusalText(LL: TranslationFunctions, e: CodedError, locale: string, failed?: string): string {
  return codeText(LL, e.code, e.params, locale) ?? e.message ?? failed ?? LL.serverErrors.common.internal();
}

/** A refusal's per-field errors in the reader's words, keyed by the field's path ('price', 'update.price'). */
export function fieldErrorTexts(
  LL: TranslationFunctions,
  fields: Readonly<Record<string, CodedError>>,
  locale = 'en',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, error] of Object.entries(fields)) out[path] = refusalText(LL, error, locale);
  return out;
}

/**
 * What went wrong with a call, always in words: the refusal's (refusalText); `unreachable` when no
 * answer came; `failed` for a server failure or a refusal without words (by default 'Something
 * went wrong').
 */
export function failureText(
  LL: TranslationFunctions,
  f: Failure,
  locale: string,
  words: { unreachable: string; failed?: string },
): string {
  if (f.status === null) return words.unreachable;
  const failed = words.failed ?? LL.serverErrors.common.internal();
  return f.status >= 500 ? failed : refusalText(LL, f, locale, failed);
}
