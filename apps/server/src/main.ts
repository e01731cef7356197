// The server process: configuration, DATA_DIR lock, database (migrated at every start), demo
// seed, storage, rate limiter, services, mail (transport and outbox worker), HTTP, and a graceful
// shutdown. `npm start` runs the bundle of this file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDb,
  demoItems,
  ensureAdmin,
  migrate,
  seedDemoCatalogue,
  seedDemoUsers,
  type DbHandle,
  type DemoUsers,
} from '@wholesale/db';
import {
  CatalogueCache,
  createMailTransport,
  createMailWorker,
  createServices,
  followCatalogueChanges,
  followOrderChanges,
  followSessionChanges,
  OrderBookCache,
  SessionCache,
  hashPassword,
  OutboxSealer,
  scaleClientLimits,
  seedDemoImages,
  verifyPassword,
  type MailTransport,
  type MailWorker,
} from '@wholesale/services';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './build-server';
import { ConfigError, loadConfigFromProcess, type ResolvedConfig } from './config';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './data-dir-lock';
import { createRateLimiter, RedisUnreachableError, type RateLimiterHandle } from './rate-limiter';
import { resolveSessionSecret } from './session-secret';
import { createPdfPool, type PdfPool } from './pdf-pool';
import { startStandingOrderJob } from './standing-order-job';
import { DOCUMENT_REMINDER_JOB_MS, startDocumentReminderJob } from './document-reminder-job';
import { startPeriodicJob } from './periodic-job';
import { clockFrom } from './business-clock';
import { startCutoffReminderJob } from './cutoff-reminder-job';
import { createStorage, describeStorage } from './storage';

/** How often the recall reminder job looks for notices a day old and not acknowledged. */
const RECALL_REMINDER_JOB_MS = 15 * 60_000;

// Stack traces point into src/*.ts through dist/main.js.map.
process.setSourceMapsEnabled(true);

// The committed demo pictures. src/main.ts and the bundle dist/main.js are both two levels below
// apps/, so this relative path holds for either (the services' own default would point into the
// bundle's folder).
const DEMO_ASSETS_DIR = fileURLToPath(new URL('../../../packages/services/demo-assets', import.meta.url));

/** What runs beside the HTTP server and must be stopped with it, in this order. */
interface Background {
  mailWorker?: MailWorker;
  mailTransport?: MailTransport;
  rateLimiter?: RateLimiterHandle;
  stopCatalogueFeed?: () => Promise<void>;
  stopOrdersFeed?: () => Promise<void>;
  stopSessionsFeed?: () => Promise<void>;
  standingOrderJob?: { stop(): Promise<void> };
  documentReminderJob?: { stop(): Promise<void> };
  statementMailJob?: { stop(): Promise<void> };
  overdueReminderJob?: { stop(): Promise<void> };
  recallReminderJob?: { stop(): Promise<void> };
  cutoffReminderJob?: { stop(): Promise<void> };
  pdfPool?: PdfPool;
}

async function stopBackground(background: Background): Promise<void> {
  // The standing-order run in flight and the mail worker's batch finish before the transport and the database go away.
  await background.standingOrderJob?.stop().catch(() => undefined);
  await background.documentReminderJob?.stop().catch(() => undefined);
  await background.statementMailJob?.stop().catch(() => undefined);
  await background.overdueReminderJob?.stop().catch(() => undefined);
  await background.recallReminderJob?.stop().catch(() => undefined);
  await background.cutoffReminderJob?.stop().catch(() => undefined);
  await background.mailWorker?.stop().catch(() => undefined);
  await background.mailTransport?.close().catch(() => undefined);
  background.rateLimiter?.close();
  await background.stopCatalogueFeed?.().catch(() => undefined);
  await background.stopOrdersFeed?.().catch(() => undefined);
  await background.stopSessionsFeed?.().catch(() => undefined);
  await background.pdfPool?.close().catch(() => undefined);
}

/** How long in-flight requests get to finish after SIGINT/SIGTERM. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** A second signal this soon after the first is the same Ctrl+C delivered twice (npm start). */
const DUPLICATE_SIGNAL_WINDOW_MS = 1_000;

