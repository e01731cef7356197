import { z } from 'zod';
import { nameWithSpec, specInWords } from '@wholesale/rules';
import { dataTable, definitionTable, escapeMultiline, heading, paragraph } from '../html';
import { formatCents, htmlDocument, oneLine, textBody, type RenderedMail, type TemplateContext } from './common';

const optionalText = (max: number) => z.string().trim().max(max).optional();

const cents = z.number().int().nonnegative();

const inquiryCartLine = z.object({
  name: z.string().trim().min(1).max(300),
  /** pack spec, e.g. '30 lb - 5 lb x 6 packs' */
  spec: optionalText(100),
  quantity: z.number().positive().max(100_000),
  unitPriceCents: cents,
  lineTotalCents: cents,
});
export type InquiryCartLine = z.infer<typeof inquiryCartLine>;

/**
 * To the business inbox, when a contact-form inquiry is stored. The caller sets replyTo to the
 * customer's address so staff can answer with a plain reply. Amounts are integer cents as
 * computed by the server, never the client's figures.
 */
export const inquiryReceivedData = z.object({
  inquiryId: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(200),
  email: z.email(),
  phone: optionalText(50),
  company: optionalText(200),
  licenseNumber: optionalText(100),
  californiaResale: optionalText(100),
  address: z
    .object({
      line1: optionalText(200),
      line2: optionalText(200),
      city: optionalText(100),
      state: optionalText(50),
      zip: optionalText(20),
    })
    .optional(),
  message: optionalText(10_000),
  documentCount: z.number().int().nonnegative().optional(),
  cartLines: z.array(inquiryCartLine).max(500).default([]),
  cartTotalCents: cents.optional(),
});
export type InquiryReceivedData = z.infer<typeof inquiryReceivedData>;

function formatAddress(address: InquiryReceivedData['address']): string | undefined {
  if (!address) return undefined;
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [address.line1, address.line2, cityLine].filter((l): l is string => !!l && l.trim() !== '');
  return lines.length ? lines.join('\n') : undefined;
}

function formatQuantity(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2);
}

export function renderInquiryReceived(ctx: TemplateContext, data: InquiryReceivedData): RenderedMail {
  const t = ctx.LL.mail.inquiryReceived;
  const name = oneLine(data.name);
  const company = data.company ? oneLine(data.company) : undefined;
  const subject = company ? t.subjectWithCompany({ name, company }) : t.subject({ name });

  const f = t.fields;
  const contact: Array<readonly [string, string | undefined]> = [
    [f.name(), data.name],
    [f.email(), data.email],
    [f.phone(), data.phone],
    [f.company(), data.company],
    [f.licenseNumber(), data.licenseNumber],
    [f.californiaResale(), data.californiaResale],
    [f.address(), formatAddress(data.address)],
    [f.documents(), data.documentCount ? String(data.documentCount) : undefined],
  ];
  const presentContact = contact.filter((row): row is readonly [string, string] => !!row[1] && row[1].trim() !== '');

  const c = t.columns;
  const lineRows = data.cartLines.map((line) => [
    nameWithSpec(line.name, line.spec ? specInWords(ctx.LL.catalogue.specText, line.spec) : ''),
    formatQuantity(line.quantity),
    formatCents(line.unitPriceCents),
    formatCents(line.lineTotalCents),
  ]);
  const total = data.cartTotalCents ?? data.cartLines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const hasCart = data.cartLines.length > 0;
  const message = data.message && data.message.trim() !== '' ? data.message : undefined;
  const intro = [t.intro(), ...(data.inquiryId ? [t.reference({ id: data.inquiryId })] : [])];

  const text = textBody(
    ctx,
    [
      ...intro,
      `${t.contactHeading()}\n${presentContact.map(([label, value]) => `${label}: ${value.replace(/\n/g, ', ')}`).join('\n')}`,
      `${t.messageHeading()}\n${message ?? t.noMessage()}`,
      hasCart
        ? `${t.cartHeading()}\n${lineRows
            .map(([item, qty, unit, sum]) => `- ${item}: ${qty} x ${unit} = ${sum}`)
            .join('\n')}\n${t.cartTotal()}: ${formatCents(total)}`
        : `${t.cartHeading()}\n${t.emptyCart()}`,
      t.replyHint(),
    ],
    false,
  );

  const html = htmlDocument(
    ctx,
    subject,
    [
      ...intro.map(paragraph),
      heading(t.contactHeading()),
      definitionTable(presentContact),
      heading(t.messageHeading()),
      message
        ? `<p style="margin:0 0 16px 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222;">${escapeMultiline(message)}</p>`
        : paragraph(t.noMessage()),
      heading(t.cartHeading()),
      hasCart
        ? dataTable({
            headers: [c.item(), c.quantity(), c.unitPrice(), c.lineTotal()],
            numeric: [1, 2, 3],
            rows: lineRows,
            footer: [t.cartTotal(), formatCents(total)],
          })
        : paragraph(t.emptyCart()),
      paragraph(t.replyHint()),
    ],
    false,
  );
  return { subject, text, html };
}
