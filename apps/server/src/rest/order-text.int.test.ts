// The order-message reader's two doors on the real server (REST POST /api/admin/orders/parse and
// tRPC admin.orders.parse), driven with inject(): the same answer through both, and a message past
// its bounds refused with a 400 and its code (the Korean is the web's, by the code).
import { describe, expect, it } from 'vitest';
import { ORDER_TEXT_CODES, ORDER_TEXT_MAX_CHARS, ORDER_TEXT_MAX_LINES, ORDER_TEXT_MESSAGES } from '@wholesale/contract';
import { useTestServer, TEST_PUBLIC_URL, type Role, type TestServer } from '../testing/test-server';

let t: TestServer;

const rest = (body: unknown, who: Role = 'admin') =>
  t.injectAs(who, { method: 'POST', url: '/api/admin/orders/parse', payload: body as Record<string, unknown> });
const trpc = (input: unknown, who: Role = 'admin') =>
  t.injectAs(who, {
    method: 'POST',
    url: '/trpc/admin.orders.parse',
    headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL },
    payload: JSON.stringify(input),
  });

useTestServer((server) => (t = server), { tmpPrefix: 'server-order-text-' });

describe('POST /api/admin/orders/parse and admin.orders.parse', () => {
  it('give staff the same proposed lines through both doors', async () => {
    const text = '안녕하세요 사장님\n소불고기 4박스, 오리 2박스\n감사합니다';
    const viaRest = await rest({ text });
    expect(viaRest.statusCode).toBe(200);
    const data = viaRest.json<{ data: unknown }>().data;
    expect(data).toMatchObject({
      lines: [{ text: '소불고기 4박스', quantity: 4, unit: 'box' }],
      unknown: [{ text: '오리 2박스' }],
    });
    const viaTrpc = await trpc({ text });
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json<{ result: { data: unknown } }>().result.data).toEqual(data);
  });

  it.each([
    ['too long', { text: '갈'.repeat(ORDER_TEXT_MAX_CHARS + 1) }, ORDER_TEXT_CODES.text, ORDER_TEXT_MESSAGES.text],
    ['empty', { text: '  \n ' }, ORDER_TEXT_CODES.text, ORDER_TEXT_MESSAGES.text],
    ['missing', {}, ORDER_TEXT_CODES.text, ORDER_TEXT_MESSAGES.text],
    [
      'too many lines',
      { text: Array.from({ length: ORDER_TEXT_MAX_LINES + 1 }, () => '목살 1').join('\n') },
      ORDER_TEXT_CODES.lines,
      ORDER_TEXT_MESSAGES.lines,
    ],
  ])('refuses a message %s with a 400 and its code, through both doors', async (_, body, code, message) => {
    const viaRest = await rest(body);
    expect(viaRest.statusCode).toBe(400);
    expect(viaRest.json()).toMatchObject({ code, message });
    const viaTrpc = await trpc(body);
    expect(viaTrpc.statusCode).toBe(400);
    expect(viaTrpc.body).toContain(code);
  });

  it('takes a message of exactly the bounds', async () => {
    const lines = Array.from({ length: ORDER_TEXT_MAX_LINES }, () => '목살 1');
    expect((await rest({ text: lines.join('\n') })).statusCode).toBe(200);
  });
});
