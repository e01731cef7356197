// The zod schemas of a company's team (issue 21, items 4-6), parsed once at the door.
import { newPasswordSchema, VALIDATION_MESSAGES } from '@wholesale/rules';
import { z } from 'zod';
import { deliverableEmail } from '../accounts/inputs';
import { body, idInput, localeInput, noWebAddress, text, textError } from '../inputs';
import { COMPANY_MESSAGES, ORDER_LIMIT_MAX } from './messages';

export const MEMBER_ROLES = ['orderer', 'viewer'] as const;
const roleInput = z.enum(MEMBER_ROLES, { error: COMPANY_MESSAGES.role });

/** Dollars, 0 to 1,000,000 in whole cents; null: no limit. */
const orderLimitInput = z
  .number({ error: COMPANY_MESSAGES.orderLimit })
  .min(0, { error: COMPANY_MESSAGES.orderLimit })
  .max(ORDER_LIMIT_MAX, { error: COMPANY_MESSAGES.orderLimit })
  .refine((d) => Math.abs(d * 100 - Math.round(d * 100)) < 1e-6, { error: COMPANY_MESSAGES.orderLimit })
  .nullable();

/** POST /api/company/invitations (owner): who, in which role, the mail's language, an orderer's limit. */
export const invitationInput = body({
  email: text({ error: textError(VALIDATION_MESSAGES.email) }, { tooLong: VALIDATION_MESSAGES.email }).pipe(
    deliverableEmail,
  ),
  role: roleInput,
  locale: localeInput.default('en'),
  order_limit: orderLimitInput.default(null),
});

/** POST /api/users/accept-invitation: the link's token, and the new member's name and password. */
export const acceptInvitationInput = body({
  token: text({ error: textError(COMPANY_MESSAGES.invitationLink) }).max(200, {
    error: COMPANY_MESSAGES.invitationLink,
    abort: true,
  }),
  name: text({ error: textError(COMPANY_MESSAGES.name) })
    .trim()
    .min(1, { error: COMPANY_MESSAGES.name })
    .max(100, { error: COMPANY_MESSAGES.name, abort: true })
    .refine(...noWebAddress),
  password: text({ error: textError(VALIDATION_MESSAGES.passwordTooShort) }).pipe(newPasswordSchema),
});

/** PATCH /api/company/members/:userId (owner): another role, another limit (null: none). */
export const memberUpdateInput = body({
  role: roleInput.optional(),
  order_limit: orderLimitInput.optional(),
});

export const memberRef = z.object({ userId: idInput(COMPANY_MESSAGES.memberNotFound) });

/** DELETE /api/company/invitations/:invitationId (owner): a pending invitation. */
export const invitationRef = z.object({ invitationId: idInput(COMPANY_MESSAGES.invitationNotFound) });
