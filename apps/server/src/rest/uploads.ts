// Document uploads (multipart/form-data), one file per request:
// - POST /api/s3/upload/document       the signup's license and resale certificate
// - POST /api/inquiries/:id/documents  the contact form's files
// - POST /api/company/documents        a company's renewed license or resale certificate, with the
//   day it expires (fields `documentType`, `expiresOn`, `file`); the signed-in owner's session is
//   the credential (an admin names the company with ?company=ID). Answers { success, data: the
//   document as GET /api/company/documents shows it }
// - POST /api/orders/:orderId/claims    a problem with a completed order: the fields of `claimInput`
//   and at most five files `photos`; the signed-in member's session is the credential. Answers
//   201 { success, data: the claim }
// Fields: `file`, `documentType`, `userEmail`; the upload token returned with the signup request or
// inquiry goes in the header `X-Upload-Token` or, for older clients, as the field `uploadToken`
// placed before the file. The token is the credential: the services bind it to that one request
// and check size, type and magic bytes. Answers are `{ url, key }`, or `{ error, message, code,
// name }` (storefront spec section 7).
//
// Nothing is read from an upload's body before its credential and its client are checked:
// an `onRequest` hook, on headers and path only, takes one of a few upload slots (per client
// address and in all), refuses a declared size over the limit, and checks the header's token (or the
// admin session, for the photo route) and the token's client's upload budgets. A token sent as a
// field is checked when the file part begins, before a byte of the file is read; a file ahead of
// its token is refused. The server's timeouts (build-server.ts) cut off a client that stalls.
//
// Here: the routes. upload-admission.ts admits an upload before its body, upload-multipart.ts
// reads the body, upload-errors.ts answers a refusal or a failure.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CATALOGUE_ERRORS,
  INQUIRY_ERRORS,
  inquiryRef,
  itemRef,
  NotFoundError,
  photoPositionInput,
  requireAdmin,
  requireSignedIn,
  companyQuery,
  type CatalogueService,
  type DocumentsService,
  type InquiryService,
  type SignupService,
  type UploadInput,
  type UploadResult,
  claimInput,
  CLAIM_ERRORS,
  CLAIM_PHOTOS_MAX,
  orderRef,
  type ClaimsService,
} from '@wholesale/contract';
import { parse } from './common';
import { actorOf } from '../auth/session';
import { admission, boundDiscard, UPLOAD_CONCURRENCY, UploadSlots, type UploadConcurrency } from './upload-admission';
import { sendUploadError, UploadRequestError } from './upload-errors';
import { headerToken, LIMITS, readMultipart, readMultipartFiles, readUpload } from './upload-multipart';

export { UPLOAD_CONCURRENCY, type UploadConcurrency } from './upload-admission';

