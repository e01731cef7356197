// REST door to accounts under /api/users (storefront spec section 7; the admin signup-request and
// document calls of the catalogue spec section 7). Each route checks the shape of its input, finds
// the actor and calls the same service function as the tRPC procedure; the services decide who may
// do what and word the errors.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, type AccountServices } from '@wholesale/services';
import { actorFor } from '../auth/actor';
import { idString, jsonObject, objectBody, parse } from './common';

const text = (max: number) => z.string({ error: 'Expected text' }).max(max);
const optional = (max: number) => text(max).optional();

const loginBody = z.object({ email: text(320), password: text(1024) }, { error: ACCOUNT_MESSAGES.invalidCredentials });

/** The signup payload's shape (storefront spec section 3); the service applies the rules and messages. */
const signupBody = z.object({
  firstName: text(200),
  lastName: text(200),
  companyName: text(300),
  email: text(320),
  password: text(1024),
  licenseNumber: text(50),
  companyAddress1: optional(300),
  companyAddress2: optional(300),
  zipCode: optional(30),
  city: optional(200),
  state: optional(100),
  phone: optional(50),
  californiaResale: optional(200),
  timestamp: z.union([text(64), z.number()]).optional(),
  locale: z.enum(['en', 'ko']).optional(),
});

const forgotBody = z.object({ email: text(320), locale: z.enum(['en', 'ko']).optional() });
const resetBody = z.object({ email: text(320), token: text(256), newPassword: text(1024) });
const profileBody = z.object({
  name: optional(500),
  email: optional(320),
  phone_number: text(100).nullable().optional(),
});
const rejectBody = z.object({ reason: optional(2000).nullable() });

const userParams = z.object({ userId: idString(ACCOUNT_MESSAGES.userNotFound) });
const requestParams = z.object({ id: idString(ACCOUNT_MESSAGES.requestNotFound) });
const emailParams = z.object({ email: text(320) });
const documentParams = z.object({ email: text(320), documentId: idString(ACCOUNT_MESSAGES.documentNotFound) });
const listQuery = z.object({ showRejected: z.enum(['true', 'false', '1', '0']).optional() });

export async function userRoutes(app: FastifyInstance, opts: { accounts: AccountServices }): Promise<void> {
  const { accounts } = opts;

  // POST /api/users/login → { token }; 401 / 403 (pending) / 429 from the service.
  app.post('/login', async (request) => {
    const body = parse(loginBody, objectBody(request.body), ACCOUNT_MESSAGES.invalidCredentials);
    const { token } = await accounts.auth.login(await actorFor(request), body, request.ip);
    return { token };
  });

  // POST /api/users/signup → { signupRequestId, uploadToken, request: { id } }
  app.post('/signup', async (request, reply) => {
    const body = parse(signupBody, parse(jsonObject, objectBody(request.body)));
    const { signupRequestId, uploadToken } = await accounts.signup.createSignupRequest(await actorFor(request), body);
    return reply.code(201).send({ success: true, signupRequestId, uploadToken, request: { id: signupRequestId } });
  });

  // POST /api/users/forgot-password → { message } (the same whether or not the account exists)
  app.post('/forgot-password', async (request) => {
    const body = parse(forgotBody, parse(jsonObject, objectBody(request.body)));
    return accounts.passwordReset.requestReset(await actorFor(request), body);
  });

  // POST /api/users/reset-password → { message }
  app.post('/reset-password', async (request) => {
    const body = parse(resetBody, parse(jsonObject, objectBody(request.body)));
    return accounts.passwordReset.reset(await actorFor(request), body);
  });

  // --- admin: signup requests and their documents (static paths win over /:userId) ---

  // GET /api/users/signup-requests(?showRejected=true) → [requests]
  app.get('/signup-requests', async (request) => {
    const query = parse(listQuery, request.query);
    const showRejected = query.showRejected === 'true' || query.showRejected === '1';
    return accounts.signupAdmin.list(await actorFor(request), { showRejected });
  });

  // POST /api/users/approve-signup/:id → { success, data: { userId } }
  app.post('/approve-signup/:id', async (request) => {
    const { id } = parse(requestParams, request.params);
    const result = await accounts.signupAdmin.approve(await actorFor(request), id);
    return { success: true, data: result };
  });

  // PUT /api/users/reject-signup/:id { reason? } → { success }
  app.put('/reject-signup/:id', async (request) => {
    const { id } = parse(requestParams, request.params);
    const body = parse(rejectBody, parse(jsonObject, objectBody(request.body)));
    await accounts.signupAdmin.reject(await actorFor(request), id, body.reason ?? undefined);
    return { success: true };
  });

  // PUT /api/users/signup-requests/revert/:id → { success }
  app.put('/signup-requests/revert/:id', async (request) => {
    const { id } = parse(requestParams, request.params);
    await accounts.signupAdmin.revert(await actorFor(request), id);
    return { success: true };
  });

  // GET /api/users/:email/documents → { documents }
  app.get('/:email/documents', async (request) => {
    const { email } = parse(emailParams, request.params);
    return { success: true, documents: await accounts.signupAdmin.documents(await actorFor(request), email) };
  });

  // GET /api/users/:email/documents/:documentId/download → { downloadUrl } (a 5-minute link)
  app.get('/:email/documents/:documentId/download', async (request) => {
    const { email, documentId } = parse(documentParams, request.params);
    const actor = await actorFor(request);
    const { downloadUrl } = await accounts.signupAdmin.downloadLink(actor, email, documentId);
    // The link names only the storage key; the original file name travels along (display only,
    // not part of the signature) so the browser saves the file under the name it was sent with.
    const doc = (await accounts.signupAdmin.documents(actor, email)).find((d) => d.id === documentId);
    return { downloadUrl: doc ? `${downloadUrl}&${new URLSearchParams({ name: doc.originalFilename }).toString()}` : downloadUrl };
  });

  // --- a user's own record (or any, for an admin) ---

  // GET /api/users/:userId → { user }
  app.get('/:userId', async (request) => {
    const { userId } = parse(userParams, request.params);
    return { success: true, user: await accounts.profile.getUser(await actorFor(request), userId) };
  });

  // PUT /api/users/:userId { name?, email?, phone_number? } → { success, user }
  app.put('/:userId', async (request) => {
    const { userId } = parse(userParams, request.params);
    const actor = await actorFor(request);
    const body = parse(profileBody, parse(jsonObject, objectBody(request.body)));
    return { success: true, user: await accounts.profile.updateProfile(actor, userId, body) };
  });
}
