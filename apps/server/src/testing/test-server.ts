// The server's test kit for integration tests driven with inject() (*.int.test.ts): the real server,
// built by buildServer on a fresh accounts world (@wholesale/services/testing: a test database with
// the demo catalogue, an admin and two buyers, a movable clock), the buyer and the admin signed in,
// and requests made as a role. One call replaces the set-up block each test file used to copy.
//
//   let t: TestServer;
//   beforeAll(async () => { t = await buildTestServer(); }, 60_000);
//   afterAll(() => t?.close());
//   const res = await t.injectAs('admin', { method: 'GET', url: '/api/calendar/closed-days' });
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createCatalogueService, type Services } from '@wholesale/services';
import { createAccountsWorld, PASSWORD, type AccountsWorld } from '@wholesale/services/testing';
import { buildServer, type ServerConfig, type ServerDeps } from '../build-server';

/** The public URL the test servers are built with (tRPC mutations must come from this origin). */
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** Who makes a request: nobody signed in, the world's first buyer (buyerA), or its admin. */
export type Role = 'guest' | 'buyer' | 'admin';
export type SignedInRole = Exclude<Role, 'guest'>;

export interface TestServerOverrides {
  /** Merged over { logLevel: 'silent', publicUrl: TEST_PUBLIC_URL, webDistDir: <an empty scratch dir> }. */
  config?: Partial<ServerConfig>;
  /** Merged over { db, storage, services } of the world (logStream, accounts wiring, other services). */
  deps?: Partial<ServerDeps>;
  /** Who signs in (REST login, a bearer token each) before the server is handed over; both unless given. */
  signIn?: readonly SignedInRole[];
  /** The scratch directory's name prefix (in the OS temp dir). */
  tmpPrefix?: string;
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
  /** Signs in through REST (POST /api/users/login) and answers the bearer token; the login must succeed. */
  login(email: string, password?: string): Promise<string>;
  /** Signs in the way the web does (tRPC auth.login from our origin) and answers `session=<value>`. */
  sessionCookie(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The services the server runs on: the world's, plus a catalogue service on its database and storage. */
function worldServices(world: AccountsWorld): Services {
  return {
    catalogue: createCatalogueService({ db: world.handle.db, storage: world.storage }),
    accounts: world.services,
    orders: world.orders,
    dashboard: world.dashboard,
    inquiries: world.inquiries,
    storage: world.storage,
  };
}

export async function buildTestServer(overrides: TestServerOverrides = {}): Promise<TestServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), overrides.tmpPrefix ?? 'server-test-'));
  let world: AccountsWorld | undefined;
  let app: FastifyInstance | undefined;
  try {
    world = await createAccountsWorld();
    const config: ServerConfig = { logLevel: 'silent', publicUrl: TEST_PUBLIC_URL, webDistDir: path.join(tmp, 'no-web'), ...overrides.config };
    const deps: ServerDeps = { db: world.handle.db, storage: world.storage, services: worldServices(world), ...overrides.deps };
    app = await buildServer(config, deps);
    await app.ready();
    const server = app;
    const w = world;

    const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => server.inject(options);
    const tokens = new Map<SignedInRole, string>();
    const tokenOf = (role: SignedInRole): string => {
      const token = tokens.get(role);
      if (token === undefined) throw new Error(`buildTestServer: the ${role} is not signed in (signIn: [${[...tokens.keys()].join(', ')}])`);
      return token;
    };
    const headersAs = (role: Role): Record<string, string> => (role === 'guest' ? {} : { authorization: `Bearer ${tokenOf(role)}` });

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
      if (res.statusCode !== 200 || !cookie) throw new Error(`web login of ${email} answered ${res.statusCode}: ${res.body}`);
      return `session=${cookie.value}`;
    }

    const emails: Record<SignedInRole, string> = { buyer: w.buyerA.email, admin: w.admin.email };
    for (const role of overrides.signIn ?? (['buyer', 'admin'] as const)) tokens.set(role, await login(emails[role]));

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
      login,
      sessionCookie,
      async close() {
        await server.close();
        await w.close();
        fs.rmSync(tmp, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await app?.close();
    await world?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}
