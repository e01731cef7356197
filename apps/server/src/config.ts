// The one place that reads the environment (see eslint's no-restricted-properties rule).
// `loadConfig(env)` is pure: it takes the env object and returns a typed Config or throws a
// ConfigError listing every bad variable at once, so an operator fixes them in one go.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  CASH_DISCOUNT_MAX_BP,
  DEFAULT_PAYMENT_TERMS,
  HOLIDAY_RULES,
  isCutoffTime,
  ORDER_CUTOFF_TIME,
  parseClosedDates,
  parseHolidayRules,
  percentToBp,
  STANDING_ORDER_LEAD_DAYS,
  type HolidayRule,
  type PaymentTerms,
} from '@wholesale/rules';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Minimum length of SESSION_SECRET: 32 characters (at least 128 bits of entropy if random). */
export const MIN_SESSION_SECRET_LENGTH = 32;
/** A bootstrap admin password set from the environment guards the whole business. */
const MIN_ADMIN_PASSWORD_LENGTH = 12;
const DEFAULT_MAIL_FROM = '"Wholesale Meat Co." <no-reply@localhost>';
/**
 * Where inquiries go when neither INQUIRY_EMAIL nor ADMIN_EMAIL is set. Not `sales@localhost`:
 * the outbox accepts only addresses with a domain and a TLD (`.localhost` is reserved, RFC 6761).
 */
const DEFAULT_INQUIRY_EMAIL = 'sales@wholesale.localhost';

/**
 * Extra fixed closures beyond the holiday rules: none by default. The holidays themselves (New
 * Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and the day after,
 * Christmas) are rules (PICKUP_HOLIDAYS), observed on a weekday when they fall on a weekend.
 */
const DEFAULT_PICKUP_CLOSED_DATES: string[] = [];
/** Every holiday rule the warehouse knows (PICKUP_HOLIDAYS=all). */
const DEFAULT_PICKUP_HOLIDAYS: HolidayRule[] = [...HOLIDAY_RULES];

const MAIL_TRANSPORTS = ['smtp', 'file'] as const;
type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

