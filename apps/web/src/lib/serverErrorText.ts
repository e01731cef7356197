import type { TranslationFunctions } from '@wholesale/i18n';
import { dateLocale, formatPacificMoment } from './pacificWall';
import type { CodedError, ErrorParams } from './serverError';

// The web's words for a server refusal, by its code (LL.serverErrors.<domain>.<key>): apart from
// serverError.ts so the storefront's first load, which only reads answers, does not carry them.

/** An order's cutoff on the warehouse's clock: 'Tue, Nov 24 · 5:00 PM', '11월 24일 (화) 오후 5:00' (the texts name the zone). */
function cutoffWords(iso: string, locale: string): string {
  return formatPacificMoment(iso, dateLocale(locale), '').trim();
}

/** What the web's texts take beside the server's params: the wait in whole minutes, a day in words, a cutoff. */
function textParams(params: ErrorParams | null, locale: string): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  if (typeof out.seconds === 'number' && out.minutes === undefined)
    out.minutes = Math.max(1, Math.ceil(out.seconds / 60));
  if (typeof out.date === 'string' && out.day === undefined && /^\d{4}-\d{2}-\d{2}$/.test(out.date)) {
    const format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    out.day = format.format(new Date(`${out.date}T00:00:00Z`));
  }
  if (typeof out.cutoff === 'string' && out.when === undefined && !Number.isNaN(Date.parse(out.cutoff)))
    out.when = cutoffWords(out.cutoff, locale);
  return out;
}

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
  const text = texts[domain]?.[key]?.(textParams(params, locale));
  return text ? text : null;
}

/** A refusal's per-field errors in the reader's words, keyed by the field's path ('price', 'update.price'). */
export function fieldErrorTexts(
  LL: TranslationFunctions,
  fields: Readonly<Record<string, CodedError>>,
  locale = 'en',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, error] of Object.entries(fields)) {
    const text = serverErrorText(LL, error, locale);
    if (text) out[path] = text;
  }
  return out;
}

/** The reader's words for a failure: the web's text for its code, else the server's message, else null. */
export function serverErrorText(LL: TranslationFunctions, e: CodedError, locale = 'en'): string | null {
  return codeText(LL, e.code, e.params, locale) ?? e.message;
}
