// A company's documents that expire through the real server's doors, driven with
// inject(): the owner's multipart upload (POST /api/company/documents) with its date, refused to a
// member before a byte of the body and to another company; what the company has on file (REST GET
// /api/company/documents and tRPC documents.current, one service); the admin's date (PUT
// /api/admin/documents/:id/expiry and tRPC admin.documents.setExpiry), on approval (the optional
// body of POST /api/users/approve-signup/:id) and the setting (/api/settings/resale-certificate and
// tRPC admin.settings.*); refusals with their codes; the dashboard's list over tRPC. An owner's
// upload waits for staff: GET /api/admin/documents/renewals, POST .../:id/accept and .../:id/refuse
// (tRPC admin.documents.renewals, acceptRenewal, refuseRenewal).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '@wholesale/rules';
import { COMPANY_MESSAGES, DOCUMENT_MESSAGES } from '@wholesale/contract';
import { hashPassword } from '@wholesale/services';
import { PASSWORD, PDF, parsedSignupPayload, uniqueEmail, type AccountsWorld } from '@wholesale/services/testing';
import { bearer, multipartPost, restData, trpcData, trpcMutation, trpcQuery, type Headers } from '../testing/requests';
import { buildTestServer, type Role, type TestServer } from '../testing/test-server';

let t: TestServer;
let w: AccountsWorld;
let today: string;
const members: Record<'orderer' | 'viewer', Headers> = { orderer: {}, viewer: {} };

const as = (role: Role): Headers => t.headersAs(role);

/** The company's documents as `headers` read them (GET /api/company/documents). */
const companyDocuments = (headers: Headers = {}) => t.inject({ method: 'GET', url: '/api/company/documents', headers });

/** The admin's date on a file (PUT /api/admin/documents/:id/expiry), sent with `headers`. */
const putExpiry = (documentId: number, payload: Record<string, unknown>, headers: Headers = {}) =>
  t.inject({ method: 'PUT', url: `/api/admin/documents/${documentId}/expiry`, headers, payload });

/** The resale certificate setting (PUT /api/settings/resale-certificate), sent with `headers`. */
const putResaleSetting = (payload: Record<string, unknown>, headers: Headers) =>
  t.inject({ method: 'PUT', url: '/api/settings/resale-certificate', headers, payload });

function upload(headers: Headers, fields: Record<string, string>, url = '/api/company/documents') {
  return t.inject(multipartPost(url, fields, { name: 'resale.pdf', type: 'application/pdf', bytes: PDF }, headers));
}

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-documents-', signIn: ['buyer', 'buyerB', 'admin'] });
  w = t.world;
  today = businessDate(w.now());
  const hash = await hashPassword(PASSWORD);
  for (const role of ['orderer', 'viewer'] as const) {
    const email = uniqueEmail(role);
    await w.handle.db
      .insertInto('users')
      .values({ email, name: role, password_hash: hash, owner_id: w.buyerA.id, company_role: role })
      .execute();
    members[role] = bearer(await t.login(email));
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the owner\u2019s upload', () => {
  it('stores a renewed certificate with its date (201); it waits for staff, then is read the same through REST and tRPC', async () => {
    const expiresOn = addDays(today, 400);
    const res = await upload(as('buyer'), { documentType: 'resale-certificate', expiresOn });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        document_type: 'resale-certificate',
        original_filename: 'resale.pdf',
        expires_on: expiresOn,
        status: 'valid',
        days_left: 400,
        review_status: 'pending',
      },
    });
    const id = restData<{ id: number }>(res).id;
    const waiting = restData(await companyDocuments(as('buyer')));
    expect(waiting).toMatchObject({
      resale_certificate: null,
      renewals: [{ id, status: 'pending', expires_on: expiresOn }],
    });
    const accepted = await t.inject({
      method: 'POST',
      url: `/api/admin/documents/${id}/accept`,
      headers: as('admin'),
      payload: { expires_on: expiresOn },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const rest = await companyDocuments(as('buyer'));
    const trpc = await t.inject(trpcQuery('documents.current', {}, as('buyer')));
    expect(restData(rest)).toEqual(trpcData(trpc));
    expect(restData(rest)).toMatchObject({
      company_id: w.buyerA.id,
      today,
      can_upload: true,
      resale_certificate: { expires_on: expiresOn },
      resale_check: 'ok',
    });
    // a member reads the same, without the right to upload
    const theirs = await companyDocuments(members.viewer);
    expect(restData(theirs)).toMatchObject({
      company_id: w.buyerA.id,
      can_upload: false,
      resale_certificate: { expires_on: expiresOn },
    });
  });

  it('refuses an orderer and a viewer (403) and a guest (401) before the body, and another company (403)', async () => {
    for (const headers of [members.orderer, members.viewer]) {
      const res = await upload(headers, { documentType: 'resale-certificate', expiresOn: addDays(today, 100) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'company.ownerOnly', message: COMPANY_MESSAGES.ownerOnly });
    }
    expect((await upload({}, { documentType: 'resale-certificate', expiresOn: addDays(today, 100) })).statusCode).toBe(
      401,
    );
    const other = await upload(
      as('buyerB'),
      { documentType: 'resale-certificate', expiresOn: addDays(today, 100) },
      `/api/company/documents?company=${w.buyerA.id}`,
    );
    expect(other.statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: `/api/company/documents?company=${w.buyerA.id}`, headers: as('buyerB') }))
        .statusCode,
    ).toBe(403);
    expect((await t.inject(trpcQuery('documents.current', { companyId: w.buyerA.id }, as('buyerB')))).statusCode).toBe(
      403,
    );
    expect((await companyDocuments()).statusCode).toBe(401);
    const stored = await w.handle.db
      .selectFrom('user_documents')
      .select('id')
      .where('user_id', '=', w.buyerA.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('answers a missing or past date with 400, its message and its code', async () => {
    const missing = await upload(as('buyer'), { documentType: 'resale-certificate' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'documents.expiryRequired',
      message: DOCUMENT_MESSAGES.expiryRequired,
    });
    const past = await upload(as('buyer'), { documentType: 'resale-certificate', expiresOn: addDays(today, -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'documents.alreadyExpired' });
    const type = await upload(as('buyer'), { documentType: 'government-id', expiresOn: addDays(today, 10) });
    expect(type.json()).toMatchObject({ code: 'documents.documentType' });
  });

  it('takes an admin\u2019s upload for the company named in ?company=', async () => {
    const res = await upload(
      as('admin'),
      { documentType: 'business-license', expiresOn: addDays(today, 20) },
      `/api/company/documents?company=${w.buyerB.id}`,
    );
    expect(res.statusCode).toBe(201);
    expect(restData(await companyDocuments(as('buyerB')))).toMatchObject({
      license: { expires_on: addDays(today, 20), status: 'expiring' },
    });
  });
});

