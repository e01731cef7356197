// The one place that reads the environment (see eslint's no-restricted-properties rule).
// `loadConfig(env)` is pure: it takes the env object and returns a typed Config or throws a
// ConfigError listing every bad variable at once, so an operator fixes them in one go.
//
// Each group of settings has its variables' schemas (and the checks across them) in config/:
// server.ts, stores.ts, mail.ts, access.ts, business.ts; fields.ts holds the kinds of value.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { HolidayRule, PaymentTerms } from '@wholesale/rules';
import { accessEnv, adminOf, requireSessionSecret } from './config/access';
import { businessEnv, businessOf } from './config/business';
import {
  DEFAULT_INQUIRY_EMAIL,
  DEFAULT_MAIL_FROM,
  mailEnv,
  mailTransportOf,
  type MailTransportKind,
} from './config/mail';
import { serverEnv, type LogLevel } from './config/server';
import { s3Of, storesEnv, type S3Config } from './config/stores';

export { MIN_SESSION_SECRET_LENGTH } from './config/access';
export type { LogLevel } from './config/server';

export interface Config {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  /** Unset → embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /** Unset → files on local disk in `${dataDir}/files`. */
  s3: S3Config | undefined;
  /** Set exactly when `mailTransport` is 'smtp'. */
  smtpUrl: string | undefined;
  /**
   * 'smtp' (SMTP_URL) or 'file' (.eml files in `${dataDir}/mail`, nothing delivered): files only in
   * demo mode or when MAIL_TRANSPORT=file says so, never by a forgotten SMTP_URL.
   */
  mailTransport: MailTransportKind;
  /**
   * Unset only in demo mode: main.ts then generates one into DATA_DIR once and reuses it
   * (see session-secret.ts). Outside demo mode loadConfig refuses to start without it.
   */
  sessionSecret: string | undefined;
  /** Without a trailing slash. */
  publicUrl: string;
  demo: boolean;
  /** Unset → in-memory rate-limit counters. */
  redisUrl: string | undefined;
  /** When set, this admin account exists at start (created, or its password reset). */
  admin: { email: string; password: string } | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  /** Absolute path of the built SPA (apps/web/dist unless WEB_DIST_DIR says otherwise). */
  webDistDir: string;
  /** The From header of outgoing mail. */
  mailFrom: string;
  /** The business inbox that receives contact inquiries. */
  inquiryEmail: string;
  /**
   * How many reverse proxies in front of the server add X-Forwarded-For (the client address feeds
   * the login rate limit); false (the default) believes no such header.
   */
  trustProxy: false | number;
  /** Days the warehouse takes no pickups: 'YYYY-MM-DD', or 'MM-DD' for every year. */
  pickupClosedDates: string[];
  /** Holidays the warehouse closes for, by rule (PICKUP_HOLIDAYS: all, none, or a list of keys). */
  pickupHolidays: HolidayRule[];
  /** STANDING_ORDER_LEAD_DAYS: how many days before pickup a standing order's cycle is made. */
  standingLeadDays: number;
  /** CASH_DISCOUNT_PERCENT and CARD_TAX_PERCENT, in basis points. */
  paymentTerms: PaymentTerms;
  /** ORDER_CUTOFF_TIME: until when (Los Angeles, 'HH:MM') on the last open day before pickup a buyer may change an order. */
  orderCutoffTime: string;
  /**
   * FORM_LIMIT_SCALE: multiplies the per-client limits of the anonymous forms (signup, inquiries,
   * password reset, uploads). Unset in production; the e2e suite, where every browser is
   * 127.0.0.1, raises them.
   */
  formLimitScale?: number;
  /**
   * BUSINESS_CLOCK_START: the moment the orders' business clock (pickup days, change deadlines,
   * deposit days) reads when the server starts, running on from there. For a test server on a fixed
   * calendar (the e2e suite's holiday weekend); never in production, where it is refused.
   */
  businessClockStart?: Date;
}

/** A Config whose session secret is known (after resolveSessionSecret in demo mode). */
export type ResolvedConfig = Config & { sessionSecret: string };

export class ConfigError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// src/config.ts and the bundle dist/main.js both sit two levels below apps/, so the same
// relative path finds apps/web/dist from either.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

