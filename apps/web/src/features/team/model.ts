import { ORDER_LIMIT_MAX } from '@wholesale/contract';
import { carriesWebAddress, isValidEmail, MIN_PASSWORD_LENGTH } from '@wholesale/rules/checks';

// A company's team as pure rules for the profile's Team view and the
// /accept-invitation page: who sees the Team tab, the order limit typed as text ↔ dollars, and the
// forms' checks. The checks answer keys the pages word (the `account.form` and `account.team`
// dictionaries), so these tests need no React.

export type MemberRole = 'orderer' | 'viewer';
export const MEMBER_ROLES: readonly MemberRole[] = ['orderer', 'viewer'];

// ---------------------------------------------------------------- who sees the Team tab

/**
 * Whether the profile shows the Team tab: to a buyer who owns the company (the session says so:
 * auth.session's `company_role`); never to an admin (who manages teams from the back office) nor
 * to a member. A role the owner changes counts from the member's next page load.
 */
export function showTeamTab(user: { role: 'buyer' | 'admin'; companyRole: 'owner' | 'orderer' | 'viewer' }): boolean {
  return user.role === 'buyer' && user.companyRole === 'owner';
}

// ---------------------------------------------------------------- the order limit

export type LimitParse = { ok: true; dollars: number | null } | { ok: false };

/**
 * The order limit as typed: empty (or blank) is no limit (null); otherwise whole dollars or dollars
 * and cents, from 0 to ORDER_LIMIT_MAX, with an optional leading '$' and thousands commas
 * ('$1,250.50', '500', '500.5'). Anything else (a minus, letters, 3 decimals, over the maximum) is
 * refused rather than guessed at.
 */
export function parseLimit(text: string): LimitParse {
  const t = text.trim();
  if (t === '') return { ok: true, dollars: null };
  if (t.length > 20) return { ok: false };
  const bare = t.replace(/^\$\s*/, '');
  // Commas only as thousands separators (1,000 or 1,000,000), never '1,0' or ',5'.
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(bare)) return { ok: false };
  const dollars = Number(bare.replaceAll(',', ''));
  if (!Number.isFinite(dollars) || dollars < 0 || dollars > ORDER_LIMIT_MAX) return { ok: false };
  // Exact cents: '500.5' is 500.50 (the number 500.5 already is).
  return { ok: true, dollars: Math.round(dollars * 100) / 100 };
}

/** A limit as the field shows it to be changed: '' for none, '500' for whole dollars, '500.50' otherwise. */
export function limitText(dollars: number | null): string {
  if (dollars === null) return '';
  const cents = Math.round(dollars * 100);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** What the server is sent as a member's limit: only an orderer has one; null means none. */
export function limitFor(role: MemberRole, dollars: number | null): number | null {
  return role === 'orderer' ? dollars : null;
}

// ---------------------------------------------------------------- the invite form

export type TeamFieldError = 'required' | 'invalidEmail' | 'limit';
export type InviteField = 'email' | 'limit';
export const INVITE_FIELDS: readonly InviteField[] = ['email', 'limit'];

export interface InviteValues {
  email: string;
  role: MemberRole;
  limit: string;
  locale: 'en' | 'ko';
}

/** The invite form's problems, by field (empty when it can be sent); a viewer's limit is ignored. */
export function validateInvite(v: InviteValues): Partial<Record<InviteField, TeamFieldError>> {
  const out: Partial<Record<InviteField, TeamFieldError>> = {};
  if (v.email.trim() === '') out.email = 'required';
  else if (!isValidEmail(v.email)) out.email = 'invalidEmail';
  if (v.role === 'orderer' && !parseLimit(v.limit).ok) out.limit = 'limit';
  return out;
}

/** company.invite's input from a valid form: the address trimmed, a limit only for an orderer. */
export function invitePayload(v: InviteValues): {
  email: string;
  role: MemberRole;
  locale: 'en' | 'ko';
  order_limit: number | null;
} {
  const parsed = parseLimit(v.limit);
  return {
    email: v.email.trim(),
    role: v.role,
    locale: v.locale,
    order_limit: v.role === 'orderer' && parsed.ok ? parsed.dollars : null,
  };
}

/** A new invite form: an orderer without a limit, the mail in the page's language. */
export function emptyInvite(locale: string): InviteValues {
  return { email: '', role: 'orderer', limit: '', locale: locale === 'ko' ? 'ko' : 'en' };
}

// ---------------------------------------------------------------- changing a member

/**
 * company.updateMember's change from the member editor, or a problem: the role, and for an
 * orderer the limit typed (a viewer's limit is left as it is: it applies to no order, and comes
 * back if they order again). Null when nothing would change.
 */
export function memberChange(
  before: { role: MemberRole; order_limit: number | null },
  role: MemberRole,
  limit: string,
):
  | { ok: true; change: { role?: MemberRole; order_limit?: number | null } | null }
  | { ok: false; error: TeamFieldError } {
  const change: { role?: MemberRole; order_limit?: number | null } = {};
  if (role !== before.role) change.role = role;
  if (role === 'orderer') {
    const parsed = parseLimit(limit);
    if (!parsed.ok) return { ok: false, error: 'limit' };
    if (parsed.dollars !== before.order_limit) change.order_limit = parsed.dollars;
  }
  return { ok: true, change: Object.keys(change).length > 0 ? change : null };
}

// ---------------------------------------------------------------- joining (/accept-invitation)

export type JoinField = 'name' | 'password' | 'confirm';
export const JOIN_FIELDS: readonly JoinField[] = ['name', 'password', 'confirm'];
export type JoinFieldError = 'required' | 'nameLink' | 'passwordTooShort' | 'passwordsDoNotMatch';
/** The server's limit of a member's name (contract: acceptInvitationInput). */
export const NAME_MAX_LENGTH = 100;

/** The link's token as the page reads it; null when there is none to try (the page says the link does not work). */
export function invitationToken(search: URLSearchParams): string | null {
  const t = search.get('token')?.trim() ?? '';
  // The server takes at most 200 characters: a longer one cannot be a link of ours.
  return t === '' || t.length > 200 ? null : t;
}

/** A name, a password by the reset page's rule (newPasswordSchema: at least 6 characters), typed twice alike. */
export function validateJoin(v: {
  name: string;
  password: string;
  confirm: string;
}): Partial<Record<JoinField, JoinFieldError>> {
  const out: Partial<Record<JoinField, JoinFieldError>> = {};
  if (v.name.trim() === '') out.name = 'required';
  // The server's rule: the business's mails repeat a member's name, so it carries no link.
  else if (carriesWebAddress(v.name.trim())) out.name = 'nameLink';
  if (v.password.length < MIN_PASSWORD_LENGTH) out.password = 'passwordTooShort';
  if (v.password !== v.confirm) out.confirm = 'passwordsDoNotMatch';
  return out;
}

/** Where a new member lands: an orderer on the storefront to order, a viewer on the profile, where the orders are. */
export function landingAfterJoin(role: string, profileHref: string): string {
  return role === 'viewer' ? profileHref : '/';
}
