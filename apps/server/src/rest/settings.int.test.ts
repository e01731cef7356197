// The deposit setting's doors on the real server (REST /api/settings/deposit and tRPC
// admin.settings.*, orders.depositTerms), driven with inject(): admins only (a guest 401, a buyer
// 403, whatever the body), the default before any save, a 400 with the message for a text past
// the bound, and a save through one door read back through the others, the storefront's included.
import { describe, expect, it } from 'vitest';
import {
  BOOKS_MESSAGES,
  DEFAULT_DEPOSIT_TERMS,
  DEPOSIT_MESSAGES,
  DEPOSIT_TEXT_MAX,
  SELLER_PERMIT_MAX,
} from '@wholesale/contract';
import { trpcMutation, trpcQuery } from '../testing/requests';
import { NOT_STAFF, TEST_PUBLIC_URL, useTestServer, type Role, type TestServer } from '../testing/test-server';

let t: TestServer;

const trpcGet = (procedure: string, who: Role) => t.injectAs(who, trpcQuery(procedure));
const trpcPost = (procedure: string, input: unknown, who: Role) =>
  t.injectAs(who, trpcMutation(procedure, input, { origin: TEST_PUBLIC_URL }));
const getDeposit = (who: Role) => t.injectAs(who, { method: 'GET', url: '/api/settings/deposit' });
const putDeposit = (body: unknown, who: Role) =>
  t.injectAs(who, { method: 'PUT', url: '/api/settings/deposit', payload: body as Record<string, unknown> });

useTestServer((server) => (t = server), { tmpPrefix: 'server-settings-' });

describe('who may use the setting: admins only, through both doors', () => {
  it.each(NOT_STAFF)('a %s gets %i from every settings door, even with a bad body', async (who, status) => {
    const answers = [
      await getDeposit(who),
      await putDeposit({ en: 'Pay us', ko: '결제해 주세요' }, who),
      await putDeposit({ en: 'x'.repeat(DEPOSIT_TEXT_MAX + 1) }, who),
      await trpcGet('admin.settings.deposit', who),
      await trpcPost('admin.settings.setDeposit', { en: 'Pay us', ko: '결제해 주세요' }, who),
      await trpcPost('admin.settings.setDeposit', { en: 42 }, who),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => status));
    expect(await t.world.handle.db.selectFrom('business_settings').selectAll().execute()).toEqual([]);
  });
});

describe('the default, the bounds and a round trip', () => {
  it('answers the default before any save, to the admin and to the storefront', async () => {
    const res = await getDeposit('admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { ...DEFAULT_DEPOSIT_TERMS, is_default: true, updated_at: null },
    });
    for (const who of ['guest', 'buyer'] as const) {
      const terms = await trpcGet('orders.depositTerms', who);
      expect(terms.statusCode, terms.body).toBe(200);
      expect(terms.json<{ result: { data: unknown } }>().result.data).toEqual(DEFAULT_DEPOSIT_TERMS);
    }
  });

  it('refuses a text past the bound with a 400 and the message, through both doors', async () => {
    const long = { en: 'x'.repeat(DEPOSIT_TEXT_MAX + 1), ko: '결제해 주세요' };
    const rest = await putDeposit(long, 'admin');
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ message: DEPOSIT_MESSAGES.tooLong });
    const trpc = await trpcPost('admin.settings.setDeposit', long, 'admin');
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).toContain(DEPOSIT_MESSAGES.tooLong);
    const missing = await putDeposit({ en: 'Pay us' }, 'admin');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: DEPOSIT_MESSAGES.ko });
    expect(await t.world.handle.db.selectFrom('business_settings').selectAll().execute()).toEqual([]);
  });

  it('saves through REST and reads it back through REST, tRPC and the storefront', async () => {
    const texts = {
      en: 'Call us on 213-555-0100 to pay the deposit by card.',
      ko: '213-555-0100으로 전화하셔서 카드로 선결제해 주세요.',
    };
    const put = await putDeposit(texts, 'admin');
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ success: true, data: { ...texts, is_default: false } });

    expect((await getDeposit('admin')).json()).toMatchObject({ data: { ...texts, is_default: false } });
    const admin = await trpcGet('admin.settings.deposit', 'admin');
    expect(admin.json<{ result: { data: unknown } }>().result.data).toMatchObject({ ...texts, is_default: false });
    const storefront = await trpcGet('orders.depositTerms', 'guest');
    expect(storefront.json<{ result: { data: unknown } }>().result.data).toEqual(texts);

    // and the other way round: a save through tRPC is what REST answers
    const again = { en: 'Pay the deposit at the counter.', ko: '카운터에서 선결제해 주세요.' };
    const saved = await trpcPost('admin.settings.setDeposit', again, 'admin');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getDeposit('admin')).json()).toMatchObject({ data: again });
    expect((await trpcGet('orders.depositTerms', 'buyer')).json<{ result: { data: unknown } }>().result.data).toEqual(
      again,
    );
  });
});

describe("the books' setting: the seller's permit number the invoices print", () => {
  const putBooks = (body: unknown, who: Role) =>
    t.injectAs(who, { method: 'PUT', url: '/api/settings/books', payload: body as Record<string, unknown> });

  it('is none until saved, refuses a long or odd number with its code, and reads back through tRPC', async () => {
    const none = await t.injectAs('admin', { method: 'GET', url: '/api/settings/books' });
    expect(none.json()).toEqual({
      success: true,
      data: {
        seller_permit: null,
        claim_window_hours: 24,
        missed_pickups_flag: 2,
        finance_charges: { enabled: false, monthly_rate_percent: 1.5, annual_max_percent: 10, grace_days: 10 },
        updated_at: null,
      },
    });

    const flag = await putBooks({ seller_permit: null, missed_pickups_flag: 0 }, 'admin');
    expect(flag.statusCode).toBe(400);
    expect(flag.json()).toMatchObject({ code: 'books.missedPickupsFlag' });

    const long = await putBooks({ seller_permit: '1'.repeat(SELLER_PERMIT_MAX + 1) }, 'admin');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'books.sellerPermitTooLong',
      message: BOOKS_MESSAGES.sellerPermitTooLong,
    });
    const odd = await putBooks({ seller_permit: '102<345>' }, 'admin');
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 'books.sellerPermitCharacters' });
    expect(
      await t.world.handle.db.selectFrom('business_settings').select('key').where('key', '=', 'books').execute(),
    ).toEqual([]);

    const saved = await putBooks({ seller_permit: '  102-345678 ' }, 'admin');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.seller_permit).toBe('102-345678');
    const viaTrpc = await trpcGet('admin.settings.books', 'admin');
    expect(viaTrpc.json().result.data.seller_permit).toBe('102-345678');

    // A blank number clears it.
    const cleared = await trpcPost('admin.settings.setBooks', { seller_permit: '' }, 'admin');
    expect(cleared.json().result.data.seller_permit).toBeNull();
  });
});
