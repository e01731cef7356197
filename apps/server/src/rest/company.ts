// REST door to a company's team: the owner invites, lists, changes and
// removes members (an admin names the company with ?company=ID); anyone with a working link joins.
// Each route calls the same service function as its tRPC twin (company.*, auth.acceptInvitation).
import type { FastifyInstance } from 'fastify';
import {
  acceptInvitationInput,
  invitationInput,
  invitationRef,
  memberRef,
  memberUpdateInput,
  requireSignedIn,
  companyQuery,
  type CompanyService,
} from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

type Deps = { company: CompanyService };

/** ?company=ID: the company an admin acts on (a buyer's own is always theirs). */

/** Under /api/company. */
export async function companyRoutes(app: FastifyInstance, { company }: Deps): Promise<void> {
  // POST /api/company/invitations { email, role: 'orderer'|'viewer', locale?, order_limit? } → 201 { success, data: { id, email, role, order_limit, locale, expires_at } }
  app.post('/invitations', async (request, reply) => {
    const actor = requireSignedIn(await actorOf(request));
    const { company: companyId } = parse(companyQuery, request.query ?? {});
    const body = parse(invitationInput, objectBody(request.body));
    return reply.code(201).send({ success: true, data: await company.invite(actor, body, companyId) });
  });

  // DELETE /api/company/invitations/:invitationId → { success, data: { id } }: its link no longer works
  app.delete('/invitations/:invitationId', async (request) => {
    const actor = requireSignedIn(await actorOf(request));
    const { company: companyId } = parse(companyQuery, request.query ?? {});
    const { invitationId } = parse(invitationRef, request.params);
    return { success: true, data: await company.cancelInvitation(actor, invitationId, companyId) };
  });

  // GET /api/company/members → { success, data: { company_id, company, members: [{ id, name, email, role, order_limit, created_at }], invitations: [...] } }
  app.get('/members', async (request) => {
    const actor = requireSignedIn(await actorOf(request));
    const { company: companyId } = parse(companyQuery, request.query ?? {});
    return { success: true, data: await company.team(actor, companyId) };
  });

  // PATCH /api/company/members/:userId { role?, order_limit? } → { success, data: member }
  app.patch('/members/:userId', async (request) => {
    const actor = requireSignedIn(await actorOf(request));
    const { userId } = parse(memberRef, request.params);
    const body = parse(memberUpdateInput, objectBody(request.body));
    return { success: true, data: await company.updateMember(actor, userId, body) };
  });

  // DELETE /api/company/members/:userId → { success, data: { id } }: the member can no longer sign in; their sessions end at once
  app.delete('/members/:userId', async (request) => {
    const actor = requireSignedIn(await actorOf(request));
    const { userId } = parse(memberRef, request.params);
    return { success: true, data: await company.removeMember(actor, userId) };
  });
}

/** Under /api/users. */
export async function invitationRoutes(app: FastifyInstance, { company }: Deps): Promise<void> {
  // POST /api/users/accept-invitation { token, name, password } → { success, token, data: { user_id, company_id, role } } once; 400 after
  app.post('/accept-invitation', async (request) => {
    const body = parse(acceptInvitationInput, objectBody(request.body));
    const { token, ...data } = await company.acceptInvitation(await actorOf(request), body);
    return { success: true, token, data };
  });
}
