// The deposit setting's doors on the real server (REST /api/settings/deposit and tRPC
// admin.settings.*, orders.depositTerms), driven with inject(): admins only (a guest 401, a buyer
// 403, whatever the body), the default before any save, a 400 with the message for a text past
// the bound, and a save through one door read back through the others, the storefront's included.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService, DEFAULT_DEPOSIT_TERMS, DEPOSIT_MESSAGES, DEPOSIT_TEXT_MAX } from '@wholesale/services';
import { createAccountsWorld, PASSWORD, type AccountsWorld } from '../../../packages/services/src/accounts/testing';
import { buildServer } from './build-server';

const PUBLIC_URL = 'http://localhost:3000';

let w: AccountsWorld;
let app: FastifyInstance;
let tmp: string;
const tokens = { buyer: '', admin: '' };

type Headers = Record<string, string>;
const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => app.inject(options);
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const as = { guest: (): Headers => ({}), buyer: () => bearer(tokens.buyer), admin: () => bearer(tokens.admin) };

const trpcGet = (procedure: string, headers: Headers) => inject({ method: 'GET', url: `/trpc/${procedure}`, headers });
const trpcPost = (procedure: string, input: unknown, headers: Headers) =>
  inject({ method: 'POST', url: `/trpc/${procedure}`, headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...headers }, payload: JSON.stringify(input) });
const getDeposit = (headers: Headers) => inject({ method: 'GET', url: '/api/settings/deposit', headers });
const putDeposit = (body: unknown, headers: Headers) => inject({ method: 'PUT', url: '/api/settings/deposit', headers, payload: body as Record<string, unknown> });

async function login(email: string): Promise<string> {
  const res = await inject({ method: 'POST', url: '/api/users/login', payload: { email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'server-settings-'));
  w = await createAccountsWorld();
  const services = { catalogue: createCatalogueService({ db: w.handle.db, storage: w.storage }), accounts: w.services, orders: w.orders, dashboard: w.dashboard, inquiries: w.inquiries, storage: w.storage };
  app = await buildServer({ logLevel: 'silent', publicUrl: PUBLIC_URL, webDistDir: path.join(tmp, 'no-web') }, { db: w.handle.db, storage: w.storage, services });
  await app.ready();
  tokens.buyer = await login(w.buyerA.email);
  tokens.admin = await login(w.admin.email);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await w?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('who may use the setting: admins only, through both doors', () => {
  it.each([
    ['guest', 401],
    ['buyer', 403],
  ] as const)('a %s gets %i from every settings door, even with a bad body', async (who, status) => {
    const headers = as[who]();
    const answers = [
      await getDeposit(headers),
      await putDeposit({ en: 'Pay us', ko: '결제해 주세요' }, headers),
      await putDeposit({ en: 'x'.repeat(DEPOSIT_TEXT_MAX + 1) }, headers),
      await trpcGet('admin.settings.deposit', headers),
      await trpcPost('admin.settings.setDeposit', { en: 'Pay us', ko: '결제해 주세요' }, headers),
      await trpcPost('admin.settings.setDeposit', { en: 42 }, headers),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => status));
    expect(await w.handle.db.selectFrom('business_settings').selectAll().execute()).toEqual([]);
  });
});

describe('the default, the bounds and a round trip', () => {
  it('answers the default before any save, to the admin and to the storefront', async () => {
    const res = await getDeposit(as.admin());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { ...DEFAULT_DEPOSIT_TERMS, is_default: true, updated_at: null } });
    for (const who of ['guest', 'buyer'] as const) {
      const terms = await trpcGet('orders.depositTerms', as[who]());
      expect(terms.statusCode, terms.body).toBe(200);
      expect(terms.json<{ result: { data: unknown } }>().result.data).toEqual(DEFAULT_DEPOSIT_TERMS);
    }
  });

  it('refuses a text past the bound with a 400 and the message, through both doors', async () => {
    const long = { en: 'x'.repeat(DEPOSIT_TEXT_MAX + 1), ko: '결제해 주세요' };
    const rest = await putDeposit(long, as.admin());
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ message: DEPOSIT_MESSAGES.tooLong });
    const trpc = await trpcPost('admin.settings.setDeposit', long, as.admin());
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).toContain(DEPOSIT_MESSAGES.tooLong);
    const missing = await putDeposit({ en: 'Pay us' }, as.admin());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: DEPOSIT_MESSAGES.ko });
    expect(await w.handle.db.selectFrom('business_settings').selectAll().execute()).toEqual([]);
  });

  it('saves through REST and reads it back through REST, tRPC and the storefront', async () => {
    const texts = { en: 'Call us on 213-555-0100 to pay the deposit by card.', ko: '213-555-0100으로 전화하셔서 카드로 선결제해 주세요.' };
    const put = await putDeposit(texts, as.admin());
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ success: true, data: { ...texts, is_default: false } });

    expect((await getDeposit(as.admin())).json()).toMatchObject({ data: { ...texts, is_default: false } });
    const admin = await trpcGet('admin.settings.deposit', as.admin());
    expect(admin.json<{ result: { data: unknown } }>().result.data).toMatchObject({ ...texts, is_default: false });
    const storefront = await trpcGet('orders.depositTerms', as.guest());
    expect(storefront.json<{ result: { data: unknown } }>().result.data).toEqual(texts);

    // and the other way round: a save through tRPC is what REST answers
    const again = { en: 'Pay the deposit at the counter.', ko: '카운터에서 선결제해 주세요.' };
    const saved = await trpcPost('admin.settings.setDeposit', again, as.admin());
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getDeposit(as.admin())).json()).toMatchObject({ data: again });
    expect((await trpcGet('orders.depositTerms', as.buyer())).json<{ result: { data: unknown } }>().result.data).toEqual(again);
  });
});
