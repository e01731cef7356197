// The query shortcut must answer exactly as tRPC's own resolveResponse, or not at all: every case
// below is sent to both, on the same database, with the same context.
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveResponse } from '@trpc/server/http';
import { appRouter, createContext } from '@wholesale/api';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import { createServices, LocalDiskStorage, type Services } from '@wholesale/services';
import { type Actor } from '@wholesale/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQueries, QUERY_ANSWER_HEADERS } from './trpc-queries';

// Queries only read the database: the storage is never touched (nothing is written under it).
let handle: TestDbHandle;
let services: Services;
beforeAll(async () => {
  handle = await createTestDb({ seedCatalogue: true });
  services = createServices({
    db: handle.db,
    storage: new LocalDiskStorage(path.join(tmpdir(), 'wholesale-trpc-queries-unused')),
  });
});
afterAll(() => handle?.close());

const guest: Actor = { kind: 'guest' };
const buyer: Actor = { kind: 'buyer', userId: 2 };

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** What tRPC itself answers to `GET /trpc/<path>?<query>`. */
async function trpcAnswer(procedurePath: string, query: string, actor: Actor, headers: IncomingHttpHeaders = {}) {
  const req = new Request(`http://localhost/trpc/${procedurePath}${query}`, {
    headers: headers as Record<string, string>,
  });
  const res = await resolveResponse({
    router: appRouter,
    req,
    path: procedurePath,
    error: null,
    maxBatchSize: MAX_BATCH,
    createContext: async () => createContext({ services, actor }),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    vary: res.headers.get('vary'),
    body: await res.text(),
  };
}

const MAX_BATCH = 4;

function shortcut(
  procedurePath: string,
  query: string,
  actor: Actor,
  headers: IncomingHttpHeaders = {},
  onError?: () => void,
) {
  return answerQueries(
    appRouter,
    { url: `/trpc/${procedurePath}${query}`, path: procedurePath, headers },
    async () => createContext({ services, actor }),
    {
      maxBatchSize: MAX_BATCH,
      ...(onError ? { onError } : {}),
    },
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
    [
      'a batch without the input of a call that needs none',
      'catalogue.list,catalogue.byId',
      `?batch=1&input=${input({ 1: { id: 1 } })}`,
      guest,
    ],
    ['a batch without any input', 'catalogue.list,catalogue.list', '?batch=1', guest],
  ];

  it.each(cases)('%s', async (_name, procedurePath, query, actor) => {
    const expected = await trpcAnswer(procedurePath, query, actor);
    expect(expected.status).toBe(200);
    const answer = await shortcut(procedurePath, query, actor);
    expect(answer).toEqual({ status: 200, body: expected.body, errors: [] });
    expect(QUERY_ANSWER_HEADERS['content-type']).toBe(expected.contentType);
    expect(QUERY_ANSWER_HEADERS.vary).toBe(expected.vary);
  });
});

describe('answerQueries: failures, answered as tRPC answers them, each call run once', () => {
  const cases: [string, string, string, Actor][] = [
    ['a missing item (404)', 'catalogue.byId', `?input=${input({ id: 999_999 })}`, guest],
    ['bad input (400)', 'catalogue.byId', `?input=${input({ id: 'one' })}`, guest],
    ['a query that needs a signed-in user (401)', 'auth.me', '', guest],
    [
      'a batch with one failing call',
      'catalogue.byId,catalogue.byId',
      `?batch=1&input=${input({ 0: { id: 1 }, 1: { id: 999_999 } })}`,
      guest,
    ],
    ['a batch where every call fails', 'catalogue.byId,auth.me', `?batch=1&input=${input({ 0: { id: 'x' } })}`, guest],
  ];

  it.each(cases)('%s', async (_name, procedurePath, query, actor) => {
    const expected = await trpcAnswer(procedurePath, query, actor);
    expect(expected.status).not.toBe(200); // 4xx, or 207 for a batch of mixed outcomes
    const failures: string[] = [];
    const answer = await shortcut(procedurePath, query, actor, {}, () => failures.push('failed'));
    expect(answer).toMatchObject({ status: expected.status, body: expected.body });
    expect(failures.length).toBeGreaterThan(0);
    // The failures come back too, for the headers they ask for (Retry-After).
    expect(answer?.errors).toHaveLength(failures.length);
  });

  it('never runs a batch twice: each call of a failing batch reaches the database once', async () => {
    const calls: number[] = [];
    const counting = {
      ...services,
      catalogue: {
        ...services.catalogue,
        byId: (a: Actor, id: number) => (calls.push(id), services.catalogue.byId(a, id)),
      },
    } as Services;
    const path = 'catalogue.byId,catalogue.byId,catalogue.byId';
    const query = `?batch=1&input=${input({ 0: { id: 1 }, 1: { id: 2 }, 2: { id: 999_999 } })}`;
    const answer = await answerQueries(
      appRouter,
      { url: `/trpc/${path}${query}`, path, headers: {} },
      async () => createContext({ services: counting, actor: guest }),
      {
        maxBatchSize: MAX_BATCH,
      },
    );
    expect(answer?.status).toBe(207);
    expect(calls.sort((a, b) => a - b)).toEqual([1, 2, 999_999]);
  });
});

describe('answerQueries leaves everything else to tRPC', () => {
  const cases: [string, string, string, Actor, IncomingHttpHeaders?][] = [
    ['input that is not JSON', 'catalogue.byId', '?input=%7B%22id', guest],
    [
      'a batch larger than maxBatchSize',
      'catalogue.list,catalogue.list,catalogue.list,catalogue.list,catalogue.list',
      '?batch=1',
      guest,
    ],
    ['an unknown procedure', 'catalogue.nothing', '', guest],
    ['a mutation sent as GET', 'auth.logout', '', guest],
    [
      'a batch whose input is not an object',
      'catalogue.list,catalogue.list',
      `?batch=1&input=${input([{}, {}])}`,
      guest,
    ],
    [
      'a streaming (jsonl) batch',
      'catalogue.byId',
      `?batch=1&input=${input({ 0: { id: 1 } })}`,
      guest,
      { 'trpc-accept': 'application/jsonl' },
    ],
    ['connection params', 'catalogue.byId', `?input=${input({ id: 1 })}&connectionParams=%7B%7D`, guest],
  ];

  it.each(cases)('%s', async (_name, procedurePath, query, actor, headers = {}) => {
    expect(await shortcut(procedurePath, query, actor, headers)).toBeNull();
  });

  it('so tRPC still answers those with its own errors', async () => {
    expect(
      (
        await trpcAnswer(
          'catalogue.list,catalogue.list,catalogue.list,catalogue.list,catalogue.list',
          '?batch=1',
          guest,
        )
      ).status,
    ).toBe(400);
    expect((await trpcAnswer('auth.logout', '', guest)).status).toBe(405);
    expect((await trpcAnswer('catalogue.nothing', '', guest)).status).toBe(404);
  });
});
