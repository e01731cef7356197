// The Fastify app, built by a factory so tests drive it with `inject()` on a test database and
// main.ts runs the same thing on a port. Everything is registered here, in this order:
// security headers, compression, error/not-found handling, sessions (cookie + bearer, the
// cross-site check), health, image files, signed document links, REST (/api), tRPC (/trpc) and the SPA.
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DbHandle } from '@wholesale/db';
import { createServices, type AccountWiring, type ObjectStorage, type Services } from '@wholesale/services';
import { installSessions } from './auth/session';
import type { Config } from './config';
import { errorHandler } from './plugins/errors';
import { createRootLogger, requestIdOf, requestLoggerFactory } from './plugins/logging';
import { securityHeaders } from './plugins/security';
import { restRoutes } from './rest';
import type { UploadConcurrency } from './rest/uploads';
import { healthRoutes } from './site/health';
import { signedFileRoutes } from './site/signed-files';
import { crawlerRoutes } from './site/crawlers';
import { createSpa, HASHED_ASSETS_PREFIX } from './site/spa';
import { storageFileRoutes } from './site/storage-files';
import { styleInput } from '@wholesale/contract';
import { trpcRoutes } from './trpc';

/** What the server works with. main.ts opens them; tests pass a test database and storage. */
export interface ServerDeps {
  db: DbHandle['db'];
  storage: ObjectStorage;
  /**
   * Defaults to `createServices({ db, storage, accounts })` with `accounts` as given here (main.ts
   * passes the secret, the rate limiter and the mail worker's wake); tests may pass either.
   */
  services?: Services;
  accounts?: AccountWiring;
  /** Where log lines go (default stdout); tests capture them here. */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's root logger (Fastify's own `log` is its null logger: see buildServer). */
    serverLog: FastifyBaseLogger;
  }
}

/** How long the server waits on a client (milliseconds). */
interface ServerTimeouts {
  /** No byte received or sent for this long, mid-request: the connection is closed (a stalled client). */
  idleMs: number;
  /** The request's headers must have arrived within this. */
  headersMs: number;
  /** The whole request, headers and body, must have arrived within this (408). */
  requestMs: number;
  /** How often the headers and request deadlines are checked (Node checks them on a timer). */
  checkIntervalMs: number;
}

/**
 * Without them a client that stops sending mid-body held its connection (and an
 * upload's buffer) for ever; Fastify's defaults turn Node's request timeout off. A stalled client
 * is cut off after 20 s of silence; a slow one gets two minutes for a whole request, enough for a
 * 10 MB file at under 1 Mbit/s. Idle keep-alive connections between requests keep Fastify's 72 s.
 */
const SERVER_TIMEOUTS: ServerTimeouts = {
  idleMs: 20_000,
  headersMs: 15_000,
  requestMs: 120_000,
  checkIntervalMs: 5_000,
};

export type ServerConfig = Pick<Config, 'logLevel' | 'publicUrl' | 'webDistDir'> &
  Partial<Pick<Config, 'trustProxy'>> & {
    /** SERVER_TIMEOUTS unless given (tests shorten them). */
    timeouts?: Partial<ServerTimeouts> | undefined;
    /** Uploads in progress at once, per client and in all (rest/uploads.ts, UPLOAD_CONCURRENCY unless given). */
    uploadConcurrency?: Partial<UploadConcurrency> | undefined;
  };

/** Batched tRPC GETs put every procedure name into one path segment. */
const TRPC_MAX_PARAM_LENGTH = 5000;
/** JSON bodies; file uploads get their own limit from @fastify/multipart. */
const BODY_LIMIT_BYTES = 1024 * 1024;

function trustHops(hops: false | number): false | ((address: string, hop: number) => boolean) {
  return hops === false ? false : (_address, hop) => hop < hops;
}

