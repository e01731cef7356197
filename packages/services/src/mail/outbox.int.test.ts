import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from './outbox';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp';
import { SmtpTransport } from './transports';
import { createMailWorker } from './worker';
import type { MailLogger } from './logger';

const silent: MailLogger = { info() {}, warn() {}, error() {} };

let handle: TestDbHandle;
let smtp: TestSmtpServer;

beforeAll(async () => {
  handle = await createTestDb();
  smtp = await startTestSmtpServer();
}, 60_000); // PGlite's first start compiles WebAssembly: slow on a busy machine
afterAll(async () => {
  await smtp?.close();
  await handle?.close();
});
afterEach(async () => {
  await handle.db.deleteFrom('mail_outbox').execute();
  smtp.received.length = 0;
});

describe('enqueueMail', () => {
  it('stores the rendered mail, due now, in the caller’s transaction', async () => {
    const { id } = await handle.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        to: 'jane@example.com',
        replyTo: 'help@shop.example.com',
        template: 'signup-approved',
        locale: 'en',
        data: { name: 'Jane', publicUrl: 'https://shop.example.com' },
      }),
    );
    const row = await handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: 'jane@example.com',
      reply_to: 'help@shop.example.com',
      subject: 'Your wholesale account is approved',
      template: 'signup-approved',
      attempts: 0,
      sent_at: null,
      failed_at: null,
    });
    expect(row.text_body).toContain('https://shop.example.com/login');
    expect(row.html_body).toContain('<html lang="en">');
    expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('leaves no row when the enclosing transaction rolls back', async () => {
    const failure = new Error('business change failed');
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, {
          to: 'jane@example.com',
          template: 'signup-received',
          locale: 'ko',
          data: { name: '김민지' },
        });
        const inside = await trx.selectFrom('mail_outbox').select('id').execute();
        expect(inside).toHaveLength(1); // written, but only visible inside
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await handle.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  it('refuses a bad address or data that does not fit the template, writing nothing', async () => {
    await expect(
      enqueueMail(handle.db, { to: 'not an address', template: 'signup-received', locale: 'en', data: {} }),
    ).rejects.toThrow();
    await expect(
      // @ts-expect-error -- the token is required (checked at run time too)
      enqueueMail(handle.db, {
        to: 'jane@example.com',
        template: 'password-reset',
        locale: 'en',
        data: { email: 'jane@example.com', publicUrl: 'https://shop.example.com' },
      }),
    ).rejects.toThrow();
    expect(await handle.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });
});

describe('outbox to SMTP', () => {
  it('delivers an enqueued inquiry to the business inbox and marks it sent', async () => {
    await handle.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        to: 'orders@shop.example.com',
        replyTo: 'jane@example.com',
        template: 'inquiry-received',
        locale: 'en',
        data: {
          name: 'Jane <b>Kim</b>',
          email: 'jane@example.com',
          message: 'Weekly order?',
          cartLines: [{ name: 'Beef short rib', quantity: 3, unitPriceCents: 1000, lineTotalCents: 3000 }],
        },
      }),
    );
    const transport = new SmtpTransport(smtp.url, { from: 'Shop <no-reply@shop.example.com>' });
    const worker = createMailWorker({ db: handle.db, transport, logger: silent });
    const result = await worker.runOnce();
    await transport.close();

    expect(result).toMatchObject({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const { envelopeTo, parsed } = smtp.received[0]!;
    expect(envelopeTo).toEqual(['orders@shop.example.com']);
    expect(parsed.subject).toBe('New inquiry from Jane <b>Kim</b>');
    expect(parsed.replyTo?.text).toBe('jane@example.com');
    expect(parsed.text).toContain('- Beef short rib: 3 x $10.00 = $30.00');
    expect(parsed.html).toContain('Jane &lt;b&gt;Kim&lt;/b&gt;');

    const row = await handle.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeNull();
    // sent rows are not sent again
    expect((await worker.runOnce()).claimed).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('gives every mail the business inbox as Reply-To unless the mail names its own', async () => {
    await handle.db.transaction().execute(async (trx) => {
      // to a customer, naming no Reply-To (an order, an approval...)
      await enqueueMail(trx, {
        to: 'jane@example.com',
        template: 'signup-received',
        locale: 'en',
        data: { name: 'Jane' },
      });
      // the back office's answer to an inquiry, which names sales itself
      await enqueueMail(trx, {
        to: 'min@example.com',
        replyTo: 'sales@shop.example.com',
        template: 'inquiry-response',
        locale: 'ko',
        data: { customerName: 'Min', responseMessage: '픽업만 가능합니다.' },
      });
      // to sales, answering to the customer who wrote
      await enqueueMail(trx, {
        to: 'sales@shop.example.com',
        replyTo: 'jane@example.com',
        template: 'inquiry-received',
        locale: 'en',
        data: { name: 'Jane', email: 'jane@example.com' },
      });
    });
    const transport = new SmtpTransport(smtp.url, { from: 'Shop <no-reply@shop.example.com>' });
    const worker = createMailWorker({ db: handle.db, transport, logger: silent, replyTo: 'sales@shop.example.com' });
    expect(await worker.runOnce()).toMatchObject({ claimed: 3, sent: 3 });
    await transport.close();

    const replyTo = Object.fromEntries(
      smtp.received.map(({ envelopeTo, parsed }) => [envelopeTo[0], parsed.replyTo?.text]),
    );
    expect(replyTo).toEqual({
      'jane@example.com': 'sales@shop.example.com',
      'min@example.com': 'sales@shop.example.com',
      'sales@shop.example.com': 'jane@example.com',
    });
    // the From stays the no-reply address: replies go by Reply-To
    expect(smtp.received.map(({ parsed }) => parsed.from?.value[0]?.address)).toEqual(
      Array(3).fill('no-reply@shop.example.com'),
    );
  });
});
