// The back office's Inquiries page through the service: unresolved and newest first, the toggle's
// new value, a reply that goes through the outbox in the inquiry's language and is kept on it,
// the files' signed links, and admins only.
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ForbiddenError,
  ACCOUNT_MESSAGES,
  INQUIRY_MESSAGES,
  inquiryInput,
  inquiryReplyInput,
  NotFoundError,
  parseInput,
  UnauthorizedError,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { BUSINESS_EMAIL, PDF, useAccountsWorld } from '../accounts/testing';

const w = useAccountsWorld();
let first = 0;
let second = 0;
let docId = 0;
beforeAll(async () => {
  const a = await w.services.inquiries.createInquiry(
    w.guest,
    parseInput(inquiryInput, { name: 'Min Park', email: 'min@diner.test', message: '배달 되나요?', locale: 'ko' }),
  );
  first = a.id;
  await w.services.inquiries.uploadInquiryDocument(w.guest, a.id, {
    uploadToken: a.uploadToken,
    userEmail: 'min@diner.test',
    documentType: 'business-license',
    filename: 'license.pdf',
    contentType: 'application/pdf',
    bytes: PDF,
  });
  w.advance(1000);
  const alice = parseInput(inquiryInput, {
    name: 'Alice Kim',
    email: 'alice@restaurant.test',
    message: 'Price for 40 boxes?',
    cart_items: [{ id: 1, quantity: 2 }],
  });
  second = (await w.services.inquiries.createInquiry(w.buyerA.actor, alice)).id;
  docId = (
    await w.handle.db
      .selectFrom('inquiry_documents')
      .select('id')
      .where('inquiry_id', '=', first)
      .executeTakeFirstOrThrow()
  ).id;
});

// As the doors call it: the body parsed with the contract's schema first, so a body the schema
// refuses (a blank reply, no recipient) rejects like the service's own refusals.
const reply = async (actor: Actor, raw: z.input<typeof inquiryReplyInput>) =>
  w.inquiries.reply(actor, parseInput(inquiryReplyInput, raw));

describe('the Inquiries page', () => {
  it('lists unresolved first, newest first, with files, cart and language', async () => {
    const list = await w.inquiries.list(w.admin.actor);
    expect(list.map((i) => i.id).slice(0, 2)).toEqual([second, first]);
    const min = list.find((i) => i.id === first)!;
    expect(min).toMatchObject({ name: 'Min Park', status: 'unresolved', locale: 'ko', message: '배달 되나요?' });
    expect(min.documents).toEqual([
      expect.objectContaining({ id: docId, documentType: 'business-license', originalFilename: 'license.pdf' }),
    ]);
    const alice = list.find((i) => i.id === second)!;
    expect(alice.cart_items).toEqual([expect.objectContaining({ id: 1, quantity: 2 })]);
    // today's names of what it asks about, in both languages (the cart line keeps the English one)
    expect(alice.items).toEqual([{ id: 1, name: expect.any(String), name_ko: expect.stringMatching(/\S/) }]);
    expect(min.items).toEqual([]);
    expect(alice.cart_total).toBeGreaterThan(0);

    // resolved goes to the end
    expect(await w.inquiries.toggleStatus(w.admin.actor, second)).toEqual({ id: second, status: 'resolved' });
    expect((await w.inquiries.list(w.admin.actor)).map((i) => i.id).at(-1)).toBe(second);
    expect(await w.inquiries.toggleStatus(w.admin.actor, second)).toEqual({ id: second, status: 'unresolved' });
    await expectError(w.inquiries.toggleStatus(w.admin.actor, 999_999), NotFoundError, INQUIRY_MESSAGES.notFound);
  });

  it('sends a reply through the outbox in the inquiry’s language and keeps it on the inquiry', async () => {
    await expectError(
      reply(w.admin.actor, { inquiryId: first, email: 'min@diner.test', responseMessage: '   ' }),
      ValidationError,
      INQUIRY_MESSAGES.responseRequired,
    );
    await expectError(
      reply(w.admin.actor, { inquiryId: first, email: '', responseMessage: 'Hi' }),
      ValidationError,
      INQUIRY_MESSAGES.recipientMissing,
    );
    await reply(w.admin.actor, {
      inquiryId: first,
      email: 'min@diner.test',
      customerName: 'Min Park',
      responseMessage: '현재는 픽업만 가능합니다.',
      responseType: 'answer',
      originalMessage: '배달 되나요?',
    });
    const mail = await w.handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'inquiry-response')
      .where('to_address', '=', 'min@diner.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/[가-힣]/);
    // The reply asks the customer to answer: the answer goes to the business inbox.
    expect(mail.reply_to).toBe(BUSINESS_EMAIL);
    expect(mail.text_body).toContain('현재는 픽업만 가능합니다.');
    expect(mail.text_body).toContain('> 배달 되나요?');
    const min = (await w.inquiries.list(w.admin.actor)).find((i) => i.id === first)!;
    expect(min.replies).toEqual([
      expect.objectContaining({ message: '현재는 픽업만 가능합니다.', sent_by: 'Boss', to_address: 'min@diner.test' }),
    ]);
    const row = await w.handle.db
      .selectFrom('inquiries')
      .select('responded_at')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row.responded_at).not.toBeNull();
    // a reply to a missing inquiry writes nothing
    const before = await w.handle.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expectError(
      reply(w.admin.actor, { inquiryId: 999_999, email: 'x@y.test', responseMessage: 'Hi' }),
      NotFoundError,
    );
    const after = await w.handle.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('gives a short-lived signed link to an inquiry’s own file only', async () => {
    const { downloadUrl } = await w.inquiries.documentLink(w.admin.actor, first, docId);
    expect(downloadUrl).toMatch(/^\/files\/signed\?key=documents%2Finquiries%2F/);
    expect(downloadUrl).toContain('name=license.pdf');
    await expectError(
      w.inquiries.documentLink(w.admin.actor, second, docId),
      NotFoundError,
      ACCOUNT_MESSAGES.documentNotFound,
    );
  });

  it('is for admins only', async () => {
    const refusals: [typeof w.guest, abstract new (...args: never[]) => Error][] = [
      [w.guest, UnauthorizedError],
      [w.buyerA.actor, ForbiddenError],
    ];
    for (const [actor, type] of refusals) {
      await expectError(w.inquiries.list(actor), type);
      await expectError(w.inquiries.toggleStatus(actor, first), type);
      await expectError(reply(actor, { email: 'min@diner.test', responseMessage: 'Hi' }), type);
      await expectError(w.inquiries.documentLink(actor, first, docId), type);
    }
  });
});
