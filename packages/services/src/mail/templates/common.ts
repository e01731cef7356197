import { i18nObject, loadLocale, type Locales, type TranslationFunctions } from '@wholesale/i18n/sync';
import { escapeHtml, layout } from '../html';

export type MailLocale = Locales;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What every template gets besides its own data: the locale and its translation functions. */
export interface TemplateContext {
  locale: MailLocale;
  LL: TranslationFunctions;
}

const contexts = new Map<MailLocale, TemplateContext>();

/** One per locale for the process: building the translation object per mail showed in profiles. */
export function templateContext(locale: MailLocale): TemplateContext {
  let ctx = contexts.get(locale);
  if (!ctx) {
    // Synchronous and idempotent: the dictionaries are bundled with the server.
    loadLocale(locale);
    ctx = { locale, LL: i18nObject(locale) };
    contexts.set(locale, ctx);
  }
  return ctx;
}

export function brand(ctx: TemplateContext): string {
  return ctx.LL.common.brand();
}

/** Header values must stay on one line: a name with a line break must not add a header. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function footerLines(ctx: TemplateContext): string[] {
  return [brand(ctx), ctx.LL.company.address(), ctx.LL.mail.hoursLine(), ctx.LL.mail.automated()];
}

export function greeting(ctx: TemplateContext, name: string | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? ctx.LL.mail.greeting({ name: oneLine(trimmed) }) : ctx.LL.mail.greetingNoName();
}

/** Plain-text body: paragraphs separated by blank lines, then the signature and the footer. */
export function textBody(ctx: TemplateContext, paragraphs: readonly string[], signOff = true): string {
  const parts = [...paragraphs];
  if (signOff) parts.push(`${ctx.LL.mail.signOff()}\n${ctx.LL.mail.team({ brand: brand(ctx) })}`);
  return `${parts.join('\n\n')}\n\n-- \n${footerLines(ctx).join('\n')}\n`;
}

/** The HTML document: the given blocks (built with ../html helpers), then the signature. */
export function htmlDocument(ctx: TemplateContext, subject: string, blocks: readonly string[], signOff = true): string {
  const signature = signOff
    ? [
        `<p style="margin:24px 0 0 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222;">` +
          `${escapeHtml(ctx.LL.mail.signOff())}<br>${escapeHtml(ctx.LL.mail.team({ brand: brand(ctx) }))}</p>`,
      ]
    : [];
  return layout({
    lang: ctx.locale,
    title: subject,
    brand: brand(ctx),
    bodyHtml: [...blocks, ...signature].join('\n'),
    footer: footerLines(ctx),
  });
}

/**
 * `${publicUrl}${path}?query`: PUBLIC_URL may carry a path prefix (https://host/shop), so the
 * path is appended rather than resolved against it.
 */
export function siteLink(publicUrl: string, path: string, query?: Record<string, string>): string {
  const base = publicUrl.replace(/\/+$/, '');
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${base}${path}${search}`;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are stored as integer cents and always shown in US dollars. */
export function formatCents(cents: number): string {
  return money.format(cents / 100);
}
