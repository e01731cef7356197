import { beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@wholesale/rules';
import {
  ACCOUNT_MESSAGES,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  signupInput,
  UnauthorizedError,
  ValidationError,
} from '@wholesale/contract';
import { sha256Hex } from '../kernel/common';
import { expectError } from './expect-error';
import {
  atTheDoor,
  BUSINESS_EMAIL,
  JPG,
  parsedSignupPayload,
  PDF,
  PNG,
  signupPayload,
  uniqueEmail,
  useAccountsWorld,
} from './testing';
import { UPLOAD_TOKEN_MAX_USES } from './uploads';

// argon2id hashes and a PGlite start per file: generous limits for a loaded machine.
const w = useAccountsWorld();

const upload = (
  token: string,
  email: string,
  over: Partial<{ filename: string; contentType: string; bytes: Buffer; documentType: string }> = {},
) => ({
  uploadToken: token,
  userEmail: email,
  documentType: 'business-license',
  filename: 'license.pdf',
  contentType: 'application/pdf',
  bytes: PDF,
  ...over,
});

describe('signup request', () => {
  it('stores a pending request, a hashed upload token and the signup-received mail, all at once', async () => {
    const email = uniqueEmail('pat');
    const res = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email));
    expect(res.signupRequestId).toBeGreaterThan(0);
    expect(res.uploadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const db = w.handle.db;
    const req = await db
      .selectFrom('signup_requests')
      .selectAll()
      .where('id', '=', res.signupRequestId)
      .executeTakeFirstOrThrow();
    expect(req.status).toBe('pending');
    expect(req.show).toBe(true);
    expect(req.password_hash).toMatch(/^\$argon2id\$/);
    expect(req.license_number).toBe('LA-1234567');
    const tokens = await db
      .selectFrom('upload_tokens')
      .selectAll()
      .where('signup_request_id', '=', res.signupRequestId)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.token_hash).toBe(sha256Hex(res.uploadToken));
    expect(tokens[0]!.token_hash).not.toContain(res.uploadToken);
    const expiresIn = tokens[0]!.expires_at.getTime() - w.now().getTime();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    const mail = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
    expect(mail.map((m) => m.template)).toEqual(['signup-received']);
    // The office is told once, in English, with the applicant to reply to and the page to review it on.
    const notices = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'signup-notice')
      .where('reply_to', '=', email)
      .execute();
    expect(notices.map((m) => [m.to_address, m.subject])).toEqual([
      [BUSINESS_EMAIL, 'New wholesale account request: Lee Galbi House'],
    ]);
    expect(notices[0]!.text_body).toContain('LA-1234567');
    expect(notices[0]!.text_body).toContain('/admin/dashboard?page=signup-requests');
  });

  it('refuses a second request for an open request or an existing account (any case) with a 409', async () => {
    const email = uniqueEmail('dup');
    const wakes = w.mailWakes();
    await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email));
    expect(w.mailWakes()).toBe(wakes + 1);
    await expectError(
      w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email.toUpperCase())),
      ConflictError,
      ACCOUNT_MESSAGES.requestOpen,
    );
    await expectError(
      w.services.signup.createSignupRequest(w.guest, parsedSignupPayload('ALICE@restaurant.test')),
      ConflictError,
      ACCOUNT_MESSAGES.emailTaken,
    );
    const count = await w.handle.db
      .selectFrom('signup_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // refused requests queued no mail, so they woke nobody
    expect(w.mailWakes()).toBe(wakes + 1);
  });

  it('validates the payload with the spec messages and leaves nothing behind', async () => {
    const email = uniqueEmail('bad');
    const cases: [Record<string, unknown>, string][] = [
      [{ licenseNumber: '' }, 'Business license is required'],
      [{ licenseNumber: 'L-12' }, VALIDATION_MESSAGES.license],
      [{ email: 'not-an-email' }, VALIDATION_MESSAGES.email],
      [{ firstName: '  ' }, 'First name is required'],
      [{ companyName: undefined }, 'Company name is required'],
      [{ password: '' }, 'Password is required'],
    ];
    // refused at the door, by the contract's schema: the service is never called
    for (const [over, message] of cases) {
      await expectError(
        atTheDoor(signupInput, signupPayload(email, over)).then((input) =>
          w.services.signup.createSignupRequest(w.guest, input),
        ),
        ValidationError,
        message,
      );
    }
    const n = await w.handle.db.selectFrom('signup_requests').select('id').where('email', '=', email).execute();
    expect(n).toHaveLength(0);
    // a one-character password is accepted: the signup form has no password rule
    await w.services.signup.createSignupRequest(
      w.guest,
      parsedSignupPayload(email, { password: 'x', licenseNumber: 'ca1234567' }),
    );
  });
});

