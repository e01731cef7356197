// A company's documents that expire through the services, on PGlite and (in CI)
// PostgreSQL, with a fixed clock: the admin dates the license and resale certificate on approval
// and on the customer's page; the owner uploads a renewed one with its date (members and other
// companies cannot); the reminder job mails the owner once at 30 days and once at 7, however often
// it runs; the dashboard lists what expires within 30 days; checkout's rule and its SQL agree.
import { OrderBookCache } from '../orders/book-cache';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { encodeUserId, VALIDATION_MESSAGES } from '@wholesale/rules';
import {
  acceptRenewalInput,
  ACCOUNT_MESSAGES,
  approveSignupInput,
  COMPANY_MESSAGES,
  ConflictError,
  DOCUMENT_MESSAGES,
  refuseRenewalInput,
  ForbiddenError,
  NotFoundError,
  parseInput,
  UnauthorizedError,
  ValidationError,
  type Actor,
  type CompanyUploadInput,
  type DocumentsService,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { allowExpiredResaleSql, requireResaleCertificate, resaleExpirySql } from '../accounts/document-expiry';
import { JPG, parsedSignupPayload, PASSWORD, PDF, uniqueEmail, useAccountsWorld } from '../accounts/testing';
import { hashPassword } from '../accounts/passwords';
import { companyIdSql } from '../kernel/company-access';
import { createDashboardService } from '../dashboard/index';
import { createDocumentsService } from './index';

const w = useAccountsWorld();
/** The fixed clock the documents service and the dashboard read: moved by `at(...)`. */
let clockNow = new Date('2026-03-10T20:00:00Z'); // 1:00 PM in Los Angeles, 2026-03-10
let docs: DocumentsService;
let orderer: Actor;
let viewer: Actor;
let passwordHash: string;

/** Noon in Los Angeles on `date` (PDT from March 8, 2026: UTC-7). */
const at = (date: string) => {
  clockNow = new Date(`${date}T19:00:00Z`);
};

beforeAll(async () => {
  docs = createDocumentsService({
    db: w.handle.db,
    storage: w.storage,
    publicUrl: 'https://shop.example.com/',
    businessEmail: 'orders@wholesale.test',
    clock: () => clockNow,
  });
  passwordHash = await hashPassword(PASSWORD);
  const member = async (role: 'orderer' | 'viewer') => {
    const row = await w.handle.db
      .insertInto('users')
      .values({
        email: uniqueEmail(role),
        name: `${role} of Alice`,
        password_hash: passwordHash,
        owner_id: w.buyerA.id,
        company_role: role,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind: 'buyer', userId: row.id } as const;
  };
  orderer = await member('orderer');
  viewer = await member('viewer');
});

const file = (over: Partial<CompanyUploadInput> = {}): CompanyUploadInput => ({
  documentType: 'resale-certificate',
  expiresOn: '2027-03-31',
  filename: 'resale 2027.pdf',
  contentType: 'application/pdf',
  bytes: PDF,
  ...over,
});

/** A company's owner account of its own, in `locale`. */
async function company(name: string, locale: 'en' | 'ko' = 'en') {
  const email = uniqueEmail('owner');
  const row = await w.handle.db
    .insertInto('users')
    .values({
      email,
      name: `${name} Owner`,
      first_name: name,
      password_hash: passwordHash,
      company: `${name} Galbi`,
      locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, actor: { kind: 'buyer', userId: row.id } as Actor };
}

/** The reminder mails sent to `email`, oldest first. */
const remindersTo = (email: string) =>
  w.handle.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', email)
    .where('template', '=', 'document-expiring')
    .orderBy('id')
    .execute();

describe('the admin dates the files on approval', () => {
  async function request(types: readonly ('business-license' | 'resale-certificate')[]) {
    const email = uniqueEmail('signup');
    const { signupRequestId, uploadToken } = await w.services.signup.createSignupRequest(
      w.guest,
      parsedSignupPayload(email),
    );
    for (const documentType of types) {
      await w.services.signup.uploadSignupDocument(w.guest, {
        uploadToken,
        userEmail: email,
        documentType,
        filename: `${documentType}.pdf`,
        contentType: 'application/pdf',
        bytes: PDF,
      });
    }
    return { id: signupRequestId, email };
  }

  it('puts each date on the request\u2019s file of its type, which the new company reads as current', async () => {
    at('2026-03-10');
    const r = await request(['business-license', 'resale-certificate']);
    const expiry = parseInput(approveSignupInput, {
      license_expires_on: '2027-01-31',
      resale_expires_on: '2026-04-09',
    });
    const { userId } = await w.services.signupAdmin.approve(w.admin.actor, r.id, expiry);
    const current = await docs.current({ kind: 'buyer', userId });
    expect(current).toMatchObject({
      company_id: userId,
      today: '2026-03-10',
      can_upload: true,
      license: { document_type: 'business-license', expires_on: '2027-01-31', status: 'valid' },
      resale_certificate: {
        document_type: 'resale-certificate',
        expires_on: '2026-04-09',
        status: 'expiring',
        days_left: 30,
      },
      resale_check: 'ok',
    });
    // a buyer never reads the e-mail the file is filed under; the admin does (the download link names it)
    expect(current.license).not.toHaveProperty('email');
    expect((await docs.current(w.admin.actor, userId)).license?.email).toBe(r.email);
    const row = await w.handle.db
      .selectFrom('user_documents')
      .select(['expiry_set_by'])
      .where('id', '=', current.license!.id)
      .executeTakeFirstOrThrow();
    expect(row.expiry_set_by).toBe(w.admin.id);
  });

  it('refuses a date for a file the request does not have, and approves nothing then; blank means not known', async () => {
    const r = await request(['business-license']);
    const refused = await expectError(
      w.services.signupAdmin.approve(
        w.admin.actor,
        r.id,
        parseInput(approveSignupInput, { resale_expires_on: '2027-01-01' }),
      ),
      ValidationError,
      DOCUMENT_MESSAGES.noResaleCertificate,
    );
    expect(refused.fields).toEqual({
      resale_expires_on: { code: 'documents.noResaleCertificate', message: DOCUMENT_MESSAGES.noResaleCertificate },
    });
    const still = await w.handle.db
      .selectFrom('signup_requests')
      .select(['status', 'user_id'])
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(still).toEqual({ status: 'pending', user_id: null });
    await expectError(atTheDoor({ license_expires_on: '2027-02-30' }), ValidationError, DOCUMENT_MESSAGES.expiresOn);
    await expectError(atTheDoor({ license_expires_on: '1999-12-31' }), ValidationError, DOCUMENT_MESSAGES.expiresOn);
    const { userId } = await w.services.signupAdmin.approve(
      w.admin.actor,
      r.id,
      parseInput(approveSignupInput, { license_expires_on: '', resale_expires_on: null }),
    );
    expect((await docs.current({ kind: 'buyer', userId })).license).toMatchObject({
      expires_on: null,
      status: 'undated',
      days_left: null,
    });
  });

  const atTheDoor = async (raw: unknown) => parseInput(approveSignupInput, raw);
});

describe('the owner uploads a renewed document with its date', () => {
  it('waits for staff; once accepted it is the company\u2019s current one and the older file stays; every member reads it', async () => {
    at('2026-03-10');
    const first = await docs.upload(w.buyerA.actor, file({ expiresOn: '2026-12-31', filename: 'resale 2026.pdf' }));
    expect(first).toMatchObject({
      document_type: 'resale-certificate',
      original_filename: 'resale 2026.pdf',
      expires_on: '2026-12-31',
      status: 'valid',
      review_status: 'pending',
    });
    // Not on file yet: the company has no certificate, and the renewal says it waits.
    let mine = await docs.current(w.buyerA.actor);
    expect(mine.resale_certificate).toBeNull();
    expect(mine.renewals).toEqual([
      expect.objectContaining({ id: first.id, status: 'pending', reason: null, expires_on: '2026-12-31' }),
    ]);
    await docs.acceptRenewal(w.admin.actor, first.id, { expires_on: '2026-12-31' });
    const second = await docs.upload(
      w.buyerA.actor,
      file({ filename: 'resale 2027.jpg', contentType: 'image/jpeg', bytes: JPG }),
    );
    expect((await docs.current(w.buyerA.actor)).resale_certificate?.id).toBe(first.id);
    await docs.acceptRenewal(w.admin.actor, second.id, { expires_on: '2027-03-31' });
    mine = await docs.current(w.buyerA.actor);
    expect(mine.resale_certificate).toMatchObject({
      id: second.id,
      expires_on: '2027-03-31',
      original_filename: 'resale 2027.jpg',
      review_status: 'accepted',
    });
    expect(mine.renewals).toEqual([]);
    expect(mine.can_upload).toBe(true);
    const rows = await w.handle.db
      .selectFrom('user_documents')
      .select(['id', 'uploaded_by', 'storage_key'])
      .where('user_id', '=', w.buyerA.id)
      .execute();
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(rows.find((r) => r.id === second.id)).toMatchObject({
      uploaded_by: w.buyerA.id,
      storage_key: expect.stringMatching(new RegExp(`^documents/company/${w.buyerA.id}/[0-9a-f-]{36}\\.jpg$`)),
    });
    for (const member of [orderer, viewer]) {
      const theirs = await docs.current(member);
      expect(theirs).toMatchObject({
        company_id: w.buyerA.id,
        can_upload: false,
        resale_certificate: { id: second.id },
      });
    }
  });

  it('refuses an orderer and a viewer (403), another company (its own company only), a guest (401)', async () => {
    for (const member of [orderer, viewer]) {
      await expectError(docs.upload(member, file()), ForbiddenError, COMPANY_MESSAGES.ownerOnly);
      await expectError(docs.checkUpload(member), ForbiddenError, COMPANY_MESSAGES.ownerOnly);
    }
    await expectError(docs.upload(w.buyerB.actor, file(), w.buyerA.id), ForbiddenError);
    await expectError(docs.current(w.buyerB.actor, w.buyerA.id), ForbiddenError);
    await expectError(docs.upload(w.guest, file()), UnauthorizedError);
    await expectError(docs.current(w.guest), UnauthorizedError);
    // Buyer B's own upload is B's, and leaves A's alone.
    const before = (await docs.current(w.buyerA.actor)).resale_certificate!.id;
    const b = await docs.upload(w.buyerB.actor, file({ filename: 'bob.pdf' }));
    expect((await docs.current(w.buyerB.actor)).renewals.map((r) => r.id)).toEqual([b.id]);
    expect((await docs.current(w.buyerA.actor)).renewals).toEqual([]);
    expect((await docs.current(w.buyerA.actor)).resale_certificate!.id).toBe(before);
    const owners = await w.handle.db
      .selectFrom('user_documents')
      .select('user_id')
      .where('id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(owners.user_id).toBe(w.buyerB.id);
  });

  it('checks the date and the file as the signup does', async () => {
    at('2026-03-10');
    const refused: [Partial<CompanyUploadInput>, string][] = [
      [{ expiresOn: '' }, DOCUMENT_MESSAGES.expiryRequired],
      [{ expiresOn: '2026-3-31' }, DOCUMENT_MESSAGES.expiresOn],
      [{ expiresOn: '2026-03-09' }, DOCUMENT_MESSAGES.alreadyExpired],
      [{ documentType: 'government-id' }, DOCUMENT_MESSAGES.documentType],
      [{ bytes: JPG }, VALIDATION_MESSAGES.fileType],
      [{ bytes: new Uint8Array(0) }, VALIDATION_MESSAGES.fileEmpty],
    ];
    for (const [over, message] of refused) {
      await expectError(docs.upload(w.buyerA.actor, file(over)), ValidationError, message);
    }
    // the day itself is still good
    await expect(
      docs.upload(
        w.buyerA.actor,
        file({ documentType: 'business-license', expiresOn: '2026-03-10', filename: 'license.pdf' }),
      ),
    ).resolves.toMatchObject({ status: 'expiring', days_left: 0, review_status: 'pending' });
  });

  it('lets an admin upload for a company they name, and for none without one', async () => {
    const mine = await docs.upload(
      w.admin.actor,
      file({ documentType: 'business-license', expiresOn: '2028-01-31', filename: 'license 2028.pdf' }),
      w.buyerA.id,
    );
    // Staff read what they upload: on file at once.
    expect(mine).toMatchObject({ expires_on: '2028-01-31', email: w.buyerA.email, review_status: 'accepted' });
    expect((await docs.current(w.buyerA.actor)).license?.id).toBe(mine.id);
    await expectError(docs.upload(w.admin.actor, file()), NotFoundError, ACCOUNT_MESSAGES.userNotFound);
    await expectError(
      docs.current(w.admin.actor, orderer.kind === 'buyer' ? orderer.userId : 0),
      NotFoundError,
      ACCOUNT_MESSAGES.userNotFound,
    );
  });
});

describe('the admin enters a date on the customer\u2019s page, and checkout\u2019s rule', () => {
  it('changes or clears a date; only on a license or certificate; admins only', async () => {
    at('2026-03-10');
    const current = (await docs.current(w.buyerA.actor)).resale_certificate!;
    await expect(docs.setExpiry(w.admin.actor, current.id, '2026-03-09')).resolves.toMatchObject({
      id: current.id,
      expires_on: '2026-03-09',
      status: 'expired',
      days_left: -1,
    });
    await expect(docs.setExpiry(w.admin.actor, current.id, null)).resolves.toMatchObject({
      expires_on: null,
      status: 'undated',
    });
    await expectError(docs.setExpiry(w.buyerA.actor, current.id, '2027-01-01'), ForbiddenError);
    await expectError(docs.setExpiry(w.guest, current.id, '2027-01-01'), UnauthorizedError);
    await expectError(
      docs.setExpiry(w.admin.actor, 99_999_999, '2027-01-01'),
      NotFoundError,
      ACCOUNT_MESSAGES.documentNotFound,
    );
    const id = await w.handle.db
      .insertInto('user_documents')
      .values({
        user_id: w.buyerA.id,
        email: w.buyerA.email,
        document_type: 'government-id',
        storage_key: `k-${Date.now()}`,
        original_filename: 'id.png',
        content_type: 'image/png',
        file_size: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectError(docs.setExpiry(w.admin.actor, id.id, '2027-01-01'), ValidationError, DOCUMENT_MESSAGES.notDated);
  });

  it('refuses checkout once the certificate expired, warns when the setting allows it, and the SQL reads the same', async () => {
    at('2026-03-10');
    const current = (await docs.current(w.buyerA.actor)).resale_certificate!;
    await docs.setExpiry(w.admin.actor, current.id, '2026-03-10');
    expect((await docs.current(orderer)).resale_check).toBe('ok');
    at('2026-03-11');
    expect((await docs.current(orderer)).resale_check).toBe('expired-refuse');
    expect(await docs.resaleSetting(w.admin.actor)).toEqual({
      allow_expired: false,
      is_default: true,
      updated_at: null,
    });
    await expect(docs.setResaleSetting(w.admin.actor, { allow_expired: true })).resolves.toMatchObject({
      allow_expired: true,
      is_default: false,
    });
    expect((await docs.current(orderer)).resale_check).toBe('expired-warn');
    await expectError(docs.resaleSetting(w.buyerA.actor), ForbiddenError);
    await expectError(docs.setResaleSetting(w.buyerA.actor, { allow_expired: false }), ForbiddenError);

    // What checkout adds to its read statement, for an order placed by the orderer.
    const read = async (userId: number) =>
      (
        await sql<{
          expires_on: string | null;
          allow: boolean;
        }>`SELECT ${resaleExpirySql(companyIdSql(userId))} AS expires_on, ${allowExpiredResaleSql()} AS allow`.execute(
          w.handle.db,
        )
      ).rows[0]!;
    const ordererId = orderer.kind === 'buyer' ? orderer.userId : 0;
    expect(await read(ordererId)).toEqual({ expires_on: '2026-03-10', allow: true });
    expect(requireResaleCertificate('2026-03-10', true, clockNow)).toBe('expired-warn');
    await docs.setResaleSetting(w.admin.actor, { allow_expired: false });
    const refused = await read(ordererId);
    expect(refused.allow).toBe(false);
    const err = await expectError(
      Promise.resolve().then(() => requireResaleCertificate(refused.expires_on, refused.allow, clockNow)),
      ForbiddenError,
    );
    expect(err).toMatchObject({ code: 'documents.resaleExpired', params: { date: '2026-03-10' } });
    expect(err.message).toBe(
      'Your California resale certificate expired on Tuesday, March 10, 2026. Upload a renewed certificate from your profile to place orders.',
    );
    expect(requireResaleCertificate(null, false, clockNow)).toBe('ok');
    // a company with no certificate on file reads NULL: nothing to hold against it
    expect((await read(w.buyerB.id + 1_000_000)).expires_on).toBeNull();
    // the owner uploads a renewal: nothing changes until staff accept it
    const renewal = await docs.upload(w.buyerA.actor, file({ expiresOn: '2027-06-30' }));
    expect((await docs.current(viewer)).resale_check).toBe('expired-refuse');
    expect((await read(ordererId)).expires_on).toBe('2026-03-10');
    await docs.acceptRenewal(w.admin.actor, renewal.id, { expires_on: '2027-06-30' });
    expect((await docs.current(viewer)).resale_check).toBe('ok');
    expect((await read(ordererId)).expires_on).toBe('2027-06-30');
  });
});

describe('a renewal an owner uploads waits for staff', () => {
  /** A company whose resale certificate, on file, expired yesterday: checkout refuses its orders. */
  async function expiredCompany(name: string, locale: 'en' | 'ko' = 'en') {
    const c = await company(name, locale);
    at('2026-07-01');
    const old = await docs.upload(w.admin.actor, file({ expiresOn: '2026-07-01', filename: 'old.pdf' }), c.id);
    at('2026-07-02');
    return { ...c, old };
  }
  const checkout = async (companyId: number) =>
    (
      await sql<{
        expires_on: string | null;
        allow: boolean;
      }>`SELECT ${resaleExpirySql(companyId)} AS expires_on, ${allowExpiredResaleSql()} AS allow`.execute(w.handle.db)
    ).rows[0]!;
  /** A 40-byte "PDF" dated 2030: what a hurried owner might send. */
  const junk = () =>
    file({
      expiresOn: '2030-12-31',
      filename: 'junk.pdf',
      bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(25, 0x20), Buffer.from('%%EOF\n')]),
    });

  it('the block stays until staff accept; the list shows it; accepting with the date read on it lifts it', async () => {
    const c = await expiredCompany('Renew');
    expect((await docs.current(c.actor)).resale_check).toBe('expired-refuse');
    const renewal = await docs.upload(c.actor, junk());
    expect(renewal.review_status).toBe('pending');
    // Still refused: checkout's SQL, the web's notice and the rule agree.
    const read = await checkout(c.id);
    expect(read.expires_on).toBe('2026-07-01');
    await expectError(
      Promise.resolve().then(() => requireResaleCertificate(read.expires_on, read.allow, clockNow)),
      ForbiddenError,
    );
    const mine = await docs.current(c.actor);
    expect(mine).toMatchObject({
      resale_check: 'expired-refuse',
      resale_certificate: { id: c.old.id, expires_on: '2026-07-01' },
    });
    expect(mine.renewals).toEqual([
      {
        id: renewal.id,
        document_type: 'resale-certificate',
        original_filename: 'junk.pdf',
        uploaded_at: expect.any(String),
        expires_on: '2030-12-31',
        status: 'pending',
        reason: null,
        reviewed_at: null,
      },
    ]);
    // No reminder for a file not on file, and the expired one stays on the dashboard's list.
    const dashboard = createDashboardService({ db: w.handle.db, orders: w.orders.admin, clock: () => clockNow });
    expect(
      (await dashboard.figures(w.admin.actor, { period: 'weekly' })).expiring_documents.map((d) => d.document_id),
    ).toContain(c.old.id);

    const list = await docs.renewals(w.admin.actor);
    expect(list.find((r) => r.document_id === renewal.id)).toEqual({
      document_id: renewal.id,
      company_id: c.id,
      company: 'Renew Galbi',
      name: 'Renew Owner',
      email: c.email,
      document_type: 'resale-certificate',
      original_filename: 'junk.pdf',
      file_size: 40,
      uploaded_at: expect.any(String),
      expires_on: '2030-12-31',
      current_expires_on: '2026-07-01',
    });

    // Staff read 2027-06-30 on it (not the owner's 2030): that date is the one on file.
    const accepted = await docs.acceptRenewal(w.admin.actor, renewal.id, { expires_on: '2027-06-30' });
    expect(accepted).toMatchObject({
      id: renewal.id,
      expires_on: '2027-06-30',
      status: 'valid',
      review_status: 'accepted',
    });
    expect((await checkout(c.id)).expires_on).toBe('2027-06-30');
    expect((await docs.current(c.actor)).resale_check).toBe('ok');
    expect((await docs.renewals(w.admin.actor)).map((r) => r.document_id)).not.toContain(renewal.id);
    const row = await w.handle.db
      .selectFrom('user_documents')
      .select(['reviewed_by', 'expiry_set_by', 'review_reason'])
      .where('id', '=', renewal.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reviewed_by: w.admin.id, expiry_set_by: w.admin.id, review_reason: null });
    // Decided once: a second answer is a 409.
    await expectError(
      docs.acceptRenewal(w.admin.actor, renewal.id, { expires_on: '2027-06-30' }),
      ConflictError,
      DOCUMENT_MESSAGES.renewalNotPending,
    );
    await expectError(
      docs.refuseRenewal(w.admin.actor, renewal.id, { reason: 'late' }),
      ConflictError,
      DOCUMENT_MESSAGES.renewalNotPending,
    );
  });

  it('refusing mails the owner the reason in their language; the block stays; the owner reads why', async () => {
    const c = await expiredCompany('Bada', 'ko');
    const renewal = await docs.upload(c.actor, junk());
    const refused = await docs.refuseRenewal(w.admin.actor, renewal.id, { reason: '파일이 재판매 증명서가 아닙니다.' });
    expect(refused).toMatchObject({
      id: renewal.id,
      status: 'refused',
      reason: '파일이 재판매 증명서가 아닙니다.',
      reviewed_at: expect.any(String),
    });
    const mails = await w.handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', c.email)
      .where('template', '=', 'document-renewal-refused')
      .execute();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('갱신된 캘리포니아 재판매 증명서를 승인하지 못했습니다');
    expect(mail.text_body).toContain('사유: 파일이 재판매 증명서가 아닙니다.');
    expect(mail.text_body).toContain('junk.pdf');
    expect(mail.text_body).toContain(`https://shop.example.com/profile/user/${encodeUserId(c.id)}#documents`);
    expect(mail.reply_to).toBe('orders@wholesale.test');
    // The hold stands, and the owner's page says why.
    expect((await checkout(c.id)).expires_on).toBe('2026-07-01');
    const mine = await docs.current(c.actor);
    expect(mine.resale_check).toBe('expired-refuse');
    expect(mine.renewals).toEqual([
      expect.objectContaining({ id: renewal.id, status: 'refused', reason: '파일이 재판매 증명서가 아닙니다.' }),
    ]);
    expect((await docs.renewals(w.admin.actor)).map((r) => r.document_id)).not.toContain(renewal.id);

    // In English for an English-speaking owner.
    const en = await expiredCompany('Sun');
    const second = await docs.upload(en.actor, junk());
    await docs.refuseRenewal(w.admin.actor, second.id, { reason: 'The date on the file is 2025.' });
    const enMail = await w.handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', en.email)
      .where('template', '=', 'document-renewal-refused')
      .executeTakeFirstOrThrow();
    expect(enMail.subject).toBe('We could not accept your renewed California resale certificate');
    expect(enMail.text_body).toContain('Reason: The date on the file is 2025.');
  });

  it('only staff review: an owner, a member, another company and a guest are refused; a wrong id is 404; a past date is 400', async () => {
    const c = await expiredCompany('Guard');
    const renewal = await docs.upload(c.actor, junk());
    for (const actor of [c.actor, w.buyerA.actor, orderer, viewer]) {
      await expectError(docs.acceptRenewal(actor, renewal.id, { expires_on: '2027-06-30' }), ForbiddenError);
      await expectError(docs.refuseRenewal(actor, renewal.id, { reason: 'no' }), ForbiddenError);
      await expectError(docs.renewals(actor), ForbiddenError);
    }
    await expectError(docs.acceptRenewal(w.guest, renewal.id, { expires_on: '2027-06-30' }), UnauthorizedError);
    await expectError(docs.renewals(w.guest), UnauthorizedError);
    // Nothing changed meanwhile.
    expect((await docs.current(c.actor)).resale_check).toBe('expired-refuse');
    await expectError(
      docs.acceptRenewal(w.admin.actor, 99_999_999, { expires_on: '2027-06-30' }),
      NotFoundError,
      ACCOUNT_MESSAGES.documentNotFound,
    );
    // A file that is on file already is not a renewal to decide.
    await expectError(
      docs.acceptRenewal(w.admin.actor, c.old.id, { expires_on: '2027-06-30' }),
      ConflictError,
      DOCUMENT_MESSAGES.renewalNotPending,
    );
    const past = await expectError(
      docs.acceptRenewal(w.admin.actor, renewal.id, { expires_on: '2026-07-01' }),
      ValidationError,
      DOCUMENT_MESSAGES.alreadyExpired,
    );
    expect(past.fields).toEqual({
      expires_on: { code: 'documents.alreadyExpired', message: DOCUMENT_MESSAGES.alreadyExpired },
    });
    // The doors' inputs: a date is required to accept, a reason to refuse.
    expect(() => parseInput(acceptRenewalInput, {})).toThrow(DOCUMENT_MESSAGES.expiryRequired);
    expect(() => parseInput(acceptRenewalInput, { expires_on: '2027-02-30' })).toThrow(DOCUMENT_MESSAGES.expiresOn);
    expect(() => parseInput(refuseRenewalInput, { reason: '   ' })).toThrow(DOCUMENT_MESSAGES.refusalReason);
    expect(() => parseInput(refuseRenewalInput, { reason: 'x'.repeat(2001) })).toThrow(DOCUMENT_MESSAGES.refusalReason);
  });
});

describe('the reminder job, with a fixed clock', () => {
  it('mails the owner once at 30 days and once at 7, in their language, whatever runs twice; nothing once expired', async () => {
    const c = await company('Hana', 'ko');
    at('2026-03-09');
    const resale = await docs.upload(w.admin.actor, file({ expiresOn: '2026-04-08' }), c.id);
    await docs.upload(w.admin.actor, file({ documentType: 'business-license', expiresOn: '2026-09-30' }), c.id);
    at('2026-03-08'); // 31 days before: nothing yet
    await docs.runReminders();
    expect(await remindersTo(c.email)).toHaveLength(0);

    at('2026-03-09'); // 30 days before
    await docs.runReminders();
    let mails = await remindersTo(c.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('캘리포니아 재판매 증명서 만료 예정: 2026년 4월 8일 수요일');
    expect(mails[0]!.text_body).toContain('30일 후');
    expect(mails[0]!.text_body).toContain(`https://shop.example.com/profile/user/${encodeUserId(c.id)}#documents`);

    // the same day again, and two runs at once (two processes): still one
    await docs.runReminders();
    await Promise.all([docs.runReminders(), docs.runReminders()]);
    at('2026-03-20');
    await docs.runReminders();
    expect(await remindersTo(c.email)).toHaveLength(1);

    at('2026-04-01'); // 7 days before
    const run = await docs.runReminders();
    expect(run.mailed).toBeGreaterThanOrEqual(1);
    await docs.runReminders();
    at('2026-04-08'); // the last good day: the 7-day reminder went already
    await docs.runReminders();
    mails = await remindersTo(c.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text_body).toContain('7일 후');
    const kept = await w.handle.db
      .selectFrom('document_reminders')
      .select(['kind', 'expires_on'])
      .where('document_id', '=', resale.id)
      .orderBy('sent_at')
      .execute();
    expect(kept).toEqual([
      { kind: 30, expires_on: '2026-04-08' },
      { kind: 7, expires_on: '2026-04-08' },
    ]);

    at('2026-04-09'); // expired: no mail (checkout and the dashboard say so)
    await docs.runReminders();
    expect(await remindersTo(c.email)).toHaveLength(2);
  });

  it('reminds of a corrected date and of a renewed file anew, never a member, never a superseded file', async () => {
    const c = await company('Dal');
    at('2026-05-01');
    const license = await docs.upload(
      w.admin.actor,
      file({ documentType: 'business-license', expiresOn: '2026-05-05' }),
      c.id,
    );
    await docs.runReminders();
    expect(await remindersTo(c.email)).toHaveLength(1); // 4 days left: the 7-day reminder only
    // the admin corrects the date: a new date to remind of
    await docs.setExpiry(w.admin.actor, license.id, '2026-05-20');
    await docs.runReminders();
    const mails = await remindersTo(c.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Your business license expires on Wednesday, May 20, 2026');
    expect(mails[1]!.text_body).toContain('in 19 days');
    // a renewed file far off replaces it: no more mail for the old one, even at 7 days
    await docs.upload(w.admin.actor, file({ documentType: 'business-license', expiresOn: '2027-05-20' }), c.id);
    at('2026-05-15');
    await docs.runReminders();
    expect(await remindersTo(c.email)).toHaveLength(2);
    // members of a company are never mailed: the job writes only to owners
    const memberMails = await w.handle.db
      .selectFrom('mail_outbox')
      .innerJoin('users', 'users.email', 'mail_outbox.to_address')
      .select('users.id')
      .where('mail_outbox.template', '=', 'document-expiring')
      .where('users.owner_id', 'is not', null)
      .execute();
    expect(memberMails).toEqual([]);
  });
});

describe('the dashboard lists documents expiring within 30 days, or expired', () => {
  it('with company, type, date and days left, the soonest first; not the far-off nor the superseded', async () => {
    const soon = await company('Soon');
    const far = await company('Far');
    const gone = await company('Gone');
    at('2026-06-01');
    await docs.upload(w.admin.actor, file({ expiresOn: '2026-06-20' }), soon.id);
    await docs.upload(w.admin.actor, file({ documentType: 'business-license', expiresOn: '2026-07-01' }), soon.id); // day 30: listed
    await docs.upload(w.admin.actor, file({ expiresOn: '2026-07-02' }), far.id); // day 31: not
    const old = await docs.upload(w.admin.actor, file({ expiresOn: '2026-06-10' }), gone.id);
    await docs.setExpiry(w.admin.actor, old.id, '2026-05-01'); // expired a month ago: listed until replaced
    // The server's dashboard keeps its figures in the order book's cache, which no document change
    // empties: the list must be fresh all the same.
    const dashboard = createDashboardService({
      db: w.handle.db,
      orders: w.orders.admin,
      clock: () => clockNow,
      cache: new OrderBookCache({ trusted: true }),
    });
    const listed = (await dashboard.figures(w.admin.actor, { period: 'weekly' })).expiring_documents;
    const ours = listed.filter((d) => [soon.id, far.id, gone.id].includes(d.company_id));
    expect(ours).toEqual([
      {
        document_id: old.id,
        company_id: gone.id,
        company: 'Gone Galbi',
        name: 'Gone Owner',
        document_type: 'resale-certificate',
        expires_on: '2026-05-01',
        days_left: -31,
        status: 'expired',
      },
      expect.objectContaining({
        company_id: soon.id,
        document_type: 'resale-certificate',
        expires_on: '2026-06-20',
        days_left: 19,
        status: 'expiring',
      }),
      expect.objectContaining({
        company_id: soon.id,
        document_type: 'business-license',
        expires_on: '2026-07-01',
        days_left: 30,
        status: 'expiring',
      }),
    ]);
    const dates = listed.map((d) => d.expires_on);
    expect(dates).toEqual([...dates].sort());
    // renewed: off the list
    await docs.upload(w.admin.actor, file({ expiresOn: '2027-05-01' }), gone.id);
    const after = (await dashboard.figures(w.admin.actor, { period: 'weekly' })).expiring_documents;
    expect(after.some((d) => d.company_id === gone.id)).toBe(false);
  });
});
