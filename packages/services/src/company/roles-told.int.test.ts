// What a member's role means, told before the last step: the session answers an orderer's limit,
// so the cart and the checkout say whether the order waits for the owner before it is placed; an
// owner, a viewer and an orderer made a viewer answer none (their old limit binds nothing).
import { describe, expect, it } from 'vitest';
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
