import { inquiryAdminRef, inquiryDocumentRef, inquiryReplyInput } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/** The back office's Inquiries page. */
export const adminInquiriesRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.inquiries.list(ctx.actor)),
  toggleStatus: adminProcedure
    .input(inquiryAdminRef)
    .mutation(({ ctx, input }) => ctx.services.inquiries.toggleStatus(ctx.actor, input.id)),
  reply: adminProcedure
    .input(inquiryReplyInput)
    .mutation(({ ctx, input }) => ctx.services.inquiries.reply(ctx.actor, input)),
  /** A fresh 5-minute link each time: call it on click, do not cache it. */
  documentLink: adminProcedure
    .input(inquiryDocumentRef)
    .mutation(({ ctx, input }) => ctx.services.inquiries.documentLink(ctx.actor, input.id, input.documentId)),
});
