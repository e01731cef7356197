// The accounts doors' test steps, for the server's integration tests (with ./test-server): a
// signup request through REST, a document uploaded to it, a pending account (both), a real
// product photo and a new product's fields; orders placed or seeded to work on.
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { zonedToUtc } from '@wholesale/rules';
import { PDF, signupPayload, uniqueEmail } from '@wholesale/services/testing';
import { multipartPost, type Headers } from './requests';
import type { TestServer } from './test-server';

export interface SignupRequest {
  email: string;
  id: number;
  uploadToken: string;
}

/** POST /api/users/signup with a valid form; it must answer 201 with the request and its upload token. */
export async function createSignupRequest(t: TestServer, email = uniqueEmail('signup')): Promise<SignupRequest> {
  const res = await t.inject({ method: 'POST', url: '/api/users/signup', payload: signupPayload(email) });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ signupRequestId: number; uploadToken: string; request: { id: number } }>();
  expect(body.request.id).toBe(body.signupRequestId);
  return { email, id: body.signupRequestId, uploadToken: body.uploadToken };
}

/** POST /api/s3/upload/document for a signup request (a license PDF unless given); the answer as it is. */
export function uploadDocument(
  t: TestServer,
  email: string,
  uploadToken: string,
  file = { name: 'license.pdf', type: 'application/pdf', bytes: PDF },
  extra: Headers = {},
): Promise<LightMyRequestResponse> {
  return t.inject(
    multipartPost(
      '/api/s3/upload/document',
      { documentType: 'business-license', userEmail: email, ...(uploadToken ? { uploadToken } : {}) },
      file,
      extra,
    ),
  );
}

/** A pending account: a signup request (password 'pending-pass') with its license.pdf uploaded. */
export async function createPendingAccount(t: TestServer): Promise<SignupRequest> {
  const pending = await createSignupRequest(t);
  const first = await uploadDocument(t, pending.email, pending.uploadToken);
  expect(first.statusCode, first.body).toBe(200);
  return pending;
}

/** A real (tiny) JPEG: the photo route decodes what it gets. */
export function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: '#b03030' } })
    .jpeg()
    .toBuffer();
}

/** A product an admin may add (POST /api/items, tRPC admin.items.create). */
export const NEW_PRODUCT = {
  name: 'Matrix Brisket',
  name_ko: '매트릭스 양지',
  style: 'unprocessed',
  species: 'beef',
  spec: '20 lb - 10 lb x 2 packs',
  price: 99,
} as const;

/**
 * A pending order of `userId` (one box of item 1) picked up ten days from now, at 8:00 AM Los
 * Angeles: its cutoff is days ahead whatever the calendar, so its buyer may still change it.
 */
/**
 * An order of `userId`'s (an orderer) awaiting their company owner's approval: placed by
 * the real checkout at the earliest pickup, so the owner's approval finds its window on offer, then
 * marked as waiting (whatever the orderer's limit).
 */
export async function seedAwaitingOrder(t: TestServer, userId: number): Promise<number> {
  const placed = await t.world.orders.placeOrder(
    { kind: 'buyer', userId },
    { order_type: 'pickup', cart_items: [{ id: 1, quantity: 1 }] },
  );
  await t.world.handle.db
    .updateTable('orders')
    .set({ order_status: 'awaiting approval' })
    .where('id', '=', placed.id)
    .execute();
  return placed.id;
}

export async function seedChangeableOrder(t: TestServer, userId: number): Promise<number> {
  const db = t.world.handle.db;
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const start = zonedToUtc(day, '08:00');
  const order = await db
    .insertInto('orders')
    .values({
      user_id: userId,
      total_amount_cents: 10_000,
      order_status: 'pending',
      pickup_start: start,
      pickup_end: new Date(start.getTime() + 2 * 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      item_id: 1,
      item_name: 'Test line',
      quantity: 1,
      unit_price_cents: 10_000,
      line_total_cents: 10_000,
    })
    .execute();
  return order.id;
}

/** The id of the order's line (the first, for an order of several). */
export async function lineIdOf(t: TestServer, orderId: number): Promise<number> {
  const line = await t.world.handle.db
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return line.id;
}

/** An order as checkout answers it. */
export interface PlacedOrder {
  id: number;
  order_number: string;
}

/**
 * Checkout at the REST door (POST /api/orders, a pickup at the earliest time on offer) as the
 * headers' buyer, with these lines; it must answer 201. Answers the placed order.
 */
export async function checkoutAs(
  t: TestServer,
  headers: Headers,
  cartItems: { id: number; quantity: number }[],
): Promise<PlacedOrder> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { order_type: 'pickup', cart_items: cartItems },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: PlacedOrder }>().data;
}
