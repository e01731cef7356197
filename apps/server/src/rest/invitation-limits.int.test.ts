// Invitations and names at the doors: an owner's burst of invitations is a 429 with its code and a
// Retry-After after the company's daily limit (and after 3 to one address), through REST and tRPC
// alike; a name carrying a link or a web address is a 400 (validation.nameLink) at signup, in the
// profile and when joining a company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_LIMITS } from '@wholesale/contract';
import { PASSWORD } from '@wholesale/services/testing';
import { invite } from '../testing/company';
import { trpcMutation } from '../testing/requests';
import { buildTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await buildTestServer({
    tmpPrefix: 'server-invitation-limits-',
    freshClientAddresses: true,
    signIn: ['buyer', 'buyerB', 'admin'],
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const LURE = 'Refund desk: visit http://evil.example/claim';

describe('invitation limits at the doors', () => {
  it('three to one address, then 429 company.addressInvitedTooOften with Retry-After (REST and tRPC)', async () => {
    const owner = t.headersAs('buyerB');
    for (let i = 0; i < INVITATION_LIMITS.perAddressPerDay; i += 1)
      await invite(t, owner, { email: 'again@victim.test', role: 'viewer' });
    const rest = await t.inject({
      method: 'POST',
      url: '/api/company/invitations',
      headers: owner,
      payload: { email: 'again@victim.test', role: 'viewer' },
    });
    expect(rest.statusCode, rest.body).toBe(429);
    expect(rest.json()).toMatchObject({
      code: 'company.addressInvitedTooOften',
      params: { limit: INVITATION_LIMITS.perAddressPerDay },
    });
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const trpc = await t.inject(trpcMutation('company.invite', { email: 'again@victim.test', role: 'viewer' }, owner));
    expect(trpc.statusCode, trpc.body).toBe(429);
    expect(trpc.json()).toMatchObject({ error: { data: { errorCode: 'company.addressInvitedTooOften' } } });
  });

  it(`a burst from one owner: ${INVITATION_LIMITS.perDay} sent, then 429 company.tooManyInvitations`, async () => {
    const owner = t.headersAs('buyer');
    const answers = [];
    for (let i = 0; i < INVITATION_LIMITS.perDay + 3; i += 1) {
      answers.push(
        await t.inject({
          method: 'POST',
          url: '/api/company/invitations',
          headers: owner,
          payload: { email: `wave${i}@victim.test`, role: 'orderer' },
        }),
      );
    }
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(INVITATION_LIMITS.perDay);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'company.tooManyInvitations' });
    const trpc = await t.inject(
      trpcMutation('company.invite', { email: 'one-more@victim.test', role: 'viewer' }, owner),
    );
    expect(trpc.statusCode, trpc.body).toBe(429);
    expect(trpc.json()).toMatchObject({ error: { data: { errorCode: 'company.tooManyInvitations' } } });
  });
});

describe('a name with a link or a web address', () => {
  it('is refused at signup (REST and tRPC) with validation.nameLink on its field', async () => {
    const body = {
      firstName: 'Min',
      lastName: 'Kim',
      companyName: LURE,
      email: 'lure-signup@victim.test',
      password: 'x',
      licenseNumber: 'LA-1234567',
    };
    const rest = await t.inject({ method: 'POST', url: '/api/users/signup', payload: body });
    expect(rest.statusCode, rest.body).toBe(400);
    expect(rest.json()).toMatchObject({
      code: 'validation.nameLink',
      fields: { companyName: { code: 'validation.nameLink' } },
    });
    const trpc = await t.inject(
      trpcMutation('signup.create', { ...body, firstName: 'evil.com', companyName: 'Seoul BBQ' }),
    );
    expect(trpc.statusCode, trpc.body).toBe(400);
    expect(trpc.json()).toMatchObject({ error: { data: { errorCode: 'validation.nameLink' } } });
  });

  it('is refused in the profile, and the name stays', async () => {
    const userId = t.world.buyerB.id;
    const res = await t.inject({
      method: 'PUT',
      url: `/api/users/${userId}`,
      headers: t.headersAs('buyerB'),
      payload: { name: LURE },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation.nameLink' });
    const row = await t.world.handle.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Bob Kim');
  });

  it('is refused when joining a company; a plain name joins', async () => {
    const link = await invite(t, t.headersAs('buyerB'), { email: 'joiner@victim.test', role: 'viewer' });
    const refused = await t.inject({
      method: 'POST',
      url: '/api/users/accept-invitation',
      payload: { token: link, name: 'Claim at www.evil.example', password: PASSWORD },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation.nameLink' });
    const joined = await t.inject({
      method: 'POST',
      url: '/api/users/accept-invitation',
      payload: { token: link, name: "Kim's B.B.Q.", password: PASSWORD },
    });
    expect(joined.statusCode, joined.body).toBe(200);
  });
});