// One object in the order the variables are documented: an operator reads the issues in it.
const envSchema = z.object({
  PORT: serverEnv.PORT,
  HOST: serverEnv.HOST,
  DATA_DIR: serverEnv.DATA_DIR,
  DATABASE_URL: storesEnv.DATABASE_URL,
  S3_ENDPOINT: storesEnv.S3_ENDPOINT,
  S3_ACCESS_KEY: storesEnv.S3_ACCESS_KEY,
  S3_SECRET_KEY: storesEnv.S3_SECRET_KEY,
  S3_BUCKET: storesEnv.S3_BUCKET,
  SMTP_URL: mailEnv.SMTP_URL,
  MAIL_TRANSPORT: mailEnv.MAIL_TRANSPORT,
  SESSION_SECRET: accessEnv.SESSION_SECRET,
  PUBLIC_URL: serverEnv.PUBLIC_URL,
  DEMO: serverEnv.DEMO,
  REDIS_URL: storesEnv.REDIS_URL,
  ADMIN_EMAIL: accessEnv.ADMIN_EMAIL,
  ADMIN_PASSWORD: accessEnv.ADMIN_PASSWORD,
  NODE_ENV: serverEnv.NODE_ENV,
  LOG_LEVEL: serverEnv.LOG_LEVEL,
  WEB_DIST_DIR: serverEnv.WEB_DIST_DIR,
  MAIL_FROM: mailEnv.MAIL_FROM,
  INQUIRY_EMAIL: mailEnv.INQUIRY_EMAIL,
  PICKUP_CLOSED_DATES: businessEnv.PICKUP_CLOSED_DATES,
  PICKUP_HOLIDAYS: businessEnv.PICKUP_HOLIDAYS,
  ORDER_CUTOFF_TIME: businessEnv.ORDER_CUTOFF_TIME,
  STANDING_ORDER_LEAD_DAYS: businessEnv.STANDING_ORDER_LEAD_DAYS,
  CASH_DISCOUNT_PERCENT: businessEnv.CASH_DISCOUNT_PERCENT,
  CARD_TAX_PERCENT: businessEnv.CARD_TAX_PERCENT,
  FORM_LIMIT_SCALE: serverEnv.FORM_LIMIT_SCALE,
  TRUST_PROXY: serverEnv.TRUST_PROXY,
  BUSINESS_CLOCK_START: serverEnv.BUSINESS_CLOCK_START,
});

type EnvInput = Record<string, string | undefined>;

/**
 * Parse the environment. `cwd` resolves a relative DATA_DIR / WEB_DIST_DIR; it is a parameter
 * (not process.cwd()) so the function stays pure.
 */
export function loadConfig(env: EnvInput, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  }
  const e = parsed.data;
  const issues: string[] = [];
  const s3 = s3Of(e, issues);
  const admin = adminOf(e, issues);
  const demo = e.DEMO ?? false;
  const mailTransport = mailTransportOf(e, demo, issues);
  requireSessionSecret(e.SESSION_SECRET, demo, issues);
  if (e.BUSINESS_CLOCK_START !== undefined && e.NODE_ENV === 'production')
    issues.push('BUSINESS_CLOCK_START is for test servers only: unset it when NODE_ENV=production');
  if (issues.length > 0) throw new ConfigError(issues);

  const port = e.PORT ?? 3000;
  return {
    port,
    host: e.HOST ?? '127.0.0.1',
    dataDir: path.resolve(cwd, e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    s3,
    smtpUrl: mailTransport === 'smtp' ? e.SMTP_URL : undefined,
    mailTransport: mailTransport ?? 'file',
    sessionSecret: e.SESSION_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    demo,
    redisUrl: e.REDIS_URL,
    admin,
    nodeEnv: e.NODE_ENV ?? 'development',
    logLevel: e.LOG_LEVEL ?? 'info',
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    inquiryEmail: e.INQUIRY_EMAIL ?? e.ADMIN_EMAIL ?? DEFAULT_INQUIRY_EMAIL,
    trustProxy: e.TRUST_PROXY ?? false,
    ...businessOf(e),
    ...(e.FORM_LIMIT_SCALE !== undefined ? { formLimitScale: e.FORM_LIMIT_SCALE } : {}),
    ...(e.BUSINESS_CLOCK_START !== undefined ? { businessClockStart: e.BUSINESS_CLOCK_START } : {}),
  };
}

/** Read the real environment: only main.ts calls this. */
export function loadConfigFromProcess(): Config {
  return loadConfig(process.env);
}