export async function uploadRoutes(
  app: FastifyInstance,
  opts: {
    signup: SignupService;
    inquiries: InquiryService;
    catalogue: CatalogueService;
    documents: DocumentsService;
    claims: ClaimsService;
    concurrency?: Partial<UploadConcurrency> | undefined;
  },
): Promise<void> {
  // In this encapsulated context only: the JSON routes never accept multipart bodies.
  await app.register(multipart, { limits: LIMITS });
  const slots = new UploadSlots({ ...UPLOAD_CONCURRENCY, ...opts.concurrency });
  app.addHook('onResponse', (request, _reply, done) => {
    boundDiscard(request, app.server);
    done();
  });

  const handle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    checkToken: (token: string) => Promise<void>,
    upload: (input: UploadInput) => Promise<UploadResult>,
  ): Promise<FastifyReply> => {
    try {
      const input = await readUpload(request, checkToken);
      const { url, key } = await upload(input);
      return reply.code(200).send({ url, key });
    } catch (err) {
      return sendUploadError(request, reply, err);
    }
  };

  // The answer of an upload whose credential is the session: `{ success, data }` with what `upload`
  // made, or its refusal in the uploads' own error body, as the token-held uploads answer theirs.
  const answerUpload = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: 200 | 201,
    upload: () => Promise<unknown>,
  ): Promise<FastifyReply> => {
    try {
      const data = await upload();
      return reply.code(status).send({ success: true, data });
    } catch (err) {
      return sendUploadError(request, reply, err);
    }
  };

  const signupToken = async (request: FastifyRequest, token: string) =>
    opts.signup.checkUploadToken(await actorOf(request), token);
  app.post(
    '/s3/upload/document',
    {
      onRequest: admission(slots, async (request) => {
        const token = headerToken(request);
        if (token !== undefined) await signupToken(request, token);
      }),
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      return handle(
        request,
        reply,
        (token) => signupToken(request, token),
        (input) => opts.signup.uploadSignupDocument(actor, input),
      );
    },
  );

  // The file goes to the inquiry in the path; the upload token must be that inquiry's.
  const inquiryId = (request: FastifyRequest): number => {
    const params = inquiryRef.safeParse(request.params);
    if (!params.success) throw new UploadRequestError(404, INQUIRY_ERRORS.notFound);
    return params.data.id;
  };
  const inquiryToken = async (request: FastifyRequest, token: string) =>
    opts.inquiries.checkUploadToken(await actorOf(request), inquiryId(request), token);
  app.post(
    '/inquiries/:id/documents',
    {
      onRequest: admission(slots, async (request) => {
        const id = inquiryId(request);
        const token = headerToken(request);
        if (token !== undefined) await opts.inquiries.checkUploadToken(await actorOf(request), id, token);
      }),
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      return handle(
        request,
        reply,
        (token) => inquiryToken(request, token),
        (input) => opts.inquiries.uploadInquiryDocument(actor, inquiryId(request), input),
      );
    },
  );

  // A product photo (the Item List, admins): `file`, and optionally `replace` = the photo number
  // to replace. Answers { success, data: the item as the Item List shows it }.
  app.post(
    '/admin/items/:id/images',
    {
      // The admin session before a byte of the photo: a guest sends nothing.
      onRequest: admission(slots, async (request) => {
        requireAdmin(await actorOf(request));
      }),
    },
    async (request, reply) =>
      answerUpload(request, reply, 200, async () => {
        const actor = await actorOf(request);
        requireAdmin(actor);
        const params = itemRef.safeParse(request.params);
        if (!params.success) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
        const { fields, file } = await readMultipart(request);
        const replace = parse(photoPositionInput, fields.get('replace'));
        return opts.catalogue.addPhoto(actor, params.data.id, { bytes: file.bytes, replace });
      }),
  );

  // A company's renewed business license or resale certificate: the owner, or
  // an admin naming the company (?company=ID). The session and the company's upload budget are
  // checked before a byte of the file; the service checks the file as the signup's and the date.
  const companyOf = (request: FastifyRequest): number | undefined => parse(companyQuery, request.query ?? {}).company;
  app.post(
    '/company/documents',
    {
      onRequest: admission(slots, async (request) => {
        await opts.documents.checkUpload(requireSignedIn(await actorOf(request)), companyOf(request));
      }),
    },
    async (request, reply) =>
      answerUpload(request, reply, 201, async () => {
        const actor = requireSignedIn(await actorOf(request));
        const { fields, file } = await readMultipart(request);
        const input = {
          documentType: fields.get('documentType') ?? '',
          expiresOn: fields.get('expiresOn') ?? '',
          ...file,
        };
        return opts.documents.upload(actor, input, companyOf(request));
      }),
  );

  // A claim: the signed-in member's session before a byte of the photos; the service decides who
  // may report on the order and checks each photo by its own bytes.
  app.post(
    '/orders/:orderId/claims',
    {
      onRequest: admission(slots, async (request) => {
        requireSignedIn(await actorOf(request));
      }),
    },
    async (request, reply) =>
      answerUpload(request, reply, 201, async () => {
        const actor = requireSignedIn(await actorOf(request));
        const { orderId } = parse(orderRef, request.params);
        const { fields, files } = await readMultipartFiles(request, {
          field: 'photos',
          maxFiles: CLAIM_PHOTOS_MAX,
          tooMany: CLAIM_ERRORS.photosTooMany,
        });
        const input = parse(claimInput, Object.fromEntries(fields));
        return opts.claims.create(actor, orderId, input, files);
      }),
  );
}