describe('signup documents', () => {
  let email: string;
  let token: string;
  let requestId: number;
  beforeAll(async () => {
    email = uniqueEmail('docs');
    const res = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email));
    token = res.uploadToken;
    requestId = res.signupRequestId;
  });

  it('stores a PDF and a JPG privately under generated keys, answering {url, key}', async () => {
    const pdf = await w.services.signup.uploadSignupDocument(
      w.guest,
      upload(token, email, { filename: '../../etc/My License.PDF' }),
    );
    expect(pdf.key).toMatch(new RegExp(`^documents/signup/${requestId}/[0-9a-f-]{36}\\.pdf$`));
    expect(pdf.key).not.toMatch(/license/i);
    expect(pdf.url).toMatch(new RegExp(`^/api/users/${encodeURIComponent(email)}/documents/\\d+/download$`));
    const jpg = await w.services.signup.uploadSignupDocument(
      w.guest,
      upload(token.toString(), email.toUpperCase(), {
        filename: 'resale.jpeg',
        contentType: 'image/jpeg',
        bytes: JPG,
        documentType: 'resale-certificate',
      }),
    );
    expect(jpg.key).toMatch(/\.jpg$/);
    const stored = await w.storage.get(pdf.key);
    expect(stored?.size).toBe(PDF.length);
    stored?.body.destroy();
    const docs = await w.handle.db
      .selectFrom('user_documents')
      .selectAll()
      .where('signup_request_id', '=', requestId)
      .execute();
    expect(docs.map((d) => d.original_filename).sort()).toEqual(['My License.PDF', 'resale.jpeg']);
    expect(docs.every((d) => d.user_id === null)).toBe(true);
  });

  it('checks extension, declared type and magic bytes together', async () => {
    const bad: [Partial<{ filename: string; contentType: string; bytes: Buffer }>, string][] = [
      [{ bytes: PNG }, VALIDATION_MESSAGES.fileType], // PDF name and type, PNG bytes
      [{ bytes: Buffer.from('MZ this is an executable') }, VALIDATION_MESSAGES.fileType],
      [{ filename: 'license.exe' }, VALIDATION_MESSAGES.fileType],
      [{ contentType: 'image/png' }, VALIDATION_MESSAGES.fileType],
      [{ filename: 'scan.png', contentType: 'image/png', bytes: JPG }, VALIDATION_MESSAGES.fileType],
      [{ bytes: Buffer.concat([PDF, Buffer.alloc(10_485_760)]) }, VALIDATION_MESSAGES.fileTooLarge],
      [{ bytes: Buffer.alloc(0) }, VALIDATION_MESSAGES.fileEmpty],
    ];
    for (const [over, message] of bad) {
      await expectError(
        w.services.signup.uploadSignupDocument(w.guest, upload(token, email, over)),
        ValidationError,
        message,
      );
    }
    const ok = Buffer.concat([PDF, Buffer.alloc(10_485_760 - PDF.length)]);
    expect(ok.length).toBe(10_485_760);
    await w.services.signup.uploadSignupDocument(w.guest, upload(token, email, { bytes: ok }));
  });

  it('refuses a wrong token, a token of another request, the wrong e-mail, and an expired or used-up token', async () => {
    const other = uniqueEmail('other');
    const otherRes = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(other));
    await expectError(
      w.services.signup.uploadSignupDocument(w.guest, upload('x'.repeat(43), email)),
      UnauthorizedError,
      ACCOUNT_MESSAGES.uploadLink,
    );
    // the other request's token cannot attach files to this request
    await expectError(
      w.services.signup.uploadSignupDocument(w.guest, upload(otherRes.uploadToken, email)),
      UnauthorizedError,
      ACCOUNT_MESSAGES.uploadLink,
    );
    await expectError(
      w.services.signup.uploadSignupDocument(w.guest, upload(token, other)),
      UnauthorizedError,
      ACCOUNT_MESSAGES.uploadLink,
    );

    // uses: this token has been used 3 times above; fill it up to the limit, then one more
    const used = await w.handle.db
      .selectFrom('upload_tokens')
      .select('uses')
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    for (let i = used.uses; i < UPLOAD_TOKEN_MAX_USES; i++) {
      await w.services.signup.uploadSignupDocument(w.guest, upload(token, email));
    }
    await expectError(
      w.services.signup.uploadSignupDocument(w.guest, upload(token, email)),
      UnauthorizedError,
      ACCOUNT_MESSAGES.uploadLink,
    );

    // expiry: the other request's token still has uses, but not time
    w.advance(31 * 60_000);
    await expectError(
      w.services.signup.uploadSignupDocument(w.guest, upload(otherRes.uploadToken, other)),
      UnauthorizedError,
    );
    const docs = await w.handle.db
      .selectFrom('user_documents')
      .select('id')
      .where('signup_request_id', '=', otherRes.signupRequestId)
      .execute();
    expect(docs).toHaveLength(0);
  });
});

