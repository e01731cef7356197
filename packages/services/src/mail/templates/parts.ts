// Every mail goes out twice, as plain text and as HTML, and the two must say the same. A part is
// one piece of a mail in both forms: a template lists its parts once, in order, and composeMail
// writes the two bodies from that list, so a piece cannot be added to one form and forgotten in
// the other.
import { bulletHtml, button, definitionTable, heading, noticeHtml, paragraph, quotedHtml } from '../html';
import { htmlDocument, oneLine, textBody, type RenderedMail, type TemplateContext } from './common';

/** One piece of a mail: its paragraphs in the text body, its blocks in the HTML one. */
export interface MailPart {
  readonly text: readonly string[];
  readonly html: readonly string[];
}

/** What a template lists: a part, or nothing where a piece is left out (`cond && part`). */
export type MailParts = ReadonlyArray<MailPart | false | null | undefined>;

export type FieldRows = ReadonlyArray<readonly [label: string, value: string]>;

/** The subject and both bodies; `signOff` false for the mails to our own inbox. */
export function composeMail(ctx: TemplateContext, subject: string, parts: MailParts, signOff = true): RenderedMail {
  const present = parts.filter((p): p is MailPart => !!p);
  return {
    subject,
    text: textBody(
      ctx,
      present.flatMap((p) => p.text),
      signOff,
    ),
    html: htmlDocument(
      ctx,
      subject,
      present.flatMap((p) => p.html),
      signOff,
    ),
  };
}

/** Plain paragraphs, the same words in both forms. */
export function paragraphs(...texts: readonly string[]): MailPart {
  return { text: texts, html: texts.map(paragraph) };
}

/** 'Label: value' lines: the text form of a definitionTable. */
export function fieldsText(rows: FieldRows): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** The rows that have a value, each value on one line (a buyer's contact details, as typed). */
export function presentRows(rows: ReadonlyArray<readonly [string, string | undefined]>): FieldRows {
  return rows.flatMap(([label, value]) => (value?.trim() ? [[label, oneLine(value)] as const] : []));
}

/** Label and value rows, under a heading when given (one paragraph in the text). */
export function fields(rows: FieldRows, title?: string): MailPart {
  return title
    ? { text: [`${title}\n${fieldsText(rows)}`], html: [heading(title), definitionTable(rows)] }
    : { text: [fieldsText(rows)], html: [definitionTable(rows)] };
}

/** A call to action in text: the label, then the address. */
export function linkText(label: string, url: string): string {
  return `${label}: ${url}`;
}

/** A call to action in HTML: a button, then the address for clients that block it. */
export function linkHtml(ctx: TemplateContext, label: string, url: string): string {
  return button(label, url, ctx.LL.mail.linkFallback());
}

/**
 * A link the reader follows once (a reset, an invitation): the address alone on its line in the
 * text, so it is copied whole; a button in the HTML.
 */
export function bareLink(ctx: TemplateContext, label: string, url: string): MailPart {
  return { text: [url], html: [linkHtml(ctx, label, url)] };
}

/** A call to action: 'Label: url' in the text, a button in the HTML. */
export function link(ctx: TemplateContext, label: string, url: string): MailPart {
  return { text: [linkText(label, url)], html: [linkHtml(ctx, label, url)] };
}

/** A heading, then its items as '- item' lines in the text and a bulleted list in the HTML. */
export function bullets(title: string, items: readonly string[]): MailPart {
  return {
    text: [`${title}\n${items.map((item) => `- ${item}`).join('\n')}`],
    html: [heading(title), bulletHtml(items)],
  };
}

/** What the reader must not miss: a paragraph in the text, framed in the HTML. */
export function notices(...texts: readonly string[]): MailPart {
  return { text: texts, html: texts.map(noticeHtml) };
}

/** Someone's own words as they wrote them: a paragraph in the text, framed in the HTML. */
export function quoted(text: string): MailPart {
  return { text: [text], html: [quotedHtml(text)] };
}
