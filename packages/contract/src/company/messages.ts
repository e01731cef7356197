// The product's wording for a company's team: each message's code is
// `company.<key>` (error-codes.ts).
import type { CodedMessage } from '../errors';
import { coded, codesOf, withParams } from '../errors';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
/**
 * Invitations one company may send in 24 hours, in all and to one address: its owner cannot use the
 * business's mail to flood inboxes. Sent is sent: a cancelled or replaced invitation still counts.
 */
export const INVITATION_LIMITS = { perDay: 20, perAddressPerDay: 3 } as const;
export type InvitationLimits = { readonly perDay: number; readonly perAddressPerDay: number };
/** The window both limits count over, in hours. */
export const INVITATION_WINDOW_HOURS = 24;

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
  /** `limit` invitations; `hours` (and `seconds`) until one more may go */
  tooManyInvitations:
    'Your company has sent {limit:number} invitations in the last 24 hours, the most it can. Please try again in {hours:number} hour{{s}}.',
  /** `limit` invitations to this address; `hours` (and `seconds`) until one more may go */
  addressInvitedTooOften:
    'This address was already invited {limit:number} times in the last 24 hours. Please try again in {hours:number} hour{{s}}.',
} as const;

export const COMPANY_ERRORS = coded('company', COMPANY_MESSAGES);
export const COMPANY_CODES = codesOf(COMPANY_ERRORS);

/** The wait in whole hours, at least 1. */
const hoursOf = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 3600));

/** 429: the company sent `limit` invitations within 24 hours; `seconds` until one more may go. */
export function tooManyInvitationsError(limit: number, retryAfterSeconds: number): CodedMessage {
  return withParams(COMPANY_ERRORS.tooManyInvitations, {
    limit,
    hours: hoursOf(retryAfterSeconds),
    seconds: retryAfterSeconds,
  });
}

/** 429: this address was invited `limit` times by the company within 24 hours. */
export function addressInvitedTooOftenError(limit: number, retryAfterSeconds: number): CodedMessage {
  return withParams(COMPANY_ERRORS.addressInvitedTooOften, {
    limit,
    hours: hoursOf(retryAfterSeconds),
    seconds: retryAfterSeconds,
  });
}