export async function buildServer(config: ServerConfig, deps: ServerDeps): Promise<FastifyInstance> {
  const services =
    deps.services ??
    createServices({ db: deps.db, storage: deps.storage, ...(deps.accounts ? { accounts: deps.accounts } : {}) });

  const log = createRootLogger(config.logLevel, deps.logStream);
  const timeouts = { ...SERVER_TIMEOUTS, ...config.timeouts };
  const app = Fastify({
    // A client that stalls (mid-headers, mid-body) is cut off after `idleMs` of silence; a whole
    // request must arrive within `requestMs` (Node answers 408), its headers within `headersMs`.
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    // No `logger` for Fastify itself: given one, it also tracks every response with listeners
    // that, under load, kept finished requests alive through young-generation collections
    // (docs/decisions.md, "API speed"). Each request still gets `request.log`, a child of ours
    // bound to its request id, made when first used.
    childLoggerFactory: requestLoggerFactory(log),
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: TRPC_MAX_PARAM_LENGTH },
    // Keep-alive connections with no request in flight are closed at once on shutdown.
    forceCloseConnections: 'idle',
    // Behind a reverse proxy, request.ip (the login rate limit's client key) comes from
    // X-Forwarded-For, believing only as many hops as configured.
    // (A hop count, as proxy-addr reads a number: the first `hops` addresses are proxies.)
    trustProxy: trustHops(config.trustProxy ?? false),
  });

  app.decorate('serverLog', log);
  // Fastify writes its "request completed" line (status, response time) only for the responses it
  // tracks, which it does once there is an onResponse hook: at info level and below, there is one.
  if (log.isLevelEnabled('info')) app.addHook('onResponse', (_request, _reply, done) => done());

  // The request id goes back to the client, so a bug report can quote it; not with a
  // content-hashed file, which has nothing to report and whose headers count against the first
  // load's budget.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith(HASHED_ASSETS_PREFIX)) void reply.header('x-request-id', request.id);
    done();
  });

  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 (the default) costs far too much CPU per dynamic response; 4 is about gzip's
    // speed with smaller output.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  app.setErrorHandler(errorHandler);
  const spa = createSpa(config.webDistDir, { catalogue: services.catalogue, origin: config.publicUrl });
  app.setNotFoundHandler((request, reply) => spa.notFound(request, reply));

  await installSessions(app, {
    publicUrl: config.publicUrl,
    verify: (token) => services.accounts.auth.verifySession(token),
    renew: (token) => services.accounts.auth.renewSession(token),
    // A token that no longer holds (expired, already ended) has nothing left to end.
    end: async (token) => {
      const actor = await services.accounts.auth.verifySession(token);
      if (actor && actor.kind !== 'guest') await services.accounts.auth.logout(actor, token);
    },
  });

  await app.register(healthRoutes, {
    logLevel: config.logLevel,
    checkDatabase: async () => {
      await deps.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    },
  });
  await app.register(storageFileRoutes, {
    storage: deps.storage,
    // From the (cached) listing a guest sees: a hidden product's photos are not found by name.
    productFolderByName: async (style, name) => {
      const known = styleInput.safeParse(style);
      if (!known.success) return null;
      const wanted = name.normalize('NFC').trim().toLowerCase();
      const items = await services.catalogue.list({ kind: 'guest' }, { style: known.data });
      return (
        items.find((i) => i.name.toLowerCase() === wanted || i.name_ko.normalize('NFC').toLowerCase() === wanted)
          ?.slug ?? null
      );
    },
  });
  await app.register(signedFileRoutes, { storage: deps.storage, signer: services.accounts.signer });
  await app.register(restRoutes, {
    prefix: '/api',
    catalogue: services.catalogue,
    accounts: services.accounts,
    orders: services.orders,
    inquiries: services.inquiries,
    prices: services.prices,
    customers: services.customers,
    company: services.company,
    documents: services.documents,
    books: services.books,
    claims: services.claims,
    notes: services.notes,
    lots: services.lots,
    cases: services.cases,
    recalls: services.recalls,
    orderGuides: services.orderGuides,
    reminders: services.reminders,
    deals: services.deals,
    storage: services.storage,
    uploadConcurrency: config.uploadConcurrency,
  });
  await app.register(trpcRoutes, { prefix: '/trpc', services });
  await app.register(crawlerRoutes, { catalogue: services.catalogue, origin: config.publicUrl });
  await spa.register(app);

  return app;
}
