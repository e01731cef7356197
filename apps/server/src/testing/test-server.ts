// The server's test kit for integration tests driven with inject() (*.int.test.ts): the real server,
// built by buildServer on a fresh accounts world (@wholesale/services/testing: a test database with
// the demo catalogue, an admin and two buyers, a movable clock), the buyer and the admin signed in,
// and requests made as a role. One call replaces the set-up block each test file used to copy.
//
//   let t: TestServer;
//   useTestServer((server) => (t = server));
//   const res = await t.injectAs('admin', { method: 'GET', url: '/api/calendar/closed-days' });
//
// (useTestServer writes the beforeAll and afterAll; a file whose set-up does more writes its own.)
//
// A test over real sockets calls t.listen(); a test that needs the same world behind another
// configuration (an https public URL, a log stream, other timeouts) calls t.buildAnother(...).
// Request builders (tRPC calls, multipart bodies, cookies) are in ./requests.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { createAccountsWorld, PASSWORD, worldServices, type AccountsWorld } from '@wholesale/services/testing';
import { buildServer, type ServerConfig, type ServerDeps } from '../build-server';

/** The public URL the test servers are built with (tRPC mutations must come from this origin). */
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/**
 * Who makes a request: nobody signed in, the world's first buyer (`buyer`, buyerA), its second
 * buyer (`buyerB`), or its admin.
 */
export type Role = 'guest' | 'buyer' | 'buyerB' | 'admin';
export type SignedInRole = Exclude<Role, 'guest'>;

/**
 * Who is not staff, with the status a staff-only door answers them before it reads the body: a
 * guest is not signed in (401), a buyer may not (403). For `it.each`.
 */
export const NOT_STAFF = [
  ['guest', 401],
  ['buyer', 403],
] as const;

export interface TestServerOverrides {
  /** Merged over { logLevel: 'silent', publicUrl: TEST_PUBLIC_URL, webDistDir: <an empty scratch dir> }. */
  config?: Partial<ServerConfig>;
  /** Merged over { db, storage, services } of the world (logStream, accounts wiring, other services). */
  deps?: Partial<ServerDeps>;
  /** Who signs in (REST login, a bearer token each) before the server is handed over; buyer and admin unless given. */
  signIn?: readonly SignedInRole[];
  /**
   * Each request (inject, injectAs, the kit's own sign-ins, and those to servers from buildAnother)
   * from a client address of its own, unless its options name one: the per-client limits of
   * sign-in and the anonymous forms then stay out of the tests that are not about them.
   */
  freshClientAddresses?: boolean;
  /** The scratch directory's name prefix (in the OS temp dir). */
  tmpPrefix?: string;
}

