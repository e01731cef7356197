// What a member's role means, told before the last step: the session answers an orderer's limit,
// so the cart and the checkout say whether the order waits for the owner before it is placed; an
// owner, a viewer and an orderer made a viewer answer none (their old limit binds nothing). A
// member the owner removed, signing in with the right password, is told who closed the account and
// whom to ask; a wrong password learns nothing more than of any address.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, closedByCompanyError, ForbiddenError, GUEST, UnauthorizedError } from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { joinCompanyA, useAccountsWorld } from '../accounts/testing';

const w = useAccountsWorld();

describe("a member's limit, answered with the session", () => {
  it("an orderer's limit in dollars; none for the owner, a viewer, or an orderer made a viewer", async () => {
    const chef = await joinCompanyA(w, 'limit-chef@restaurant.test', 'orderer', { order_limit: 300 });
    const books = await joinCompanyA(w, 'limit-books@restaurant.test', 'viewer');
    expect(await w.services.auth.me(chef)).toMatchObject({ company_role: 'orderer', order_limit: 300 });
    expect(await w.services.auth.me(books)).toMatchObject({ company_role: 'viewer', order_limit: null });
    expect(await w.services.auth.me(w.buyerA.actor)).toMatchObject({ company_role: 'owner', order_limit: null });

    if (chef.kind !== 'buyer') throw new Error('a member is a buyer');
    await w.company.updateMember(w.buyerA.actor, chef.userId, { order_limit: 125.5 });
    expect((await w.services.auth.me(chef)).order_limit).toBe(125.5);
    await w.handle.db.updateTable('users').set({ company_role: 'viewer' }).where('id', '=', chef.userId).execute();
    expect((await w.services.auth.me(chef)).order_limit).toBeNull();
  });
});

describe("a removed member's sign-in", () => {
  it('with the right password names the company and its owner; a wrong one says only invalid credentials', async () => {
    const email = 'removed-cook@restaurant.test';
    const cook = await joinCompanyA(w, email, 'orderer');
    if (cook.kind !== 'buyer') throw new Error('a member is a buyer');
    await w.handle.db
      .updateTable('users')
      .set({ name: 'Grace Park', company: 'Galbi House' })
      .where('id', '=', w.buyerA.id)
      .execute();
    await w.company.removeMember(w.buyerA.actor, cook.userId);

    const closed = await expectError(
      w.services.auth.login(GUEST, { email, password: 'member password 2026' }, 'roles-told'),
      ForbiddenError,
      closedByCompanyError('Galbi House', 'Grace Park').message,
    );
    expect(closed.message).toBe(
      'Galbi House closed this account. If you still need to order for them, please ask Grace Park.',
    );
    await expectError(
      w.services.auth.login(GUEST, { email, password: 'a wrong password 2026' }, 'roles-told'),
      UnauthorizedError,
      ACCOUNT_MESSAGES.invalidCredentials,
    );
  });
});
