import { z } from 'zod';
import { brand, greeting, type RenderedMail, type TemplateContext } from './common';
import { composeMail, paragraphs } from './parts';

/** To the OLD address, when an account's e-mail address was changed. */
export const emailChangedData = z.object({
  name: z.string().trim().max(200).optional(),
  newEmail: z.string().trim().max(254),
});
export type EmailChangedData = z.infer<typeof emailChangedData>;

export function renderEmailChanged(ctx: TemplateContext, data: EmailChangedData): RenderedMail {
  const t = ctx.LL.mail.emailChanged;
  const subject = t.subject({ brand: brand(ctx) });
  return composeMail(ctx, subject, [
    paragraphs(
      greeting(ctx, data.name),
      t.intro({ brand: brand(ctx), newEmail: data.newEmail }),
      t.after(),
      t.notYou(),
    ),
  ]);
}
