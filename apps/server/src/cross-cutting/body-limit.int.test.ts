// A body over the JSON limit always gets its 413, read by a real HTTP client over a real socket:
// answering before the upload has arrived and closing at once made the kernel
// reset the connection under the client's feet, which then saw ECONNRESET / EPIPE instead. The
// client is a signed-in buyer (a guest is refused 401 before any body is read: the last test).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWholeBody, type PlainAnswer } from '../testing/plain-client';
import { buildTestServer, type TestServer } from '../testing/test-server';

const FIVE_MB = 5 * 1024 * 1024;
const ROUTES = [
  '/api/users/login',
  '/api/users/forgot-password',
  '/api/orders',
  '/api/inquiries',
  '/trpc/auth.login',
  '/api/items',
];
const ROUNDS = 8;

let t: TestServer;
let port: number;
let auth: string;

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-413-', signIn: ['buyer'] });
  port = Number(new URL(await t.listen()).port);
  auth = `Bearer ${t.tokenOf('buyer')}`;
});

afterAll(() => t?.close());

/** `{"x":"aaa…"}`, `bytes` long: valid JSON, only too large. */
function jsonOfSize(bytes: number): Buffer {
  return Buffer.concat([Buffer.from('{"x":"'), Buffer.alloc(bytes - 8, 'a'), Buffer.from('"}')]);
}

/** POSTs a JSON body of `bytes` as a plain client does (testing/plain-client), chunked or with its length. */
function post(route: string, bytes: number, chunked: boolean): Promise<PlainAnswer> {
  const headers = {
    authorization: auth,
    'content-type': 'application/json',
    ...(chunked ? {} : { 'content-length': String(bytes) }),
  };
  return postWholeBody(port, route, headers, jsonOfSize(bytes));
}

/**
 * A client that sends its whole request before it reads the answer (as many simple clients do, and
 * as any client on a slow link effectively does): the answer waits in its socket buffer until the
 * upload is done. Resolves with the first line of the answer, or the error the client saw.
 */
function sendThenRead(route: string, bytes: number, signedIn = true): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.pause(); // read nothing until the request is sent
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(answer ? answer.split('\r\n')[0]! : `error ${error.code ?? error.message}`),
    );
    socket.on('close', () =>
      resolve(
        answer
          ? `${answer.split('\r\n')[0]!} ${answer.slice(answer.indexOf('\r\n\r\n') + 4, answer.indexOf('\r\n\r\n') + 44)}`
          : 'closed without an answer',
      ),
    );
    socket.setTimeout(20_000, () => socket.destroy(new Error('timeout')));
    const head = `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\n${signedIn ? `Authorization: ${auth}\r\n` : ''}Content-Type: application/json\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n`;
    socket.write(head);
    socket.write(jsonOfSize(bytes), () => {
      // All handed to the kernel: now read, as the client would.
      setTimeout(() => socket.resume(), 50);
    });
  });
}

describe('a 5 MB body to a JSON route', () => {
  it(
    `is answered 413 to a client that reads only after sending (${ROUTES.length} routes × ${ROUNDS})`,
    { timeout: 120_000 },
    async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const results = await Promise.all(ROUTES.map((route) => sendThenRead(route, FIVE_MB)));
        outcomes.push(
          ...results.map((r, i) =>
            /^HTTP\/1\.1 413 .*Request body is too large/.test(r) ? 'ok' : `${ROUTES[i]} round ${round}: ${r}`,
          ),
        );
      }
      expect(outcomes.filter((o) => o !== 'ok')).toEqual([]);
    },
  );

  it(
    `is answered 413 with the message every time (${ROUTES.length} routes × ${ROUNDS}, with and without Content-Length)`,
    { timeout: 120_000 },
    async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const results = await Promise.all(ROUTES.map((route) => post(route, FIVE_MB, round % 2 === 1)));
        for (const [i, result] of results.entries()) {
          const ok =
            'status' in result &&
            result.status === 413 &&
            JSON.parse(result.body).error === 'Request body is too large';
          outcomes.push(
            ok
              ? 'ok'
              : `${ROUTES[i]} round ${round}: ${JSON.stringify('status' in result ? { status: result.status, body: result.body.slice(0, 100) } : result)}`,
          );
        }
      }
      expect(outcomes.filter((o) => o !== 'ok')).toEqual([]);
    },
  );

  it('is answered 413 to fetch() too, on kept-alive connections', { timeout: 120_000 }, async () => {
    const body = jsonOfSize(FIVE_MB);
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const results = await Promise.all(
        ROUTES.map((route) =>
          fetch(`http://127.0.0.1:${port}${route}`, {
            method: 'POST',
            headers: { authorization: auth, 'content-type': 'application/json' },
            body,
            signal: AbortSignal.timeout(20_000),
          }).then(
            async (res) => `${res.status} ${(await res.text()).slice(0, 60)}`,
            (error: Error & { cause?: { code?: string } }) => `error ${error.cause?.code ?? error.message}`,
          ),
        ),
      );
      outcomes.push(
        ...results.map((r, i) =>
          r.startsWith('413 {"error":"Request body is too large"') ? 'ok' : `${ROUTES[i]} round ${round}: ${r}`,
        ),
      );
    }
    expect(outcomes.filter((o) => o !== 'ok')).toEqual([]);
  });

  it(
    'is answered 401 to a guest on a signed-in route, read to its end first (never a reset)',
    { timeout: 60_000 },
    async () => {
      const results = await Promise.all(
        ['/api/orders', '/api/items', '/api/orders'].map((route) => sendThenRead(route, FIVE_MB, false)),
      );
      expect(results.filter((r) => !r.startsWith('HTTP/1.1 401 '))).toEqual([]);
    },
  );

  it('leaves the server answering normal requests', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