interface S3Config {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

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

// Docker env files and shells often leave a variable set but empty: treat that as unset.
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const urlWithProtocols = (name: string, protocols: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const booleanFlag = (name: string) =>
  z.string().transform((value, ctx) => {
    const normalised = value.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
    if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
    ctx.addIssue({ code: 'custom', message: `${name} must be 1/0, true/false, yes/no or on/off (got "${value}")` });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: optional(
    z.string().transform((value, ctx) => {
      const port = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        ctx.addIssue({ code: 'custom', message: `PORT must be an integer between 0 and 65535 (got "${value}")` });
        return z.NEVER;
      }
      return port;
    }),
  ),
  HOST: optional(z.string().trim()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(urlWithProtocols('DATABASE_URL', ['postgres:', 'postgresql:'])),
  S3_ENDPOINT: optional(urlWithProtocols('S3_ENDPOINT', ['http:', 'https:'])),
  S3_ACCESS_KEY: optional(z.string()),
  S3_SECRET_KEY: optional(z.string()),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'S3_BUCKET must be a valid bucket name (3-63 lowercase letters, digits, dots or hyphens)',
    }),
  ),
  SMTP_URL: optional(urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:'])),
  MAIL_TRANSPORT: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(MAIL_TRANSPORTS, { error: 'MAIL_TRANSPORT must be smtp or file' })),
  ),
  SESSION_SECRET: optional(
    z.string().min(MIN_SESSION_SECRET_LENGTH, {
      error: `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long (use e.g. \`openssl rand -hex 32\`)`,
    }),
  ),
  PUBLIC_URL: optional(urlWithProtocols('PUBLIC_URL', ['http:', 'https:'])),
  DEMO: optional(booleanFlag('DEMO')),
  REDIS_URL: optional(urlWithProtocols('REDIS_URL', ['redis:', 'rediss:'])),
  ADMIN_EMAIL: optional(z.email({ error: 'ADMIN_EMAIL must be an e-mail address' })),
  ADMIN_PASSWORD: optional(
    z.string().min(MIN_ADMIN_PASSWORD_LENGTH, {
      error: `ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`,
    }),
  ),
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be development, production or test',
    }),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })),
  WEB_DIST_DIR: optional(z.string()),
  // A display name and an address: `"Name" <a@b.c>`, `Name <a@b.c>` or a bare address. No line
  // breaks, so the value can never inject another header.
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .regex(/^(?:[^\r\n<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
        error: 'MAIL_FROM must be an address, optionally with a display name: "Name" <no-reply@example.com>',
      }),
  ),
  INQUIRY_EMAIL: optional(z.email({ error: 'INQUIRY_EMAIL must be an e-mail address' })),
  PICKUP_CLOSED_DATES: optional(
    z.string().transform((value, ctx) => {
      try {
        return parseClosedDates(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: `PICKUP_CLOSED_DATES: ${(err as Error).message}` });
        return z.NEVER;
      }
    }),
  ),
  PICKUP_HOLIDAYS: optional(
    z.string().transform((value, ctx) => {
      try {
        return parseHolidayRules(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: `PICKUP_HOLIDAYS: ${(err as Error).message}` });
        return z.NEVER;
      }
    }),
  ),
  ORDER_CUTOFF_TIME: optional(
    z.string().transform((value, ctx) => {
      const time = value.trim();
      if (isCutoffTime(time)) return time;
      ctx.addIssue({
        code: 'custom',
        message: `ORDER_CUTOFF_TIME must be a 24-hour time HH:MM, like 17:00 (got "${value}")`,
      });
      return z.NEVER;
    }),
  ),
  STANDING_ORDER_LEAD_DAYS: optional(
    z.string().transform((value, ctx) => {
      const text = value.trim();
      const n = Number(text);
      if (/^\d{1,2}$/.test(text) && n >= 1 && n <= 10) return n;
      ctx.addIssue({
        code: 'custom',
        message: `STANDING_ORDER_LEAD_DAYS must be a whole number of days from 1 to 10 (got "${value}")`,
      });
      return z.NEVER;
    }),
  ),
  CASH_DISCOUNT_PERCENT: optional(
    z.string().transform((value, ctx) => {
      const bp = percentToBp(value);
      if (bp !== null && bp <= CASH_DISCOUNT_MAX_BP) return bp;
      ctx.addIssue({
        code: 'custom',
        message: `CASH_DISCOUNT_PERCENT must be a percentage from 0 to 5, like 5 or 2.5 (got "${value}")`,
      });
      return z.NEVER;
    }),
  ),
  CARD_TAX_PERCENT: optional(
    z.string().transform((value, ctx) => {
      const bp = percentToBp(value);
      if (bp !== null && bp <= 2_000) return bp;
      ctx.addIssue({
        code: 'custom',
        message: `CARD_TAX_PERCENT must be a percentage from 0 to 20, like 9.75 (got "${value}")`,
      });
      return z.NEVER;
    }),
  ),
  FORM_LIMIT_SCALE: optional(
    z.string().transform((value, ctx): number => {
      const n = Number(value.trim());
      if (Number.isFinite(n) && n > 0 && n <= 10_000) return n;
      ctx.addIssue({
        code: 'custom',
        message: `FORM_LIMIT_SCALE must be a number above 0, at most 10000 (got "${value}")`,
      });
      return z.NEVER;
    }),
  ),
  // on = one proxy hop. Never "trust everything": the left-most X-Forwarded-For entry is
  // whatever the client wrote, which would let anyone pick their own rate-limit bucket.
  TRUST_PROXY: optional(
    z.string().transform((value, ctx): false | number => {
      const normalised = value.trim().toLowerCase();
      if (['true', 'yes', 'on'].includes(normalised)) return 1;
      if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
      const hops = /^\d+$/.test(normalised) ? Number(normalised) : Number.NaN;
      if (Number.isInteger(hops) && hops >= 1 && hops <= 10) return hops;
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be off, on (one proxy) or the number of proxies in front of the server, 1-10 (got "${value}")`,
      });
      return z.NEVER;
    }),
  ),
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

  const s3Vars = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_ACCESS_KEY: e.S3_ACCESS_KEY,
    S3_SECRET_KEY: e.S3_SECRET_KEY,
    S3_BUCKET: e.S3_BUCKET,
  };
  const missingS3 = Object.entries(s3Vars)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missingS3.length > 0 && missingS3.length < 4) {
    issues.push(
      `S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY and S3_BUCKET must be set together (missing: ${missingS3.join(', ')})`,
    );
  }

  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    issues.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither)');
  }

  const demo = e.DEMO ?? false;

  // Mail: SMTP when SMTP_URL is set; files in demo mode; outside demo mode, files only when chosen.
  // A production server that lost its SMTP_URL would otherwise write every mail (reset links
  // included) to disk, deliver nothing, and say so only in a log.
  const mailTransport: MailTransportKind | undefined =
    e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : demo ? 'file' : undefined);
  if (e.MAIL_TRANSPORT === 'smtp' && e.SMTP_URL === undefined) {
    issues.push('MAIL_TRANSPORT=smtp needs SMTP_URL (smtp://user:password@host:587 or smtps://…)');
  } else if (e.MAIL_TRANSPORT === 'file' && e.SMTP_URL !== undefined) {
    issues.push(
      'MAIL_TRANSPORT=file and SMTP_URL contradict each other: unset SMTP_URL to write mail to files, or MAIL_TRANSPORT to send it',
    );
  } else if (mailTransport === undefined) {
    issues.push(
      'SMTP_URL is required unless DEMO=1: set it to your mail server (smtp://user:password@host:587 or smtps://…), ' +
        'or set MAIL_TRANSPORT=file to write outgoing mail as .eml files into DATA_DIR/mail instead (nothing is delivered to anyone)',
    );
  }
  if (!demo && e.SESSION_SECRET === undefined) {
    issues.push(
      `SESSION_SECRET is required unless DEMO=1: set it to a random string of at least ${MIN_SESSION_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 32\`)`,
    );
  }

  if (issues.length > 0) throw new ConfigError(issues);

  const port = e.PORT ?? 3000;
  return {
    port,
    host: e.HOST ?? '127.0.0.1',
    dataDir: path.resolve(cwd, e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    s3:
      e.S3_ENDPOINT && e.S3_ACCESS_KEY && e.S3_SECRET_KEY && e.S3_BUCKET
        ? { endpoint: e.S3_ENDPOINT, accessKey: e.S3_ACCESS_KEY, secretKey: e.S3_SECRET_KEY, bucket: e.S3_BUCKET }
        : undefined,
    smtpUrl: mailTransport === 'smtp' ? e.SMTP_URL : undefined,
    mailTransport: mailTransport ?? 'file',
    sessionSecret: e.SESSION_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    demo,
    redisUrl: e.REDIS_URL,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    nodeEnv: e.NODE_ENV ?? 'development',
    logLevel: e.LOG_LEVEL ?? 'info',
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    inquiryEmail: e.INQUIRY_EMAIL ?? e.ADMIN_EMAIL ?? DEFAULT_INQUIRY_EMAIL,
    trustProxy: e.TRUST_PROXY ?? false,
    pickupClosedDates: e.PICKUP_CLOSED_DATES ?? DEFAULT_PICKUP_CLOSED_DATES,
    pickupHolidays: e.PICKUP_HOLIDAYS ?? DEFAULT_PICKUP_HOLIDAYS,
    orderCutoffTime: e.ORDER_CUTOFF_TIME ?? ORDER_CUTOFF_TIME,
    standingLeadDays: e.STANDING_ORDER_LEAD_DAYS ?? STANDING_ORDER_LEAD_DAYS,
    paymentTerms: {
      cashDiscountBp: e.CASH_DISCOUNT_PERCENT ?? DEFAULT_PAYMENT_TERMS.cashDiscountBp,
      cardTaxBp: e.CARD_TAX_PERCENT ?? DEFAULT_PAYMENT_TERMS.cardTaxBp,
    },
    ...(e.FORM_LIMIT_SCALE !== undefined ? { formLimitScale: e.FORM_LIMIT_SCALE } : {}),
  };
}

/** Read the real environment: only main.ts calls this. */
export function loadConfigFromProcess(): Config {
  return loadConfig(process.env);
}
