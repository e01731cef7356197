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
import { jsonRoutes } from './answer';
import { objectBody, parse } from './common';

type Deps = { company: CompanyService };

/** Under /api/company. `?company=ID` names the company an admin acts on (a buyer's own is always theirs). */
export async function companyRoutes(app: FastifyInstance, { company }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // POST /api/company/invitations { email, role: 'orderer'|'viewer', locale?, order_limit? } → 201 { success, data: { id, email, role, order_limit, locale, expires_at } }
  rest.create(
    '/invitations',
    requireSignedIn,
    { query: companyQuery, body: invitationInput },
    (actor, { query, body }) => company.invite(actor, body, query.company),
  );

  // DELETE /api/company/invitations/:invitationId → { success, data: { id } }: its link no longer works
  rest.delete(
    '/invitations/:invitationId',
    requireSignedIn,
    { params: invitationRef, query: companyQuery },
    (actor, { params, query }) => company.cancelInvitation(actor, params.invitationId, query.company),
  );

  // GET /api/company/members → { success, data: { company_id, company, members: [{ id, name, email, role, order_limit, created_at }], invitations: [...] } }
  rest.get('/members', requireSignedIn, { query: companyQuery }, (actor, { query }) =>
    company.team(actor, query.company),
  );

  // PATCH /api/company/members/:userId { role?, order_limit? } → { success, data: member }
  rest.patch('/members/:userId', requireSignedIn, { params: memberRef, body: memberUpdateInput }, (actor, i) =>
    company.updateMember(actor, i.params.userId, i.body),
  );

  // DELETE /api/company/members/:userId → { success, data: { id } }: the member can no longer sign in; their sessions end at once
  rest.delete('/members/:userId', requireSignedIn, { params: memberRef }, (actor, { params }) =>
    company.removeMember(actor, params.userId),
  );
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