describe('admin review, then sign-in', () => {
  it('approve: pending login is refused with the spec text; after approval the buyer signs in', async () => {
    const email = uniqueEmail('flow');
    const { signupRequestId, uploadToken } = await w.services.signup.createSignupRequest(
      w.guest,
      parsedSignupPayload(email),
    );
    const up = await w.services.signup.uploadSignupDocument(w.guest, upload(uploadToken, email));

    await expectError(
      w.services.auth.login(w.guest, { email, password: 'pending-pass' }, 'ip-flow'),
      ForbiddenError,
      ACCOUNT_MESSAGES.pending,
    );
    // a wrong password for a pending request says nothing about the request
    await expectError(
      w.services.auth.login(w.guest, { email, password: 'nope' }, 'ip-flow'),
      UnauthorizedError,
      ACCOUNT_MESSAGES.invalidCredentials,
    );

    const list = await w.services.signupAdmin.list(w.admin.actor);
    expect(list.find((r) => r.id === signupRequestId)).toMatchObject({
      email,
      status: 'pending',
      show: true,
      company: 'Lee Galbi House',
    });

    const docs = await w.services.signupAdmin.documents(w.admin.actor, email);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      documentType: 'business-license',
      originalFilename: 'license.pdf',
      fileSize: PDF.length,
    });
    const { downloadUrl } = await w.services.signupAdmin.downloadLink(w.admin.actor, email, docs[0]!.id);
    const url = new URL(downloadUrl, 'http://x');
    expect(url.pathname).toBe('/files/signed');
    expect(url.searchParams.get('key')).toBe(up.key);
    expect(url.searchParams.get('name')).toBe('license.pdf');
    const exp = Number(url.searchParams.get('exp'));
    expect(exp - Math.floor(w.now().getTime() / 1000)).toBe(300);
    expect(w.services.signer.verify(up.key, { exp, sig: url.searchParams.get('sig')! }, w.now())).toBe(true);
    expect(
      w.services.signer.verify(
        up.key,
        { exp, sig: url.searchParams.get('sig')! },
        new Date(w.now().getTime() + 301_000),
      ),
    ).toBe(false);
    await expectError(
      w.services.signupAdmin.downloadLink(w.admin.actor, 'alice@restaurant.test', docs[0]!.id),
      NotFoundError,
    );

    const { userId } = await w.services.signupAdmin.approve(w.admin.actor, signupRequestId);
    const db = w.handle.db;
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email,
      name: 'Pat Lee',
      first_name: 'Pat',
      company: 'Lee Galbi House',
      license_number: 'LA-1234567',
      is_admin: false,
      signup_request_id: signupRequestId,
    });
    const addresses = await db.selectFrom('addresses').selectAll().where('user_id', '=', userId).execute();
    expect(addresses).toEqual([
      expect.objectContaining({
        address_line_1: '100 Main St',
        address_line_2: 'Suite 2',
        city: 'Los Angeles',
        zip_code: '90010',
      }),
    ]);
    const linked = await db
      .selectFrom('user_documents')
      .select('user_id')
      .where('signup_request_id', '=', signupRequestId)
      .execute();
    expect(linked.every((d) => d.user_id === userId)).toBe(true);
    const mail = await db
      .selectFrom('mail_outbox')
      .select('template')
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
    expect(mail.map((m) => m.template)).toEqual(['signup-received', 'signup-approved']);
    expect(
      (await w.services.signupAdmin.list(w.admin.actor, { showRejected: true })).some((r) => r.id === signupRequestId),
    ).toBe(false);
    await expectError(
      w.services.signupAdmin.approve(w.admin.actor, signupRequestId),
      ConflictError,
      ACCOUNT_MESSAGES.requestNotPending,
    );

    const session = await w.services.auth.login(
      w.guest,
      { email: email.toUpperCase(), password: 'pending-pass' },
      'ip-flow',
    );
    expect(session.user).toMatchObject({ id: userId, email, first_name: 'Pat', is_admin: false });
    expect(session.user).not.toHaveProperty('password_hash');
    const actor = await w.services.auth.verifySession(session.token);
    expect(actor).toEqual({ kind: 'buyer', userId });
    const me = await w.services.auth.me(actor!);
    expect(Object.keys(me).sort()).toEqual(
      [
        'california_resale',
        'company',
        'company_role',
        'email',
        'first_name',
        'id',
        'is_admin',
        'last_name',
        'license_number',
        'locale',
        'name',
        'order_limit',
        'phone_number',
      ].sort(),
    );
    // a new request for an e-mail that now has an account is a conflict
    await expectError(
      w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email)),
      ConflictError,
      ACCOUNT_MESSAGES.emailTaken,
    );
  });

  it('keeps the language of the signup page: Korean mails on receipt, approval and rejection, and on the account', async () => {
    const approved = uniqueEmail('ko-ok');
    const a = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(approved, { locale: 'ko' }));
    const { userId } = await w.services.signupAdmin.approve(w.admin.actor, a.signupRequestId);
    const user = await w.handle.db
      .selectFrom('users')
      .select('locale')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.locale).toBe('ko');
    const rejected = uniqueEmail('ko-no');
    const r = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(rejected, { locale: 'ko' }));
    await w.services.signupAdmin.reject(w.admin.actor, r.signupRequestId, '서류 불명확');
    const mails = await w.handle.db
      .selectFrom('mail_outbox')
      .select(['template', 'subject'])
      .where('to_address', 'in', [approved, rejected])
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.template)).toEqual([
      'signup-received',
      'signup-approved',
      'signup-received',
      'signup-rejected',
    ]);
    for (const m of mails) expect(m.subject, m.template ?? undefined).toMatch(/[가-힣]/);
    // and an English signup stays English
    const en = uniqueEmail('en-ok');
    const e = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(en));
    await w.services.signupAdmin.approve(w.admin.actor, e.signupRequestId);
    const enMail = await w.handle.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', en)
      .where('template', '=', 'signup-approved')
      .executeTakeFirstOrThrow();
    expect(enMail.subject).not.toMatch(/[가-힣]/);
  });

  it('reject with a reason hides the request and mails the reason; revert brings it back', async () => {
    const email = uniqueEmail('rej');
    const { signupRequestId } = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email));
    await w.services.signupAdmin.reject(w.admin.actor, signupRequestId, 'License expired');
    const row = await w.handle.db
      .selectFrom('signup_requests')
      .selectAll()
      .where('id', '=', signupRequestId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'rejected',
      show: false,
      reject_reason: 'License expired',
      reviewed_by: w.admin.id,
    });
    const mail = await w.handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('template', '=', 'signup-rejected')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('License expired');

    expect((await w.services.signupAdmin.list(w.admin.actor)).some((r) => r.id === signupRequestId)).toBe(false);
    expect(
      (await w.services.signupAdmin.list(w.admin.actor, { showRejected: true })).find((r) => r.id === signupRequestId),
    ).toMatchObject({ show: false, status: 'rejected' });
    // a rejected request cannot sign in as pending either
    await expectError(w.services.auth.login(w.guest, { email, password: 'pending-pass' }, 'ip-rej'), UnauthorizedError);
    await expectError(w.services.signupAdmin.approve(w.admin.actor, signupRequestId), ConflictError);

    await w.services.signupAdmin.revert(w.admin.actor, signupRequestId);
    expect((await w.services.signupAdmin.list(w.admin.actor)).find((r) => r.id === signupRequestId)).toMatchObject({
      show: true,
      status: 'pending',
      reject_reason: null,
    });
    await expectError(
      w.services.signupAdmin.revert(w.admin.actor, signupRequestId),
      ConflictError,
      ACCOUNT_MESSAGES.requestNotRejected,
    );

    // rejected again; a fresh request for the same e-mail is allowed, and then revert is a conflict
    await w.services.signupAdmin.reject(w.admin.actor, signupRequestId);
    await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email));
    await expectError(
      w.services.signupAdmin.revert(w.admin.actor, signupRequestId),
      ConflictError,
      ACCOUNT_MESSAGES.requestOpen,
    );
    await expectError(w.services.signupAdmin.approve(w.admin.actor, 999_999), NotFoundError);
  });

  it('an approval that fails mid-way leaves nothing half-written', async () => {
    // 'pat@x.c' passes the database but not the mailer: the failure comes after the user insert.
    const db = w.handle.db;
    const req = await db
      .insertInto('signup_requests')
      .values({
        first_name: 'Half',
        last_name: 'Done',
        company: 'Partial',
        email: 'pat@x.c',
        password_hash: 'h',
        license_number: 'LA123456',
        company_address_1: '1 Way',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_documents')
      .values({
        signup_request_id: req.id,
        email: 'pat@x.c',
        document_type: 'business-license',
        storage_key: `documents/signup/${req.id}/x.pdf`,
        original_filename: 'x.pdf',
        content_type: 'application/pdf',
        file_size: 10,
      })
      .execute();
    const before = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(w.services.signupAdmin.approve(w.admin.actor, req.id)).rejects.toThrow();
    expect(await db.selectFrom('users').select('id').where('email', '=', 'pat@x.c').execute()).toHaveLength(0);
    expect(await db.selectFrom('addresses').select('id').where('address_line_1', '=', '1 Way').execute()).toHaveLength(
      0,
    );
    const after = await db.selectFrom('signup_requests').selectAll().where('id', '=', req.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'pending', user_id: null, reviewed_by: null });
    const doc = await db
      .selectFrom('user_documents')
      .select('user_id')
      .where('signup_request_id', '=', req.id)
      .executeTakeFirstOrThrow();
    expect(doc.user_id).toBeNull();
    const afterMail = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(afterMail.n)).toBe(Number(before.n));
  });
});
