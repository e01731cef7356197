// The product's wording for a company's team (issue 21, items 4-6): each message's code is
// `company.<key>` (error-codes.ts).
import { coded } from '../errors';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
/** The largest order limit an owner can set, in dollars. */
export const ORDER_LIMIT_MAX = 1_000_000;

export const COMPANY_MESSAGES = {
  ownerOnly: "Only the company's owner can do this",
  role: "The role must be 'orderer' or 'viewer'",
  orderLimit: 'The order limit must be an amount of dollars from 0 to 1,000,000, or empty for none',
  emailTaken: 'An account with this e-mail address already exists',
  invitationLink: 'This invitation link is invalid, already used or expired. Please ask for a new invitation.',
  name: 'Please enter your name',
  memberNotFound: 'Team member not found',
  invitationNotFound: 'This invitation was already used, cancelled or never sent',
  notAMember: 'Only team members can be changed or removed; the owner stays the owner',
  viewerCannotOrder: "A viewer reads the company's orders and invoices but cannot place orders",
} as const;

export const COMPANY_ERRORS = coded('company', COMPANY_MESSAGES);
