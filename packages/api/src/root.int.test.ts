import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTRPCErrorShape } from '@trpc/server';
import { demoItems } from '@wholesale/db';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import { createServices, LocalDiskStorage, type Services } from '@wholesale/services';
import { type Actor } from '@wholesale/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, createCaller } from './root';
import { buyerProcedure, adminProcedure, router, type Context } from './trpc';
import { trpcError } from './testing/trpc-error';

let handle: TestDbHandle;
let services: Services;
let dir: string;

beforeAll(async () => {
  handle = await createTestDb({ seedCatalogue: true });
  dir = await mkdtemp(path.join(tmpdir(), 'wholesale-api-'));
  services = createServices({ db: handle.db, storage: new LocalDiskStorage(dir) });
});
afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

const guest: Actor = { kind: 'guest' };
const buyer: Actor = { kind: 'buyer', userId: 2 };
const admin: Actor = { kind: 'admin', userId: 1 };
const ctx = (actor: Actor): Context => ({ actor, services });

describe('catalogue router', () => {
  it('gives guests items without any discounted_price key, from every procedure', async () => {
    const caller = appRouter.createCaller(ctx(guest));
    const results = [
      await caller.catalogue.list(),
      await caller.catalogue.list({ style: 'premium' }),
      [await caller.catalogue.byId({ id: 1 })],
      await caller.catalogue.byIds({ ids: [1, 2, 3] }),
      await caller.catalogue.search({ q: 'beef' }),
    ];
    for (const items of results) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(Object.keys(item)).not.toContain('discounted_price');
    }
  });

  it('gives buyers the discounted price', async () => {
    const item = await createCaller(ctx(buyer)).catalogue.byId({ id: 1 });
    expect(item.discounted_price).toBe(demoItems[0]!.discounted_price_cents / 100);
    expect(item.price).toBe(demoItems[0]!.price_cents / 100);
  });

  it("answers NOT_FOUND 'Product not found' for a missing or hidden item", async () => {
    const caller = createCaller(ctx(guest));
    const hidden = demoItems.find((d) => !d.show)!;
    for (const id of [999_999, hidden.id]) {
      const err = await trpcError(caller.catalogue.byId({ id }));
      expect(err.code).toBe('NOT_FOUND');
      expect(err.message).toBe('Product not found');
    }
  });

  it('answers BAD_REQUEST for bad input, with a readable message', async () => {
    const caller = createCaller(ctx(guest));
    const badId = await trpcError(caller.catalogue.byId({ id: -4 }));
    expect(badId.code).toBe('BAD_REQUEST');

    // @ts-expect-error: an unknown style is not a valid input
    const badStyle = await trpcError(caller.catalogue.list({ style: 'smoked' }));
    expect(badStyle.code).toBe('BAD_REQUEST');

    const badLimit = await trpcError(caller.catalogue.search({ q: 'beef', limit: 500 }));
    expect(badLimit.code).toBe('BAD_REQUEST');
  });

  it('words a refused input by its first issue, as REST does, with every field and its code in data.fields', async () => {
    const caller = createCaller(ctx(guest));
    const err = await trpcError(caller.catalogue.search({ q: 'x'.repeat(101), limit: 0 }));
    // The shape an HTTP client receives, built the way the HTTP adapter builds it.
    const shape = getTRPCErrorShape({
      config: appRouter._def._config,
      error: err,
      type: 'query',
      path: 'catalogue.search',
      input: undefined,
      ctx: ctx(guest),
    });
    expect(err.message).toBe('Search text is too long');
    expect(shape.message).toBe('Search text is too long');
    expect(shape.data.errorCode).toBe('input.searchTooLong');
    expect(shape.data.fields).toEqual({
      q: { code: 'input.searchTooLong', message: 'Search text is too long' },
      limit: { code: 'catalogue.searchLimit', message: 'Limit must be between 1 and 50' },
    });
  });
});

describe('procedure guards', () => {
  const guarded = router({
    buyerOnly: buyerProcedure.query(({ ctx }) => ctx.actor.userId),
    adminOnly: adminProcedure.query(({ ctx }) => ctx.actor.userId),
  });

  it('map the domain errors to UNAUTHORIZED and FORBIDDEN', async () => {
    expect((await trpcError(guarded.createCaller(ctx(guest)).buyerOnly())).code).toBe('UNAUTHORIZED');
    expect((await trpcError(guarded.createCaller(ctx(admin)).buyerOnly())).code).toBe('FORBIDDEN');
    expect((await trpcError(guarded.createCaller(ctx(buyer)).adminOnly())).code).toBe('FORBIDDEN');
    expect(await guarded.createCaller(ctx(buyer)).buyerOnly()).toBe(2);
    expect(await guarded.createCaller(ctx(admin)).adminOnly()).toBe(1);
  });
});
