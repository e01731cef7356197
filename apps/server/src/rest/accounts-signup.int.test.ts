// A signup at the real server (inject): its documents uploaded as multipart bound to the signup
// request (and an inquiry's with the inquiry's token), the admin's signed, five-minute download
// links to them, and the signup mail through the outbox to an .eml file.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport, createMailWorker } from '@wholesale/services';
import { BUSINESS_EMAIL, JPG, PDF, uniqueEmail, type AccountsWorld } from '@wholesale/services/testing';
import { createPendingAccount, createSignupRequest, uploadDocument, type SignupRequest } from '../testing/accounts';
import { multipartPost } from '../testing/requests';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

let t: TestServer;
let w: AccountsWorld;
let pending: SignupRequest;

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-signup-', freshClientAddresses: true, signIn: ['admin'] });
  w = t.world;
  pending = await createPendingAccount(t);
});

afterAll(() => t?.close());

describe('document uploads (multipart)', () => {
  it('stores a good PDF and a JPG bound to the signup request, under generated keys', async () => {
    const req = await createSignupRequest(t);
    const pdf = await uploadDocument(t, req.email, req.uploadToken, {
      name: '../../etc/사업자 license.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const { url, key } = pdf.json<{ url: string; key: string }>();
    expect(key).toMatch(new RegExp(`^documents/signup/${req.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(url).not.toContain('license');
    const jpg = await uploadDocument(
      t,
      req.email,
      '',
      { name: 'resale.jpg', type: 'image/jpeg', bytes: JPG },
      { 'x-upload-token': req.uploadToken },
    );
    expect(jpg.statusCode, jpg.body).toBe(200);
    expect(await w.storage.head(key)).not.toBeNull();
  });

  it('refuses bad magic bytes, an oversized file, a wrong token and a non-multipart body with the spec texts', async () => {
    const req = await createSignupRequest(t);
    const fake = await uploadDocument(t, req.email, req.uploadToken, {
      name: 'license.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('MZ this is not a pdf'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({
      error: 'Only PDF, JPG, and PNG files are allowed',
      message: 'Only PDF, JPG, and PNG files are allowed',
    });
    expect(fake.json()).toHaveProperty('code');
    expect(fake.json()).toHaveProperty('name');

    const huge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const big = await uploadDocument(t, req.email, req.uploadToken, {
      name: 'license.pdf',
      type: 'application/pdf',
      bytes: huge,
    });
    expect([400, 413]).toContain(big.statusCode);
    expect(big.json()).toMatchObject({ message: 'File size must be less than 10MB' });

    const wrong = await uploadDocument(t, req.email, 'x'.repeat(43));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      message: 'This upload link is invalid or has expired. Please submit the form again.',
    });
    // Another request's valid token does not open this e-mail's request.
    expect((await uploadDocument(t, req.email, pending.uploadToken)).statusCode).toBe(401);
    expect((await uploadDocument(t, req.email, '')).statusCode).toBe(400);

    const json = await t.inject({ method: 'POST', url: '/api/s3/upload/document', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: expect.any(String), name: expect.any(String) });
    const noFile = { documentType: 'business-license', userEmail: req.email, uploadToken: req.uploadToken };
    const none = await t.inject(multipartPost('/api/s3/upload/document', noFile));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'No file uploaded' });
  });

  it('takes an inquiry as JSON and its document with the inquiry token', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Min Choi', email: 'min@restaurant.test', message: 'Prices for 40 lb?' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data, uploadToken, success } = res.json<{ success: boolean; data: { id: number }; uploadToken: string }>();
    expect(success).toBe(true);
    // The business inbox gets the inquiry, with the customer as Reply-To.
    const mail = await w.handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'reply_to', 'template'])
      .where('template', '=', 'inquiry-received')
      .where('reply_to', '=', 'min@restaurant.test')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(BUSINESS_EMAIL);
    const fields = { documentType: 'business-license', userEmail: 'min@restaurant.test', uploadToken };
    const license = {
      name: 'license.png',
      type: 'image/png',
      bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(50)]),
    };
    // The path names the inquiry: the token of this one does not upload to another.
    const other = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Other', email: 'other@restaurant.test' },
    });
    const elsewhere = await t.inject(
      multipartPost(`/api/inquiries/${other.json<{ data: { id: number } }>().data.id}/documents`, fields, license),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(401);
    const doc = await t.inject(multipartPost(`/api/inquiries/${data.id}/documents`, fields, license));
    expect(doc.statusCode, doc.body).toBe(200);
    const uploaded = doc.json<{ key: string; url: string }>();
    expect(uploaded.key).toMatch(new RegExp(`^documents/inquiries/${data.id}/`));
    // The answer's URL exists: an admin gets the file's short-lived link from it.
    const link = await t.injectAs('admin', { method: 'GET', url: uploaded.url });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json<{ downloadUrl: string }>().downloadUrl).toMatch(/^\/files\/signed\?/);
    // A signup token does not upload to inquiries, nor the other way round.
    const cross = multipartPost(
      `/api/inquiries/${data.id}/documents`,
      { documentType: 'business-license', userEmail: pending.email, uploadToken: pending.uploadToken },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect((await t.inject(cross)).statusCode).toBe(401);
    const missing = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { email: 'min@restaurant.test' },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('signed document links', () => {
  it('downloads for five minutes as an attachment with its original name, and never when tampered', async () => {
    const res = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/users/${encodeURIComponent(pending.email)}/documents`,
    });
    expect(res.statusCode).toBe(200);
    const doc = res
      .json<{ documents: { id: number; originalFilename: string }[] }>()
      .documents.find((d) => d.originalFilename === 'license.pdf');
    expect(doc).toBeDefined();
    const link = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/users/${encodeURIComponent(pending.email)}/documents/${doc?.id}/download`,
    });
    expect(link.statusCode).toBe(200);
    const { downloadUrl } = link.json<{ downloadUrl: string }>();
    expect(downloadUrl).toMatch(/^\/files\/signed\?/);

    const file = await t.inject({ method: 'GET', url: downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="license.pdf"; filename*=UTF-8''license.pdf`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const url = new URL(downloadUrl, TEST_PUBLIC_URL);
    const tampered = (change: (p: URLSearchParams) => void) => {
      const params = new URLSearchParams(url.search);
      change(params);
      return `${url.pathname}?${params.toString()}`;
    };
    for (const bad of [
      tampered((p) => p.set('sig', `${p.get('sig')?.slice(0, -2)}AA`)),
      tampered((p) => p.set('exp', String(Number(p.get('exp')) + 3600))),
      tampered((p) => p.set('key', (p.get('key') ?? '').replace(/\.pdf$/, '.png'))),
      tampered((p) => p.delete('sig')),
    ]) {
      expect((await t.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(403);
    }
    // A hostile display name cannot break the header.
    const named = await t.inject({ method: 'GET', url: tampered((p) => p.set('name', '검사"\r\nX-Evil: 1.pdf')) });
    expect(named.statusCode).toBe(200);
    expect(named.headers['x-evil']).toBeUndefined();
    expect(named.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/,
    );

    // Links the service signed 4:50 ago still work; those signed 5:01 ago have expired.
    w.advance(-(4 * 60 + 50) * 1000);
    const fresh = await w.services.signupAdmin.downloadLink(w.admin.actor, pending.email, doc?.id ?? 0);
    w.advance(-11 * 1000);
    const stale = await w.services.signupAdmin.downloadLink(w.admin.actor, pending.email, doc?.id ?? 0);
    w.advance((5 * 60 + 1) * 1000);
    expect((await t.inject({ method: 'GET', url: fresh.downloadUrl })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: stale.downloadUrl })).statusCode).toBe(403);
  });
});

describe('mail', () => {
  it('puts the signup mail in the outbox, and the worker writes it as an .eml file', async () => {
    const req = await createSignupRequest(t, uniqueEmail('mailcheck'));
    const row = await w.handle.db
      .selectFrom('mail_outbox')
      .select(['id', 'subject', 'template'])
      .where('to_address', '=', req.email)
      .executeTakeFirstOrThrow();
    expect(row.template).toBe('signup-received');
    const mailDir = path.join(t.tmp, 'data');
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const transport = createMailTransport({
      dataDir: mailDir,
      from: '"Wholesale Meat Co." <no-reply@localhost>',
      logger: quiet,
    });
    const worker = createMailWorker({ db: w.handle.db, transport, logger: quiet, batchSize: 100 });
    try {
      let sent = 0;
      for (let i = 0; i < 5; i += 1) sent += (await worker.runOnce()).sent;
      expect(sent).toBeGreaterThan(0);
    } finally {
      await worker.stop();
      await transport.close();
    }
    const files = fs.readdirSync(path.join(mailDir, 'mail')).filter((f) => f.endsWith('.eml'));
    const mine = files
      .map((f) => fs.readFileSync(path.join(mailDir, 'mail', f), 'utf8'))
      .find((text) => text.includes(`To: ${req.email}`));
    expect(mine).toBeDefined();
    expect(mine).toContain('From: "Wholesale Meat Co." <no-reply@localhost>');
  });
});
