// The password-reset mail, whose link works as a password for 30 minutes, is
// never in the database in clear. forgot-password through the real server; the outbox row holds
// only a sealed body; the worker (with the key from the same SESSION_SECRET) delivers the link to a
// real SMTP server, the link resets the password, and the sent row keeps no body at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@wholesale/db';
import {
  OutboxSealer,
  SmtpTransport,
  createMailWorker,
  enqueueMail,
  type MailLogger,
  type MailWorker,
} from '@wholesale/services';
import {
  SESSION_SECRET,
  startTestSmtpServer,
  type AccountsWorld,
  type TestSmtpServer,
} from '@wholesale/services/testing';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

const PUBLIC_URL = TEST_PUBLIC_URL;
const quiet: MailLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

let t: TestServer;
let w: AccountsWorld;
let smtp: TestSmtpServer;
let transport: SmtpTransport;

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-sealing-', signIn: [] });
  w = t.world;
  smtp = await startTestSmtpServer();
  transport = new SmtpTransport(smtp.url, { from: 'Shop <no-reply@shop.example.com>', logger: quiet });
});

afterAll(async () => {
  await t?.close();
  await transport?.close();
  await smtp?.close();
});

const outboxRow = (id: number) =>
  w.handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Runs the worker until nothing is due (a batch holds 20 rows). */
async function drain(worker: MailWorker): Promise<void> {
  while ((await worker.runOnce()).claimed > 0);
}

describe('the password-reset mail in the outbox', () => {
  it('is stored sealed (no token, no link in any column), delivered with its working link, and erased once sent', async () => {
    await drain(
      createMailWorker({ db: w.handle.db, transport, sealer: new OutboxSealer(SESSION_SECRET), logger: quiet }),
    );
    smtp.received.length = 0;

    const res = await t.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: w.buyerA.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    await w.services.passwordReset.idle(); // the mail is prepared off the request path
    const queued = await w.handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'password-reset')
      .where('to_address', '=', w.buyerA.email)
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();

    const worker = createMailWorker({
      db: w.handle.db,
      transport,
      sealer: new OutboxSealer(SESSION_SECRET),
      logger: quiet,
    });
    await drain(worker);
    const delivered = smtp.received.find((m) => m.envelopeTo.includes(w.buyerA.email));
    const link = /https?:\/\/\S+reset-password\S+/.exec(delivered?.parsed.text ?? '')?.[0];
    expect(link, 'the delivered mail carries the reset link').toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(16);
    expect(delivered!.parsed.html).toContain(encodeURIComponent(token));

    // The row as it sat in the database before sending: neither the token nor the link, in any form.
    const stored = JSON.stringify(queued);
    for (const secret of [token, encodeURIComponent(token), link!, 'reset-password'])
      expect(stored).not.toContain(secret);
    expect(queued.text_body).toBe('');
    expect(queued.sealed_body).toMatch(/^v1\./);

    // The link works: the key that sealed it is the one the server's worker opens it with.
    const reset = await t.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { email: w.buyerA.email, token, newPassword: 'sealed and delivered 1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // Sent: the body is gone, sealed or not; the envelope stays for tracing.
    const sent = await outboxRow(queued.id);
    expect(sent.sent_at).toBeInstanceOf(Date);
    expect(sent).toMatchObject({
      text_body: '',
      html_body: null,
      sealed_body: null,
      to_address: w.buyerA.email,
      template: 'password-reset',
    });
  });

  it('fails for good, not in clear, when the body does not open: another SESSION_SECRET, or moved to another recipient', async () => {
    const sealer = new OutboxSealer(SESSION_SECRET);
    const other = createMailWorker({
      db: w.handle.db,
      transport,
      sealer: new OutboxSealer('another-secret-of-at-least-32-characters'),
      logger: quiet,
    });
    const mail = {
      to: 'jane@example.com',
      template: 'password-reset',
      locale: 'en',
      data: { email: 'jane@example.com', token: 'x'.repeat(43), publicUrl: PUBLIC_URL },
    } as const;
    const wrongKey = await enqueueMail(w.handle.db, mail, sealer);
    const moved = await enqueueMail(w.handle.db, mail, sealer);
    await w.handle.db
      .updateTable('mail_outbox')
      .set({ to_address: 'thief@example.com' })
      .where('id', '=', moved.id)
      .execute();
    smtp.received.length = 0;

    await drain(other);
    await drain(createMailWorker({ db: w.handle.db, transport, sealer, logger: quiet }));
    for (const id of [wrongKey.id, moved.id]) {
      const row = await outboxRow(id);
      expect(row.failed_at).toBeInstanceOf(Date);
      expect(row.last_error).toMatch(/SealedMailError/);
    }
    expect(smtp.received).toEqual([]);
  });

  it('still delivers a row written in clear before sealing existed, and erases it once sent', async () => {
    const [row] = await w.handle.db
      .insertInto('mail_outbox')
      .values({
        to_address: 'old@example.com',
        subject: 'Reset your password',
        text_body: `${PUBLIC_URL}/reset-password?token=old`,
        html_body: '<p>old</p>',
        template: 'password-reset',
      })
      .returning('id')
      .execute();
    smtp.received.length = 0;
    await drain(
      createMailWorker({ db: w.handle.db, transport, sealer: new OutboxSealer(SESSION_SECRET), logger: quiet }),
    );
    expect(smtp.received.map((m) => m.parsed.text?.trim())).toEqual([`${PUBLIC_URL}/reset-password?token=old`]);
    expect(await outboxRow(row!.id)).toMatchObject({ text_body: '', html_body: null, sealed_body: null });
    // A sealed row never has a clear body beside it (the database refuses one).
    await expect(
      sql`INSERT INTO mail_outbox (to_address, subject, text_body, sealed_body) VALUES ('a@example.com', 's', 'clear', 'v1.x')`.execute(
        w.handle.db,
      ),
    ).rejects.toThrow(/mail_outbox_sealed_only/);
  });
});