describe('renewals wait for staff, at the doors', () => {
  it('lists them (REST and tRPC alike), accepts one (tRPC) and refuses one (REST, reason mailed); a decided one is 409', async () => {
    const toAccept = restData<{ id: number }>(
      await upload(as('buyerB'), { documentType: 'resale-certificate', expiresOn: addDays(today, 300) }),
    ).id;
    const toRefuse = restData<{ id: number }>(
      await upload(as('buyerB'), { documentType: 'business-license', expiresOn: addDays(today, 300) }),
    ).id;
    const rest = restData<{ document_id: number }[]>(
      await t.inject({ method: 'GET', url: '/api/admin/documents/renewals', headers: as('admin') }),
    );
    expect(trpcData(await t.inject(trpcQuery('admin.documents.renewals', undefined, as('admin'))))).toEqual(rest);
    expect(rest.map((r) => r.document_id)).toEqual(expect.arrayContaining([toAccept, toRefuse]));

    const accepted = await t.inject(
      trpcMutation(
        'admin.documents.acceptRenewal',
        { documentId: toAccept, expires_on: addDays(today, 200) },
        as('admin'),
      ),
    );
    expect(trpcData(accepted)).toMatchObject({
      id: toAccept,
      expires_on: addDays(today, 200),
      review_status: 'accepted',
    });

    const empty = await t.inject({
      method: 'POST',
      url: `/api/admin/documents/${toRefuse}/refuse`,
      headers: as('admin'),
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'documents.refusalReason', message: DOCUMENT_MESSAGES.refusalReason });
    const refused = await t.inject({
      method: 'POST',
      url: `/api/admin/documents/${toRefuse}/refuse`,
      headers: as('admin'),
      payload: { reason: 'The license shown is another company\u2019s.' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(restData(refused)).toMatchObject({
      id: toRefuse,
      status: 'refused',
      reason: 'The license shown is another company\u2019s.',
    });
    const mail = await w.handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', w.buyerB.email)
      .where('template', '=', 'document-renewal-refused')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Reason: The license shown is another company\u2019s.');

    const again = await t.inject({
      method: 'POST',
      url: `/api/admin/documents/${toAccept}/accept`,
      headers: as('admin'),
      payload: { expires_on: addDays(today, 200) },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'documents.renewalNotPending' });
    const noDate = await t.inject({
      method: 'POST',
      url: `/api/admin/documents/${toAccept}/accept`,
      headers: as('admin'),
      payload: {},
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json()).toMatchObject({ code: 'documents.expiryRequired' });
    // A buyer is refused before the body: 403, a guest 401.
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/admin/documents/${toRefuse}/accept`,
          headers: as('buyerB'),
          payload: { expires_on: addDays(today, 10) },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/admin/documents/renewals' })).statusCode).toBe(401);
    expect(restData(await companyDocuments(as('buyerB')))).toMatchObject({
      resale_certificate: { id: toAccept },
      renewals: [{ id: toRefuse, status: 'refused' }],
    });
  });
});

describe('the admin\u2019s dates and the setting', () => {
  it('changes a date through REST and tRPC alike; checkout then refuses, or warns with the setting', async () => {
    const current = restData<{ resale_certificate: { id: number } }>(
      await companyDocuments(as('buyer')),
    ).resale_certificate;
    const yesterday = addDays(today, -1);
    const rest = await putExpiry(current.id, { expires_on: yesterday }, as('admin'));
    expect(rest.statusCode).toBe(200);
    expect(restData(rest)).toMatchObject({ id: current.id, expires_on: yesterday, status: 'expired', days_left: -1 });
    const trpc = await t.inject(
      trpcMutation('admin.documents.setExpiry', { documentId: current.id, expires_on: yesterday }, as('admin')),
    );
    expect(trpcData(trpc)).toEqual(restData(rest));
    expect(restData(await companyDocuments(members.orderer))).toMatchObject({ resale_check: 'expired-refuse' });

    const allow = await putResaleSetting({ allow_expired: true }, as('admin'));
    expect(restData(allow)).toMatchObject({ allow_expired: true, is_default: false });
    const restSetting = restData(
      await t.inject({ method: 'GET', url: '/api/settings/resale-certificate', headers: as('admin') }),
    );
    expect(trpcData(await t.inject(trpcQuery('admin.settings.resaleCertificate', undefined, as('admin'))))).toEqual(
      restSetting,
    );
    expect(restData(await companyDocuments(members.orderer))).toMatchObject({ resale_check: 'expired-warn' });
    const back = await t.inject(
      trpcMutation('admin.settings.setResaleCertificate', { allow_expired: false }, as('admin')),
    );
    expect(trpcData(back)).toMatchObject({ allow_expired: false });
  });

  it('refuses a buyer (403), a guest (401) and a bad body (400 with its code)', async () => {
    expect((await putExpiry(1, { expires_on: null }, as('buyer'))).statusCode).toBe(403);
    expect((await putExpiry(1, { expires_on: null })).statusCode).toBe(401);
    const bad = await putExpiry(1, { expires_on: '2026-02-30' }, as('admin'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'documents.expiresOn', message: DOCUMENT_MESSAGES.expiresOn });
    const missing = await putExpiry(99999999, { expires_on: null }, as('admin'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'accounts.documentNotFound' });
    expect((await putResaleSetting({ allow_expired: true }, as('buyer'))).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: '/api/settings/resale-certificate', headers: as('buyer') })).statusCode,
    ).toBe(403);
    const setting = await putResaleSetting({ allow_expired: 'yes' }, as('admin'));
    expect(setting.statusCode).toBe(400);
    expect(setting.json()).toMatchObject({ code: 'documents.allowExpired' });
  });

  it('puts the dates read on the files on approval, through REST (optional body) and tRPC', async () => {
    const request = async () => {
      const email = uniqueEmail('signup');
      const { signupRequestId, uploadToken } = await w.services.signup.createSignupRequest(
        w.guest,
        parsedSignupPayload(email),
      );
      for (const documentType of ['business-license', 'resale-certificate']) {
        await w.services.signup.uploadSignupDocument(w.guest, {
          uploadToken,
          userEmail: email,
          documentType,
          filename: 'file.pdf',
          contentType: 'application/pdf',
          bytes: PDF,
        });
      }
      return signupRequestId;
    };
    const first = await request();
    const bad = await t.inject({
      method: 'POST',
      url: `/api/users/approve-signup/${first}`,
      headers: as('admin'),
      payload: { resale_expires_on: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'documents.expiresOn' });
    expect(
      (await t.inject({ method: 'POST', url: `/api/users/approve-signup/${first}`, headers: as('buyer'), payload: {} }))
        .statusCode,
    ).toBe(403);
    const ok = await t.inject({
      method: 'POST',
      url: `/api/users/approve-signup/${first}`,
      headers: as('admin'),
      payload: { license_expires_on: addDays(today, 300), resale_expires_on: addDays(today, 25) },
    });
    expect(ok.statusCode).toBe(200);
    const userId = restData<{ userId: number }>(ok).userId;
    expect(
      restData(
        await t.inject({ method: 'GET', url: `/api/company/documents?company=${userId}`, headers: as('admin') }),
      ),
    ).toMatchObject({
      license: { expires_on: addDays(today, 300) },
      resale_certificate: { expires_on: addDays(today, 25), status: 'expiring' },
    });

    const second = await request();
    const viaTrpc = await t.inject(
      trpcMutation('admin.signupRequests.approve', { id: second, license_expires_on: addDays(today, 5) }, as('admin')),
    );
    expect(viaTrpc.statusCode).toBe(200);
    const secondId = trpcData<{ userId: number }>(viaTrpc).userId;
    // the dashboard lists it, with a way to the customer's page (its company id)
    const figures = trpcData<{
      expiring_documents: { company_id: number; document_type: string; expires_on: string; days_left: number }[];
    }>(await t.inject(trpcQuery('admin.dashboard.figures', { period: 'weekly' }, as('admin'))));
    expect(figures.expiring_documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          company_id: secondId,
          document_type: 'business-license',
          expires_on: addDays(today, 5),
          days_left: 5,
          status: 'expiring',
        }),
      ]),
    );
  });
});
