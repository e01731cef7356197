// A company's team for the server's integration tests (with ./test-server): a member joins through
// the real invitation flow at the REST door. The owner invites (POST /api/company/invitations), the
// link's token is read from the sealed mail in the outbox, and the invitee accepts it
// (POST /api/users/accept-invitation), which answers their session.
import { expect } from 'vitest';
import { OutboxSealer, outboxBody } from '@wholesale/services';
import { PASSWORD, SESSION_SECRET } from '@wholesale/services/testing';
import type { Headers } from './requests';
import type { TestServer } from './test-server';

export interface JoinedMember {
  id: number;
  email: string;
  /** their bearer token (the acceptance signs them in); they also sign in with PASSWORD */
  token: string;
}

export interface Invitation {
  email: string;
  role: 'orderer' | 'viewer';
  /** dollars; none (null): their orders never wait for the owner */
  order_limit?: number | null;
}

/** The token of the invitation mailed to `email` most recently, read through the outbox's seal. */
export async function invitationToken(t: TestServer, email: string): Promise<string> {
  const mail = await t.world.handle.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email.toLowerCase())
    .where('template', '=', 'company-invitation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+accept-invitation\S+/.exec(outboxBody(mail, new OutboxSealer(SESSION_SECRET)).text)?.[0];
  const token = link === undefined ? null : new URL(link).searchParams.get('token');
  if (!token) throw new Error(`the invitation mail to ${email} holds no link`);
  return token;
}

/** The owner (their headers) invites; the answer's status must be 201. Answers the link's token. */
export async function invite(t: TestServer, owner: Headers, invitation: Invitation): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/company/invitations',
    headers: owner,
    payload: { order_limit: null, ...invitation },
  });
  expect(res.statusCode, res.body).toBe(201);
  return invitationToken(t, invitation.email);
}

/** A new member of the owner's company, joined through their invitation (password PASSWORD). */
export async function joinCompany(
  t: TestServer,
  owner: Headers,
  invitation: Invitation,
  name = 'Team Member',
): Promise<JoinedMember> {
  const token = await invite(t, owner, invitation);
  const res = await t.inject({
    method: 'POST',
    url: '/api/users/accept-invitation',
    payload: { token, name, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ token: string; data: { user_id: number; role: string } }>();
  expect(body.data.role).toBe(invitation.role);
  return { id: body.data.user_id, email: invitation.email.toLowerCase(), token: body.token };
}
