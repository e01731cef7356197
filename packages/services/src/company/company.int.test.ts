// A company's team through the services, on PGlite and (in CI) PostgreSQL: the
// owner invites by e-mail (a sealed, single-use, 7-day link for one address), the invitee joins and
// is signed in, buys at the company's prices; the owner changes roles and limits and removes
// members, whose sessions end at once; a viewer cannot order; only the owner (or an admin) manages.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '@wholesale/rules';
import {
  acceptInvitationInput,
  ACCOUNT_MESSAGES,
  COMPANY_MESSAGES,
  ConflictError,
  ForbiddenError,
  GUEST,
  invitationInput,
  NotFoundError,
  INVITATION_LIMITS,
  parseInput,
  placeOrderInput,
  profileUpdateInput,
  RateLimitedError,
  changeOrderInput,
  ORDER_MESSAGES,
  UnauthorizedError,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import {
  insertUser,
  PASSWORD,
  sealedLink,
  SESSION_SECRET,
  useAccountsWorld,
  windowAWeekAhead,
} from '../accounts/testing';
import { createCatalogueService } from '../catalogue';
import { outboxBody, OutboxSealer } from '../mail/sealing';
import { latestMail, outboxMails } from '../mail/outbox-testing';
import { DEMO_BOX, placeBoxes } from '../orders/testing';

const w = useAccountsWorld();

const box = DEMO_BOX;
const NEW_PASSWORD = 'chef password 2026';

const invite = async (actor: Actor, raw: z.input<typeof invitationInput>, companyId?: number) =>
  w.company.invite(actor, parseInput(invitationInput, raw), companyId);
const accept = async (raw: z.input<typeof acceptInvitationInput>) =>
  w.company.acceptInvitation(GUEST, parseInput(acceptInvitationInput, raw));

/** The invitation mailed to `email` most recently: its link's token, read through the seal. */
async function invitationToken(email: string): Promise<{ token: string; subject: string }> {
  const mail = await latestMail(w.handle.db, { to: email, template: 'company-invitation' });
  expect(mail.text_body).toBe('');
  return { token: sealedLink(mail, 'accept-invitation').searchParams.get('token')!, subject: mail.subject };
}

describe('inviting and joining', () => {
  it("the owner invites a chef; the link signs the chef in once, at the company's prices", async () => {
    const sent = await invite(w.buyerA.actor, {
      email: 'Chef@Restaurant.test',
      role: 'orderer',
      order_limit: 500,
      locale: 'ko',
    });
    expect(sent).toMatchObject({ email: 'chef@restaurant.test', role: 'orderer', order_limit: 500, locale: 'ko' });
    const { token, subject } = await invitationToken('chef@restaurant.test');
    expect(subject).toMatch(/초대/);

    const joined = await accept({ token, name: 'Min Chef', password: NEW_PASSWORD });
    expect(joined).toMatchObject({ company_id: w.buyerA.id, role: 'orderer' });
    expect(await w.services.auth.verifySession(joined.token)).toEqual({ kind: 'buyer', userId: joined.user_id });
    await expectError(
      accept({ token, name: 'Again', password: NEW_PASSWORD }),
      ValidationError,
      COMPANY_MESSAGES.invitationLink,
    );

    // The company's prices: the owner's own price reaches the chef.
    await w.prices.setBuyerPrices(w.admin.actor, w.buyerA.id, { prices: [{ item_id: box.id, price: 2.5 }] });
    const catalogue = createCatalogueService({ db: w.handle.db, storage: w.storage });
    const chef: Actor = { kind: 'buyer', userId: joined.user_id };
    expect((await catalogue.byId(chef, box.id)).discounted_price).toBe(2.5);
    expect((await catalogue.byId(w.buyerB.actor, box.id)).discounted_price).toBe(box.discounted_price_cents / 100);
    const placed = await placeBoxes(w.orders, chef, 2);
    expect((await w.orders.orderLines(chef, placed.id)).map((l) => l.unit_price)).toEqual([2.5]);

    const team = await w.company.team(w.buyerA.actor);
    expect(team.members.map((m) => [m.email, m.role, m.order_limit])).toEqual([
      [w.buyerA.email, 'owner', null],
      ['chef@restaurant.test', 'orderer', 500],
    ]);
  });

  it('a link expires after 7 days, a new invitation replaces the old link, and an address with an account cannot be invited', async () => {
    await invite(w.buyerA.actor, { email: 'late@restaurant.test', role: 'viewer' });
    const { token: first } = await invitationToken('late@restaurant.test');
    await invite(w.buyerA.actor, { email: 'late@restaurant.test', role: 'viewer' });
    const { token: second } = await invitationToken('late@restaurant.test');
    await expectError(
      accept({ token: first, name: 'Late', password: NEW_PASSWORD }),
      ValidationError,
      COMPANY_MESSAGES.invitationLink,
    );
    w.advance(7 * 24 * 3600 * 1000 + 1000);
    await expectError(
      accept({ token: second, name: 'Late', password: NEW_PASSWORD }),
      ValidationError,
      COMPANY_MESSAGES.invitationLink,
    );
    await expectError(
      invite(w.buyerA.actor, { email: w.buyerB.email, role: 'viewer' }),
      ConflictError,
      COMPANY_MESSAGES.emailTaken,
    );
    await expectError(
      accept({ token: 'x'.repeat(43), name: 'Nobody', password: NEW_PASSWORD }),
      ValidationError,
      COMPANY_MESSAGES.invitationLink,
    );
  });

  it('the owner cancels a pending invitation: its link no longer works; another company cannot cancel it', async () => {
    const sent = await invite(w.buyerA.actor, { email: 'mistyped@restaurant.test', role: 'viewer' });
    const { token } = await invitationToken('mistyped@restaurant.test');
    await expectError(
      w.company.cancelInvitation(w.buyerB.actor, sent.id),
      NotFoundError,
      COMPANY_MESSAGES.invitationNotFound,
    );
    expect(await w.company.cancelInvitation(w.buyerA.actor, sent.id)).toEqual({ id: sent.id });
    expect((await w.company.team(w.buyerA.actor)).invitations.map((i) => i.id)).not.toContain(sent.id);
    await expectError(
      accept({ token, name: 'Too Late', password: NEW_PASSWORD }),
      ValidationError,
      COMPANY_MESSAGES.invitationLink,
    );
    await expectError(
      w.company.cancelInvitation(w.buyerA.actor, sent.id),
      NotFoundError,
      COMPANY_MESSAGES.invitationNotFound,
    );
  });

  it('a viewer joins, cannot order, and does not manage the team', async () => {
    await invite(w.buyerA.actor, { email: 'books@restaurant.test', role: 'viewer' });
    const joined = await accept({
      token: (await invitationToken('books@restaurant.test')).token,
      name: 'Book Keeper',
      password: NEW_PASSWORD,
    });
    const viewer: Actor = { kind: 'buyer', userId: joined.user_id };
    await expectError(placeBoxes(w.orders, viewer, 1), ForbiddenError, COMPANY_MESSAGES.viewerCannotOrder);
    // A member does not manage the team.
    await expectError(w.company.team(viewer), ForbiddenError, COMPANY_MESSAGES.ownerOnly);
    await expectError(
      invite(viewer, { email: 'more@restaurant.test', role: 'viewer' }),
      ForbiddenError,
      COMPANY_MESSAGES.ownerOnly,
    );
  });
});

describe('managing the team', () => {
  async function member(email: string, role: 'orderer' | 'viewer' = 'orderer') {
    await invite(w.buyerA.actor, { email, role });
    const joined = await accept({
      token: (await invitationToken(email)).token,
      name: email.split('@')[0]!,
      password: NEW_PASSWORD,
    });
    return joined;
  }

  it('the owner changes a role and a limit, and removes a member: signed out at once, unable to sign in, their orders kept', async () => {
    const m = await member('line@restaurant.test');
    expect(
      await w.company.updateMember(w.buyerA.actor, m.user_id, { role: 'viewer', order_limit: null }),
    ).toMatchObject({ role: 'viewer', order_limit: null });
    expect(
      await w.company.updateMember(w.buyerA.actor, m.user_id, { role: 'orderer', order_limit: 800 }),
    ).toMatchObject({ role: 'orderer', order_limit: 800 });
    const actor: Actor = { kind: 'buyer', userId: m.user_id };
    const placed = await placeBoxes(w.orders, actor, 1);

    await w.company.removeMember(w.buyerA.actor, m.user_id);
    expect(await w.services.auth.verifySession(m.token)).toBeNull();
    await expectError(
      w.services.auth.login(GUEST, { email: 'line@restaurant.test', password: NEW_PASSWORD }, 'company-test'),
      ForbiddenError,
      /closed this account/,
    );
    expect(
      await w.handle.db.selectFrom('orders').select('id').where('id', '=', placed.id).executeTakeFirst(),
    ).toBeDefined();
    expect((await w.company.team(w.buyerA.actor)).members.map((x) => x.id)).not.toContain(m.user_id);
    await expectError(
      w.company.removeMember(w.buyerA.actor, m.user_id),
      NotFoundError,
      COMPANY_MESSAGES.memberNotFound,
    );
  });

  it("refuses what is not the owner's: another company's member, the owner themselves, and any buyer but the owner", async () => {
    const m = await member('prep@restaurant.test', 'viewer');
    await expectError(
      w.company.updateMember(w.buyerB.actor, m.user_id, { role: 'orderer' }),
      NotFoundError,
      COMPANY_MESSAGES.memberNotFound,
    );
    await expectError(
      w.company.removeMember(w.buyerB.actor, m.user_id),
      NotFoundError,
      COMPANY_MESSAGES.memberNotFound,
    );
    await expectError(
      w.company.removeMember(w.buyerA.actor, w.buyerA.id),
      ValidationError,
      COMPANY_MESSAGES.notAMember,
    );
    await expectError(
      w.company.updateMember({ kind: 'buyer', userId: m.user_id }, m.user_id, { role: 'orderer' }),
      ForbiddenError,
      COMPANY_MESSAGES.ownerOnly,
    );
    await expect(w.company.team(GUEST)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("an admin sees and manages any company's team by naming it", async () => {
    const m = await member('admin-managed@restaurant.test');
    const team = await w.company.team(w.admin.actor, w.buyerA.id);
    expect(team.members.map((x) => x.id)).toContain(m.user_id);
    await expectError(w.company.team(w.admin.actor), NotFoundError, ACCOUNT_MESSAGES.userNotFound);
    await expectError(w.company.team(w.admin.actor, m.user_id), NotFoundError, ACCOUNT_MESSAGES.userNotFound);
    expect(await w.company.updateMember(w.admin.actor, m.user_id, { order_limit: 100 })).toMatchObject({
      order_limit: 100,
    });
    await w.company.removeMember(w.admin.actor, m.user_id);
    expect(await w.services.auth.verifySession(m.token)).toBeNull();
    // The owner's own password still signs them in.
    expect(
      (await w.services.auth.login(GUEST, { email: w.buyerA.email, password: PASSWORD }, 'company-test')).token,
    ).toBeTruthy();
  });
});

describe("the company's orders, read and changed by role", () => {
  async function member(email: string, role: 'orderer' | 'viewer') {
    await invite(w.buyerA.actor, { email, role });
    const joined = await accept({
      token: (await invitationToken(email)).token,
      name: `Member ${email.split('@')[0]}`,
      password: NEW_PASSWORD,
    });
    return { id: joined.user_id, actor: { kind: 'buyer', userId: joined.user_id } as Actor };
  }
  // A week ahead: the orders must still take changes (the earliest window's cutoff may have passed).
  const place = async (actor: Actor) =>
    w.orders.placeOrder(
      actor,
      parseInput(placeOrderInput, {
        cart_items: [{ id: box.id, quantity: 1 }],
        pickup_slot: await windowAWeekAhead(w, actor),
      }),
    );

  it('every member reads every order of the company with who placed it; another company reads none', async () => {
    const cook = await member('cook@restaurant.test', 'orderer');
    const books = await member('ledger@restaurant.test', 'viewer');
    const byCook = await place(cook.actor);
    const byOwner = await place(w.buyerA.actor);
    for (const reader of [{ id: w.buyerA.id, actor: w.buyerA.actor }, cook, books]) {
      const { actor } = reader;
      // The company is named by its owner's id, or by the reader's own.
      for (const path of [w.buyerA.id, reader.id]) {
        const list = await w.orders.orders(actor, path);
        expect(list.map((o) => o.id)).toEqual(expect.arrayContaining([byCook.id, byOwner.id]));
      }
      expect((await w.orders.order(actor, byCook.id)).placed_by).toEqual({ id: cook.id, name: 'Member cook' });
    }
    // Another company: refused by path, and its order ids read as missing.
    await expect(w.orders.orders(w.buyerB.actor, w.buyerA.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(w.orders.orders(w.buyerB.actor, cook.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expectError(w.orders.order(w.buyerB.actor, byCook.id), NotFoundError, ORDER_MESSAGES.orderNotFound);
    await expectError(w.orders.orderLines(w.buyerB.actor, byCook.id), NotFoundError, ORDER_MESSAGES.orderNotFound);
    await expect(w.orders.orders(cook.actor, w.buyerB.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expectError(w.orders.order(cook.actor, w.buyerB.orderId), NotFoundError, ORDER_MESSAGES.orderNotFound);
  });

  it("the owner changes any of the company's orders, an orderer their own, a viewer none", async () => {
    const cook = await member('saucier@restaurant.test', 'orderer');
    const other = await member('garde@restaurant.test', 'orderer');
    const books = await member('audit@restaurant.test', 'viewer');
    const byCook = await place(cook.actor);
    const view = async (actor: Actor) => (await w.orders.order(actor, byCook.id)).changeable;
    expect([
      await view(w.buyerA.actor),
      await view(cook.actor),
      await view(other.actor),
      await view(books.actor),
    ]).toEqual([true, true, false, false]);
    const change = (actor: Actor, quantity: number) =>
      w.orders.changeOrder(
        actor,
        byCook.id,
        parseInput(changeOrderInput, {
          cart_items: [{ id: box.id, quantity }],
          idempotency_key: `team-change-${quantity}-${Math.random().toString(36).slice(2, 10)}`,
        }),
      );
    await expectError(change(other.actor, 2), ForbiddenError, ORDER_MESSAGES.notYours);
    await expectError(change(books.actor, 2), ForbiddenError, ORDER_MESSAGES.notYours);
    await expectError(change(w.buyerB.actor, 2), NotFoundError, ORDER_MESSAGES.orderNotFound);
    expect((await change(cook.actor, 2)).order.lines[0]!.quantity).toBe(2);
    expect((await change(w.buyerA.actor, 3)).order.lines[0]!.quantity).toBe(3);
  });

  it('points belong to the company: every member reads the points of all its orders', async () => {
    const cook = await member('pastry@restaurant.test', 'orderer');
    const books = await member('counts@restaurant.test', 'viewer');
    const placed = await place(cook.actor);
    await w.handle.db.insertInto('points').values({ user_id: cook.id, order_id: placed.id, amount: 7 }).execute();
    const owner = await w.orders.pointsTotal(w.buyerA.actor, w.buyerA.id);
    expect((await w.orders.pointsTotal(books.actor, w.buyerA.id)).total_points).toBe(owner.total_points);
    expect((await w.orders.points(books.actor, books.id)).map((p) => p.order_number)).toContain(placed.order_number);
    await expect(w.orders.pointsTotal(w.buyerB.actor, w.buyerA.id)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("invitations cannot be used to send spam or lures from the business's address", () => {
  /** A company of its own (an approved owner), so the counts start at zero. */
  async function newCompany(tag: string, name = `${tag} Owner`): Promise<{ id: number; actor: Actor }> {
    const id = await insertUser(w.handle.db, {
      email: `${tag}@owner.test`,
      name,
      first_name: tag,
      last_name: 'Owner',
      company: `${tag} Kitchen`,
    });
    return { id, actor: { kind: 'buyer', userId: id } };
  }
  const sentTo = async (email: string) =>
    (await outboxMails(w.handle.db, { to: email, template: 'company-invitation' })).length;

  it(`at most ${INVITATION_LIMITS.perAddressPerDay} invitations to one address in 24 hours: then a 429 with its code and wait`, async () => {
    const owner = await newCompany('repeat');
    for (let i = 0; i < INVITATION_LIMITS.perAddressPerDay; i += 1)
      await invite(owner.actor, { email: 'target@victim.test', role: 'viewer' });
    const refused = await expectError(
      invite(owner.actor, { email: 'Target@Victim.test', role: 'viewer' }),
      RateLimitedError,
      /already invited 3 times in the last 24 hours/,
    );
    expect(refused.code).toBe('company.addressInvitedTooOften');
    expect(refused.httpStatus).toBe(429);
    expect(refused.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(refused.params).toMatchObject({ limit: INVITATION_LIMITS.perAddressPerDay, hours: 24 });
    expect(await sentTo('target@victim.test')).toBe(INVITATION_LIMITS.perAddressPerDay);
    // Cancelling the working link does not give the address its budget back.
    const pending = (await w.company.team(owner.actor)).invitations.find((i) => i.email === 'target@victim.test')!;
    await w.company.cancelInvitation(owner.actor, pending.id);
    await expectError(invite(owner.actor, { email: 'target@victim.test', role: 'viewer' }), RateLimitedError);
    // Another address still goes.
    expect((await invite(owner.actor, { email: 'someone-else@victim.test', role: 'viewer' })).email).toBe(
      'someone-else@victim.test',
    );
  });

  it(`a burst of invitations: ${INVITATION_LIMITS.perDay} a day per company, the rest 429; a day later, more`, async () => {
    const owner = await newCompany('burst');
    const burst = await Promise.allSettled(
      Array.from({ length: 35 }, (_, i) => invite(owner.actor, { email: `burst${i}@victim.test`, role: 'orderer' })),
    );
    const sent = burst.filter((r) => r.status === 'fulfilled').length;
    const refused = burst.flatMap((r) => (r.status === 'rejected' ? [r.reason as RateLimitedError] : []));
    expect(sent).toBe(INVITATION_LIMITS.perDay);
    expect(refused).toHaveLength(35 - INVITATION_LIMITS.perDay);
    for (const e of refused) {
      expect(e).toBeInstanceOf(RateLimitedError);
      expect(e.code).toBe('company.tooManyInvitations');
    }
    const mailed = await w.handle.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', 'like', 'burst%@victim.test')
      .execute();
    expect(mailed).toHaveLength(INVITATION_LIMITS.perDay);
    // Another company is not held back by this one.
    const other = await newCompany('neighbour');
    await invite(other.actor, { email: 'cook@neighbour.test', role: 'orderer' });
    // An admin acting for the company is held to the same limit.
    await expectError(
      invite(w.admin.actor, { email: 'by-admin@victim.test', role: 'viewer' }, owner.id),
      RateLimitedError,
    );
    w.advance(24 * 3600 * 1000 + 1000);
    expect((await invite(owner.actor, { email: 'next-day@victim.test', role: 'viewer' })).email).toBe(
      'next-day@victim.test',
    );
  });

  it('a name carrying a link or a web address is a 400 when joining and in the profile', async () => {
    const owner = await newCompany('names');
    await invite(owner.actor, { email: 'named@names.test', role: 'viewer' });
    const { token } = await invitationToken('named@names.test');
    for (const name of [
      'Refund desk: visit http://evil.example/claim',
      'evil.example/claim',
      'www.evil',
      'Claim at evil.com',
    ]) {
      await expectError(
        Promise.resolve().then(() => accept({ token, name, password: NEW_PASSWORD })),
        ValidationError,
        VALIDATION_MESSAGES.nameLink,
      );
      await expectError(
        Promise.resolve().then(() => parseInput(profileUpdateInput, { name })),
        ValidationError,
        VALIDATION_MESSAGES.nameLink,
      );
    }
    const joined = await accept({ token, name: "Kim's B.B.Q.", password: NEW_PASSWORD });
    expect((await w.company.team(owner.actor)).members.find((m) => m.id === joined.user_id)?.name).toBe("Kim's B.B.Q.");
  });

  it("the invitation names the company in the business's sentence and never the owner's name", async () => {
    // A name set before names were checked, carrying a lure.
    const owner = await newCompany('lure', 'Refund desk: visit http://evil.example/claim');
    await invite(owner.actor, { email: 'mark@lure.test', role: 'orderer' });
    const mail = await latestMail(w.handle.db, { to: 'mark@lure.test' });
    const body = outboxBody(mail, new OutboxSealer(SESSION_SECRET));
    for (const part of [mail.subject, body.text, body.html ?? '']) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Refund desk');
    }
    expect(mail.subject).toBe('Your invitation to order wholesale for lure Kitchen');
    expect(body.text).toContain(
      'You are invited to order for lure Kitchen, a customer of ours, on our wholesale store.',
    );
    // Nothing in the outbox row names a sender: the From header is the business's MAIL_FROM.
    expect(Object.keys(mail)).not.toContain('from_address');
  });
});
