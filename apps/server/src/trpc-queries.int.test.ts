// The query shortcut must answer exactly as tRPC's own resolveResponse, or not at all: every case
// below is sent to both, on the same database, with the same context.
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveResponse } from '@trpc/server/http';
import { appRouter, createContext } from '@wholesale/api';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import { createServices, LocalDiskStorage, type Actor, type Services } from '@wholesale/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQueries, QUERY_ANSWER_HEADERS } from './trpc-queries';

// Queries only read the database: the storage is never touched (nothing is written under it).
let handle: TestDbHandle;
let services: Services;
beforeAll(async () => {
  handle = await createTestDb({ seedCatalogue: true });
  services = createServices({ db: handle.db, storage: new LocalDiskStorage(path.join(tmpdir(), 'wholesale-trpc-queries-unused')) });
});
afterAll(() => handle?.close());

const guest: Actor = { kind: 'guest' };
const buyer: Actor = { kind: 'buyer', userId: 2 };

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** What tRPC itself answers to `GET /trpc/<path>?<query>`. */
async function trpcAnswer(procedurePath: string, query: string, actor: Actor, headers: IncomingHttpHeaders = {}) {
  const req = new Request(`http://localhost/trpc/${procedurePath}${query}`, { headers: headers as Record<string, string> });
  const res = await resolveResponse({
    router: appRouter,
    req,
    path: procedurePath,
    error: null,
    createContext: async () => createContext({ services, actor }),
  });
  return { status: res.status, contentType: res.headers.get('content-type'), vary: res.headers.get('vary'), body: await res.text() };
}

function shortcut(procedurePath: string, query: string, actor: Actor, headers: IncomingHttpHeaders = {}) {
  return answerQueries(appRouter, { url: `/trpc/${procedurePath}${query}`, path: procedurePath, headers }, async () =>
    createContext({ services, actor }),
  );
}

describe('answerQueries: GETs of queries that succeed, answered as tRPC answers them', () => {
  const cases: [string, string, string, Actor][] = [
    ['one item', 'catalogue.byId', `?input=${input({ id: 1 })}`, guest],
    ['one item, for a buyer (with discounted_price)', 'catalogue.byId', `?input=${input({ id: 1 })}`, buyer],
    ['the whole list, no input at all', 'catalogue.list', '', guest],
    ['the whole list, empty input', 'catalogue.list', `?input=${input({})}`, guest],
    ['a style', 'catalogue.list', `?input=${input({ style: 'premium' })}`, buyer],
    ['several ids', 'catalogue.byIds', `?input=${input({ ids: [3, 1, 2] })}`, guest],
    ['a Korean search', 'catalogue.search', `?input=${input({ q: '갈비' })}`, guest],
    [
      'a batch, as httpBatchLink sends it',
      'catalogue.list,catalogue.byId',
      `?batch=1&input=${input({ 0: { style: 'marinated' }, 1: { id: 2 } })}`,
      guest,
    ],
    ['a batch without the input of a call that needs none', 'catalogue.list,catalogue.byId', `?batch=1&input=${input({ 1: { id: 1 } })}`, guest],
    ['a batch without any input', 'catalogue.list,catalogue.list', '?batch=1', guest],
  ];

  it.each(cases)('%s', async (_name, procedurePath, query, actor) => {
    const expected = await trpcAnswer(procedurePath, query, actor);
    expect(expected.status).toBe(200);
    const body = await shortcut(procedurePath, query, actor);
    expect(body).toBe(expected.body);
    expect(QUERY_ANSWER_HEADERS['content-type']).toBe(expected.contentType);
    expect(QUERY_ANSWER_HEADERS.vary).toBe(expected.vary);
  });
});

describe('answerQueries leaves everything else to tRPC', () => {
  const cases: [string, string, string, Actor, IncomingHttpHeaders?][] = [
    ['a missing item (404)', 'catalogue.byId', `?input=${input({ id: 999_999 })}`, guest],
    ['bad input (400)', 'catalogue.byId', `?input=${input({ id: 'one' })}`, guest],
    ['input that is not JSON', 'catalogue.byId', '?input=%7B%22id', guest],
    ['an unknown procedure', 'catalogue.nothing', '', guest],
    ['a mutation sent as GET', 'auth.logout', '', guest],
    ['a query that needs a signed-in user', 'auth.me', '', guest],
    ['a batch whose input is not an object', 'catalogue.list,catalogue.list', `?batch=1&input=${input([{}, {}])}`, guest],
    ['a batch with one failing call', 'catalogue.byId,catalogue.byId', `?batch=1&input=${input({ 0: { id: 1 }, 1: { id: 999_999 } })}`, guest],
    ['a streaming (jsonl) batch', 'catalogue.byId', `?batch=1&input=${input({ 0: { id: 1 } })}`, guest, { 'trpc-accept': 'application/jsonl' }],
    ['connection params', 'catalogue.byId', `?input=${input({ id: 1 })}&connectionParams=%7B%7D`, guest],
  ];

  it.each(cases)('%s', async (_name, procedurePath, query, actor, headers = {}) => {
    expect(await shortcut(procedurePath, query, actor, headers)).toBeNull();
  });

  it('so tRPC still answers those with its own errors', async () => {
    expect((await trpcAnswer('catalogue.byId', `?input=${input({ id: 999_999 })}`, guest)).status).toBe(404);
    expect((await trpcAnswer('auth.logout', '', guest)).status).toBe(405);
    expect((await trpcAnswer('catalogue.nothing', '', guest)).status).toBe(404);
  });
});