function exitWith(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function printBanner(config: ResolvedConfig, url: string, demoUsers: DemoUsers | undefined): void {
  const lines = [
    '',
    `  Wholesale storefront is running at ${url}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.dataDir}`}`,
    `  Files:    ${describeStorage(config)}`,
    `  Mail:     ${config.smtpUrl ? `SMTP (${new URL(config.smtpUrl).host})` : `.eml files in ${path.join(config.dataDir, 'mail')}`}`,
    `  Limits:   ${config.redisUrl ? `Redis (${new URL(config.redisUrl).host})` : 'in memory (one process)'}`,
  ];
  if (demoUsers) {
    lines.push(
      '',
      '  Demo mode: sample catalogue and these accounts are ready to use',
      `    admin  ${demoUsers.admin.email}  /  ${demoUsers.admin.password}${demoUsers.admin.created ? '' : '  (existing account; password as seeded unless changed)'}`,
      `    buyer  ${demoUsers.buyer.email}  /  ${demoUsers.buyer.password}${demoUsers.buyer.created ? '' : '  (existing account; password as seeded unless changed)'}`,
    );
  }
  lines.push('', '  Press Ctrl+C to stop.', '');
  console.log(lines.join('\n'));
}

function browsableUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

async function main(): Promise<void> {
  let config: ResolvedConfig;
  try {
    config = resolveSessionSecret(loadConfigFromProcess());
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }

  // Only the embedded database forbids a second process; with PostgreSQL several servers may
  // share a machine (and a DATA_DIR) behind a load balancer.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) exitWith(error.message);
      throw error;
    }
  }
  // Backstop: whatever ends the process, a lock we hold does not outlive it.
  process.on('exit', () => lock?.release());

  let handle: DbHandle | undefined;
  let app: FastifyInstance | undefined;
  // A pooled connection broke, or the embedded database's worker stopped: to the server's log once
  // it exists (the requests that needed the connection answer 503 on their own).
  let reportDbError = (error: Error): void => console.error('database connection lost:', error.message);
  const background: Background = {};
  try {
    handle = await createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      // The embedded database works in a worker thread (dist/pglite-worker.js, beside this bundle), off the event loop.
      pgliteWorker: new URL('./pglite-worker.js', import.meta.url),
      onConnectionError: (error) => reportDbError(error),
    });
    await migrate(handle.db);
    const storage = createStorage(config);

    let demoUsers: DemoUsers | undefined;
    if (config.demo) {
      await seedDemoCatalogue(handle.db);
      demoUsers = await seedDemoUsers(handle.db, { hash: hashPassword });
      await seedDemoImages(storage, demoItems, { assetsDir: DEMO_ASSETS_DIR });
    }
    if (config.admin) {
      const { password } = config.admin;
      await ensureAdmin(handle.db, {
        email: config.admin.email,
        passwordHash: await hashPassword(password),
        isCurrentHash: (storedHash) => verifyPassword(storedHash, password),
      });
    }

    const rateLimiter = await createRateLimiter(config.redisUrl, {
      onError: (error) => console.error('Redis (rate limits) is unreachable; sign-ins fail until it is back:', error),
    });
    background.rateLimiter = rateLimiter;
    const { limiter } = rateLimiter;
    // The worker is created once the app (and its logger) exists; until then a wake is a no-op,
    // and the worker's first poll picks up anything queued meanwhile.
    let wakeMail = (): void => undefined;
    // Catalogue reads come from memory, dropped on every change, this process's or another's.
    const catalogueCache = new CatalogueCache({ trusted: false });
    background.stopCatalogueFeed = await followCatalogueChanges(handle.db, handle.listen, catalogueCache);
    // The back office's order-book reads are shared between admins, dropped on every order change.
    const ordersCache = new OrderBookCache();
    background.stopOrdersFeed = await followOrderChanges(handle.db, handle.listen, ordersCache);
    // What a session stands for is kept while every change that can end one is heard.
    const sessionCache = new SessionCache({ trusted: false });
    background.stopSessionsFeed = await followSessionChanges(handle.db, handle.listen, sessionCache);
    // Invoices and statements are drawn in worker threads (dist/pdf-worker.js, beside this bundle).
    const pdfPool = createPdfPool(new URL('./pdf-worker.js', import.meta.url));
    background.pdfPool = pdfPool;
    const services = createServices({
      renderPdf: pdfPool.render,
      catalogueCache,
      ordersCache,
      db: handle.db,
      storage,
      accounts: {
        sessionSecret: config.sessionSecret,
        publicUrl: config.publicUrl,
        businessEmail: config.inquiryEmail,
        limiter,
        ...(config.formLimitScale !== undefined ? { limits: scaleClientLimits(config.formLimitScale) } : {}),
        onMailQueued: () => wakeMail(),
        sessionCache,
      },
      closedDates: config.pickupClosedDates,
      holidays: config.pickupHolidays,
      orderCutoffTime: config.orderCutoffTime,
      standingLeadDays: config.standingLeadDays,
      paymentTerms: config.paymentTerms,
      ...(config.businessClockStart ? { ordersClock: clockFrom(config.businessClockStart) } : {}),
    });
    app = await buildServer(config, { db: handle.db, storage, services });
    const serverLog = app.serverLog;
    reportDbError = (error) => serverLog.warn({ err: error.message }, 'database connection lost');

    const mailTransport = createMailTransport({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      from: config.mailFrom,
      logger: app.serverLog,
    });
    background.mailTransport = mailTransport;
    // Opens the sealed reset mails, with the key the services sealed them with (same SESSION_SECRET).
    const sealer = new OutboxSealer(config.sessionSecret);
    // Replies to any mail reach sales: the business inbox is every mail's Reply-To unless the mail names its own.
    const mailWorker = createMailWorker({
      db: handle.db,
      transport: mailTransport,
      sealer,
      logger: app.serverLog,
      replyTo: config.inquiryEmail,
    });
    background.mailWorker = mailWorker;
    wakeMail = () => mailWorker.wake();
    mailWorker.start();
    background.standingOrderJob = startStandingOrderJob(() => services.orders.standing.runDue(), app.serverLog);
    background.documentReminderJob = startDocumentReminderJob(() => services.documents.runReminders(), app.serverLog);
    // Last month's finance charges (when staff turned them on), then its statements, mailed from
    // the 1st (each company once a month); looked at hourly. The charges first: the statement
    // mailed shows them.
    background.statementMailJob = startPeriodicJob(
      {
        name: 'statement mail job',
        run: async () => {
          const charged = await services.books.chargeFinance();
          return { ...(await services.books.mailStatements()), charged: charged.charged };
        },
        everyMs: DOCUMENT_REMINDER_JOB_MS,
        done: (r) =>
          r.mailed > 0 || r.charged > 0
            ? `monthly statements mailed (${r.month}), finance charges: ${r.charged}`
            : null,
      },
      app.serverLog,
    );
    // Overdue invoices' reminders: the day after the due date, then weekly; looked at hourly.
    background.overdueReminderJob = startPeriodicJob(
      {
        name: 'overdue reminder job',
        run: () => services.books.mailOverdueReminders(),
        everyMs: DOCUMENT_REMINDER_JOB_MS,
        done: (r) => (r.mailed > 0 ? 'overdue reminders mailed' : null),
      },
      app.serverLog,
    );
    // A recall's one reminder, a day after its notices, to companies that have not acknowledged;
    // looked at every quarter hour (each notice claimed by its row, so once with any number of processes).
    background.recallReminderJob = startPeriodicJob(
      {
        name: 'recall reminder job',
        run: () => services.recalls.mailReminders(),
        everyMs: RECALL_REMINDER_JOB_MS,
        done: (r) => (r.mailed > 0 ? 'recall reminders mailed' : null),
      },
      app.serverLog,
    );
    background.cutoffReminderJob = startCutoffReminderJob(() => services.reminders.runCutoffReminders(), app.serverLog);

    installShutdown(app, handle, lock, background);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    printBanner(config, browsableUrl(config.host, port), demoUsers);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await stopBackground(background);
    await handle?.close().catch(() => undefined);
    lock?.release();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      exitWith(`Port ${config.port} on ${config.host} is already in use. Set PORT to another port.`);
    if (error instanceof RedisUnreachableError) exitWith(error.message);
    if (code === 'EACCES') exitWith(`Not allowed to listen on port ${config.port}. Use a port above 1023.`);
    throw error;
  }
}

function installShutdown(
  app: FastifyInstance,
  handle: DbHandle,
  lock: DataDirLock | undefined,
  background: Background,
): void {
  let firstSignalAt: number | undefined;

  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt < DUPLICATE_SIGNAL_WINDOW_MS) return;
      console.error('Forced exit.');
      lock?.release();
      process.exit(1);
    }
    firstSignalAt = Date.now();
    console.log(`\n${signal} received: finishing requests in progress (up to ${SHUTDOWN_TIMEOUT_MS / 1000} s)…`);
    const timer = setTimeout(() => {
      console.error('Requests still running after the timeout; exiting anyway.');
      // No waiting for the mail worker here: a hung SMTP server is a reason we got this far.
      background.rateLimiter?.close();
      void handle.close().finally(() => {
        lock?.release();
        process.exit(1);
      });
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await stopBackground(background); // mail worker, mail transport, Redis
      await handle.close(); // PGlite flushes to disk here
      lock?.release();
      clearTimeout(timer);
      console.log('Stopped.');
      process.exit(0);
    } catch (error) {
      console.error('Error while shutting down:', error);
      lock?.release();
      process.exit(1);
    }
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, (received) => void shutdown(received));
  }
}

main().catch((error: unknown) => {
  console.error('The server failed to start:', error);
  process.exit(1);
});
