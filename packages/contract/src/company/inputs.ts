// The zod schemas of a company's team, parsed once at the door.
import { newPasswordSchema, VALIDATION_CODES } from '@wholesale/rules';
import { z } from 'zod';
import { deliverableEmail } from '../accounts/inputs';
import { ACCOUNT_CODES } from '../accounts/messages';
import { body, idInput, localeInput, noWebAddress, text, textError } from '../inputs';
import { COMPANY_CODES, ORDER_LIMIT_MAX } from './messages';

export const MEMBER_ROLES = ['orderer', 'viewer'] as const;
const roleInput = z.enum(MEMBER_ROLES, { error: COMPANY_CODES.role });

/** Dollars, 0 to 1,000,000 in whole cents; null: no limit. */
const orderLimitInput = z
  .number({ error: COMPANY_CODES.orderLimit })
  .min(0, { error: COMPANY_CODES.orderLimit })
  .max(ORDER_LIMIT_MAX, { error: COMPANY_CODES.orderLimit })
  .refine((d) => Math.abs(d * 100 - Math.round(d * 100)) < 1e-6, { error: COMPANY_CODES.orderLimit })
  .nullable();

/** POST /api/company/invitations (owner): who, in which role, the mail's language, an orderer's limit. */
export const invitationInput = body({
  email: text({ error: textError(VALIDATION_CODES.email) }, { tooLong: VALIDATION_CODES.email }).pipe(deliverableEmail),
  role: roleInput,
  locale: localeInput.default('en'),
  order_limit: orderLimitInput.default(null),
});
export type InvitationInput = z.output<typeof invitationInput>;

/** POST /api/users/accept-invitation: the link's token, and the new member's name and password. */
export const acceptInvitationInput = body({
  token: text({ error: textError(COMPANY_CODES.invitationLink) }).max(200, {
    error: COMPANY_CODES.invitationLink,
    abort: true,
  }),
  name: text({ error: textError(COMPANY_CODES.name) })
    .trim()
    .min(1, { error: COMPANY_CODES.name })
    .max(100, { error: COMPANY_CODES.name, abort: true })
    .refine(...noWebAddress),
  password: text({ error: textError(VALIDATION_CODES.passwordTooShort) }).pipe(newPasswordSchema),
});
export type AcceptInvitationInput = z.output<typeof acceptInvitationInput>;

/** PATCH /api/company/members/:userId (owner): another role, another limit (null: none). */
export const memberUpdateInput = body({
  role: roleInput.optional(),
  order_limit: orderLimitInput.optional(),
});
export type MemberUpdateInput = z.output<typeof memberUpdateInput>;

export const memberRef = z.object({ userId: idInput(COMPANY_CODES.memberNotFound) });

/** DELETE /api/company/invitations/:invitationId (owner): a pending invitation. */
export const invitationRef = z.object({ invitationId: idInput(COMPANY_CODES.invitationNotFound) });

/** `?company=<owner's id>`: the company an admin acts on (REST); a buyer's own company when left out. */
export const companyQuery = z.object({ company: idInput(ACCOUNT_CODES.userNotFound).optional() });
