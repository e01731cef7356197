import { z } from 'zod';
import { paragraph, quotedHtml } from '../html';
import { brand, greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { composeMail, paragraphs, quoted } from './parts';

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

export function renderInquiryResponse(ctx: TemplateContext, data: InquiryResponseData): RenderedMail {
  const t = ctx.LL.mail.inquiryResponse;
  const subject = t.subject({ brand: brand(ctx) });
  const hello = greeting(ctx, data.customerName ? oneLine(data.customerName) : undefined);
  const quoteHead = data.originalMessage
    ? data.inquiryDate
      ? t.yourMessageOn({ date: oneLine(data.inquiryDate) })
      : t.yourMessage()
    : undefined;
  return composeMail(ctx, subject, [
    paragraphs(hello, t.intro()),
    quoted(data.responseMessage),
    // What they wrote, under its heading: '> '-quoted in the text, framed in the HTML.
    quoteHead && data.originalMessage
      ? {
          text: [`${quoteHead}\n> ${data.originalMessage.replace(/\n/g, '\n> ')}`],
          html: [paragraph(quoteHead), quotedHtml(data.originalMessage)],
        }
      : null,
    paragraphs(t.followUp()),
  ]);
}