/** A server built on the same world (buildAnother): not ready yet, so a test may add routes to it. */
export interface OtherServer {
  app: FastifyInstance;
  config: ServerConfig;
  /** app.inject, from a fresh client address when the kit was built with freshClientAddresses. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Listens on a free loopback port and answers its base URL (http://127.0.0.1:<port>). */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface TestServer {
  app: FastifyInstance;
  world: AccountsWorld;
  /** What buildServer was given, to build a second server on the same world (another config). */
  config: ServerConfig;
  deps: ServerDeps;
  /** A scratch directory removed by close(). */
  tmp: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** inject() with the role's bearer token (none for a guest); the options' own headers win. */
  injectAs(role: Role, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The role's Authorization header ({} for a guest), for helpers that take headers. */
  headersAs(role: Role): Record<string, string>;
  /** The role's bearer token (signed in by buildTestServer). */
  tokenOf(role: SignedInRole): string;
  /** The e-mail address the role signs in with. */
  emailOf(role: SignedInRole): string;
  /** Signs in through REST (POST /api/users/login) and answers the bearer token; the login must succeed. */
  login(email: string, password?: string): Promise<string>;
  /** Signs in the way the web does (tRPC auth.login from our origin) and answers `session=<value>`. */
  sessionCookie(email: string, password?: string): Promise<string>;
  /** Listens on a free loopback port (for tests over real sockets) and answers the base URL. */
  listen(): Promise<string>;
  /**
   * Another server on the same world, database, storage and scratch directory: this server's
   * config and deps with the given ones merged over them. Closed by close() if the test did not.
   */
  buildAnother(overrides?: { config?: Partial<ServerConfig>; deps?: Partial<ServerDeps> }): Promise<OtherServer>;
  close(): Promise<void>;
}

/** The services the server runs on: the world's, plus a catalogue service on its database and storage. */

async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function buildTestServer(overrides: TestServerOverrides = {}): Promise<TestServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), overrides.tmpPrefix ?? 'server-test-'));
  let world: AccountsWorld | undefined;
  let app: FastifyInstance | undefined;
  const others: FastifyInstance[] = [];
  try {
    world = await createAccountsWorld();
    const config: ServerConfig = {
      logLevel: 'silent',
      publicUrl: TEST_PUBLIC_URL,
      webDistDir: path.join(tmp, 'no-web'),
      ...overrides.config,
    };
    const deps: ServerDeps = {
      db: world.handle.db,
      storage: world.storage,
      services: worldServices(world, TEST_PUBLIC_URL),
      ...overrides.deps,
    };
    app = await buildServer(config, deps);
    await app.ready();
    const server = app;
    const w = world;

    let addresses = 0;
    /** The options, from a client address of their own when the kit was asked for that and they name none. */
    const withAddress = (options: InjectOptions): InjectOptions => {
      if (!overrides.freshClientAddresses || options.remoteAddress !== undefined) return options;
      addresses += 1;
      return { ...options, remoteAddress: `10.250.${Math.floor(addresses / 250) % 256}.${(addresses % 250) + 1}` };
    };
    const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => server.inject(withAddress(options));
    const tokens = new Map<SignedInRole, string>();
    const tokenOf = (role: SignedInRole): string => {
      const token = tokens.get(role);
      if (token === undefined)
        throw new Error(`buildTestServer: the ${role} is not signed in (signIn: [${[...tokens.keys()].join(', ')}])`);
      return token;
    };
    const headersAs = (role: Role): Record<string, string> =>
      role === 'guest' ? {} : { authorization: `Bearer ${tokenOf(role)}` };

    async function login(email: string, password = PASSWORD): Promise<string> {
      const res = await inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login of ${email} answered ${res.statusCode}: ${res.body}`);
      return res.json<{ token: string }>().token;
    }

    async function sessionCookie(email: string, password = PASSWORD): Promise<string> {
      const res = await inject({
        method: 'POST',
        url: '/trpc/auth.login',
        headers: { 'content-type': 'application/json', origin: config.publicUrl },
        payload: JSON.stringify({ email, password }),
      });
      const cookie = res.cookies.find((c) => c.name === 'session');
      if (res.statusCode !== 200 || !cookie)
        throw new Error(`web login of ${email} answered ${res.statusCode}: ${res.body}`);
      return `session=${cookie.value}`;
    }

    const emails: Record<SignedInRole, string> = {
      buyer: w.buyerA.email,
      buyerB: w.buyerB.email,
      admin: w.admin.email,
    };
    for (const role of overrides.signIn ?? (['buyer', 'admin'] as const)) tokens.set(role, await login(emails[role]));

    async function buildAnother(
      more: { config?: Partial<ServerConfig>; deps?: Partial<ServerDeps> } = {},
    ): Promise<OtherServer> {
      const otherConfig: ServerConfig = { ...config, ...more.config };
      const other = await buildServer(otherConfig, { ...deps, ...more.deps });
      others.push(other);
      return {
        app: other,
        config: otherConfig,
        inject: (options) => other.inject(withAddress(options)),
        listen: () => listenOnLoopback(other),
        close: () => other.close(),
      };
    }

    return {
      app: server,
      world: w,
      config,
      deps,
      tmp,
      inject,
      injectAs: (role, options) => inject({ ...options, headers: { ...headersAs(role), ...options.headers } }),
      headersAs,
      tokenOf,
      emailOf: (role) => emails[role],
      login,
      sessionCookie,
      listen: () => listenOnLoopback(server),
      buildAnother,
      async close() {
        // closing a server twice is harmless: a test may have closed its own already
        await Promise.all(others.map((o) => o.close()));
        await server.close();
        await w.close();
        fs.rmSync(tmp, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await Promise.all(others.map((o) => o.close()));
    await app?.close();
    await world?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

/**
 * The test file's server: built before its tests (handed to `use`, which keeps it) and closed
 * after them.
 */
export function useTestServer(use: (server: TestServer) => void, overrides: TestServerOverrides = {}): void {
  let built: TestServer | undefined;
  beforeAll(async () => {
    built = await buildTestServer(overrides);
    use(built);
  }, 60_000);
  afterAll(async () => {
    await built?.close();
  });
}
