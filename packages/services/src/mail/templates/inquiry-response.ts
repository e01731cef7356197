import { z } from 'zod';
import { escapeMultiline, paragraph } from '../html';
import { brand, greeting, htmlDocument, oneLine, textBody, type RenderedMail, type TemplateContext } from './common';

/** To a customer, the business's answer to their contact-form inquiry (the back office's reply). */
export const inquiryResponseData = z.object({
  customerName: z.string().trim().max(200).optional(),
  companyName: z.string().trim().max(200).optional(),
  responseMessage: z.string().trim().min(1).max(10_000),
  /** what they wrote, quoted under the answer */
  originalMessage: z.string().trim().max(10_000).optional(),
  /** when they wrote it, as the back office shows it */
  inquiryDate: z.string().trim().max(100).optional(),
});
export type InquiryResponseData = z.infer<typeof inquiryResponseData>;

const block = (text: string) =>
  `<p style="margin:0 0 16px 0;padding:12px;background:#f7f7f7;border-left:3px solid #8b1e1e;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222;">${escapeMultiline(text)}</p>`;

export function renderInquiryResponse(ctx: TemplateContext, data: InquiryResponseData): RenderedMail {
  const t = ctx.LL.mail.inquiryResponse;
  const subject = t.subject({ brand: brand(ctx) });
  const hello = greeting(ctx, data.customerName ? oneLine(data.customerName) : undefined);
  const quoteHead = data.originalMessage
    ? data.inquiryDate
      ? t.yourMessageOn({ date: oneLine(data.inquiryDate) })
      : t.yourMessage()
    : undefined;
  const text = textBody(ctx, [
    hello,
    t.intro(),
    data.responseMessage,
    ...(quoteHead && data.originalMessage ? [`${quoteHead}\n> ${data.originalMessage.replace(/\n/g, '\n> ')}`] : []),
    t.followUp(),
  ]);
  const html = htmlDocument(ctx, subject, [
    paragraph(hello),
    paragraph(t.intro()),
    block(data.responseMessage),
    ...(quoteHead && data.originalMessage ? [paragraph(quoteHead), block(data.originalMessage)] : []),
    paragraph(t.followUp()),
  ]);
  return { subject, text, html };
}
