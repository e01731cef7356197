// REST door to accounts under /api/users (storefront spec section 7; the admin signup-request and
// document calls of the catalogue spec section 7). Each route checks the shape of its input, finds
// the actor and calls the same service function as the tRPC procedure; the services decide who may
// do what and word the errors.
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_CODES,
  approveSignupInput,
  documentRef,
  documentsRef,
  forgotPasswordInput,
  loginInput,
  profileUpdateInput,
  rejectInput,
  resetPasswordInput,
  signupInput,
  signupListInput,
  signupRequestRef,
  requireAdmin,
  userRef,
  type AccountServices,
} from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { anyActor, jsonRoutes } from './answer';
import { objectBody, parse } from './common';

export async function userRoutes(app: FastifyInstance, opts: { accounts: AccountServices }): Promise<void> {
  const { accounts } = opts;
  const rest = jsonRoutes(app);

  // POST /api/users/login → { token }; 401 / 403 (pending) / 429 from the service.
  app.post('/login', async (request) => {
    const body = parse(loginInput, objectBody(request.body), ACCOUNT_CODES.invalidCredentials);
    const { token } = await accounts.auth.login(await actorOf(request), body, request.ip);
    return { token };
  });

  // POST /api/users/signup → { signupRequestId, uploadToken, request: { id } }
  app.post('/signup', async (request, reply) => {
    const body = parse(signupInput, objectBody(request.body));
    const { signupRequestId, uploadToken } = await accounts.signup.createSignupRequest(
      await actorOf(request),
      body,
      request.ip,
    );
    return reply.code(201).send({ success: true, signupRequestId, uploadToken, request: { id: signupRequestId } });
  });

  // POST /api/users/forgot-password → { message } (the same whether or not the account exists)
  app.post('/forgot-password', async (request) => {
    const body = parse(forgotPasswordInput, objectBody(request.body));
    return accounts.passwordReset.requestReset(await actorOf(request), body, request.ip);
  });

  // POST /api/users/reset-password → { message }
  app.post('/reset-password', async (request) => {
    const body = parse(resetPasswordInput, objectBody(request.body));
    return accounts.passwordReset.reset(await actorOf(request), body, request.ip);
  });

  // --- admin: signup requests and their documents (static paths win over /:userId) ---

  // GET /api/users/signup-requests(?showRejected=true) → [requests]
  app.get('/signup-requests', async (request) => {
    const { showRejected } = parse(signupListInput, request.query);
    return accounts.signupAdmin.list(await actorOf(request), { showRejected });
  });

  // POST /api/users/approve-signup/:id { license_expires_on?, resale_expires_on? } → { success, data: { userId } }
  // The body is optional: the expiry dates the admin read on the files.
  rest.post(
    '/approve-signup/:id',
    requireAdmin,
    { params: signupRequestRef, body: approveSignupInput },
    (actor, { params, body }) => accounts.signupAdmin.approve(actor, params.id, body),
  );

  // PUT /api/users/reject-signup/:id { reason? } → { success } (no data: the answer's `data` is
  // undefined, left out of the JSON)
  rest.put('/reject-signup/:id', anyActor, { params: signupRequestRef, body: rejectInput }, async (actor, i) => {
    await accounts.signupAdmin.reject(actor, i.params.id, i.body.reason);
  });

  // PUT /api/users/signup-requests/revert/:id → { success } (no data)
  rest.put('/signup-requests/revert/:id', anyActor, { params: signupRequestRef }, async (actor, { params }) => {
    await accounts.signupAdmin.revert(actor, params.id);
  });

  // GET /api/users/:email/documents → { documents }
  app.get('/:email/documents', async (request) => {
    const { email } = parse(documentsRef, request.params);
    return { success: true, documents: await accounts.signupAdmin.documents(await actorOf(request), email) };
  });

  // GET /api/users/:email/documents/:documentId/download → { downloadUrl } (a 5-minute link)
  app.get('/:email/documents/:documentId/download', async (request) => {
    const { email, documentId } = parse(documentRef, request.params);
    const { downloadUrl } = await accounts.signupAdmin.downloadLink(await actorOf(request), email, documentId);
    return { downloadUrl };
  });

  // --- a user's own record (or any, for an admin) ---

  // GET /api/users → [users] (admin; the spec reads an array)
  app.get('/', async (request) => accounts.profile.listUsers(await actorOf(request)));

  // GET /api/users/:userId → { user }
  app.get('/:userId', async (request) => {
    const { userId } = parse(userRef, request.params);
    return { success: true, user: await accounts.profile.getUser(await actorOf(request), userId) };
  });

  // PUT /api/users/:userId { name?, email?, phone_number? } → { success, user }
  app.put('/:userId', async (request) => {
    const { userId } = parse(userRef, request.params);
    const actor = await actorOf(request);
    const body = parse(profileUpdateInput, objectBody(request.body));
    return { success: true, user: await accounts.profile.updateProfile(actor, userId, body) };
  });
}
