import { z } from 'zod';
import {
  acceptInvitationInput,
  ACCOUNT_CODES,
  idInput,
  invitationInput,
  invitationRef,
  memberRef,
  memberUpdateInput,
} from '@wholesale/contract';
import { publicProcedure, router, sessionOf, signedInProcedure } from '../trpc';

/** The company an admin acts on; a buyer's own company is always theirs (the service decides). */
const ofCompany = z.object({ companyId: idInput(ACCOUNT_CODES.userNotFound).optional() });

/**
 * A company's team: the owner's invitations and members (an admin names the company),
 * and joining by an invitation's link. REST twins under /api/company and /api/users/accept-invitation.
 */
export const companyRouter = router({
  /** The company's account with the business (owner and viewers; staff name the company). REST: GET /api/company/account. */
  account: signedInProcedure
    .input(ofCompany.default({}))
    .query(({ ctx, input }) => ctx.services.books.account(ctx.actor, input.companyId)),
  team: signedInProcedure
    .input(ofCompany.default({}))
    .query(({ ctx, input }) => ctx.services.company.team(ctx.actor, input.companyId)),
  invite: signedInProcedure.input(invitationInput.extend(ofCompany.shape)).mutation(({ ctx, input }) => {
    const { companyId, ...invitation } = input;
    return ctx.services.company.invite(ctx.actor, invitation, companyId);
  }),
  cancelInvitation: signedInProcedure
    .input(invitationRef.extend(ofCompany.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.company.cancelInvitation(ctx.actor, input.invitationId, input.companyId),
    ),
  updateMember: signedInProcedure.input(memberRef.extend(memberUpdateInput.shape)).mutation(({ ctx, input }) => {
    const { userId, ...change } = input;
    return ctx.services.company.updateMember(ctx.actor, userId, change);
  }),
  removeMember: signedInProcedure
    .input(memberRef)
    .mutation(({ ctx, input }) => ctx.services.company.removeMember(ctx.actor, input.userId)),
  /** Joins the company and sets the session cookie (through ctx.session); the token never reaches browser code. */
  acceptInvitation: publicProcedure.input(acceptInvitationInput).mutation(async ({ ctx, input }) => {
    const { token, ...joined } = await ctx.services.company.acceptInvitation(ctx.actor, input);
    sessionOf(ctx).set(token);
    return joined;
  }),
});
