import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOLIDAY_RULES } from '@wholesale/rules';
import { ConfigError, loadConfig } from './config';

const SECRET = 'x'.repeat(32);
/** Outside demo mode, the mail's destination must be named: files, for the tests that are about something else. */
const FILE_MAIL = { MAIL_TRANSPORT: 'file' } as const;

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, ...FILE_MAIL }, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      s3: undefined,
      smtpUrl: undefined,
      mailTransport: 'file',
      sessionSecret: SECRET,
      publicUrl: 'http://localhost:3000',
      demo: false,
      redisUrl: undefined,
      admin: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      mailFrom: '"Wholesale Meat Co." <no-reply@localhost>',
      inquiryEmail: 'sales@wholesale.localhost',
      trustProxy: false,
    });
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET, ...FILE_MAIL, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(
      loadConfig({ SESSION_SECRET: SECRET, ...FILE_MAIL, PUBLIC_URL: 'https://shop.example.com/' }).publicUrl,
    ).toBe('https://shop.example.com');
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, ...FILE_MAIL, PORT: '', DATABASE_URL: ' ', DEMO: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBe(false);
  });

  it.each(['abc', '-1', '65536', '3.5', '80x'])('rejects PORT=%s with a clear message', (port) => {
    expect(configError({ SESSION_SECRET: SECRET, PORT: port }).issues).toEqual([
      `PORT must be an integer between 0 and 65535 (got "${port}")`,
    ]);
  });

  it('requires SESSION_SECRET outside demo mode and accepts its absence in demo mode', () => {
    expect(configError({}).message).toMatch(/SESSION_SECRET is required unless DEMO=1/);
    expect(loadConfig({ DEMO: '1' }).sessionSecret).toBeUndefined();
    expect(loadConfig({ DEMO: 'true' }).demo).toBe(true);
  });

  it('refuses to start outside demo mode without SMTP_URL, unless files are chosen with MAIL_TRANSPORT=file', () => {
    // No silent fallback to files: the operator is told what to set.
    expect(configError({ SESSION_SECRET: SECRET }).issues).toEqual([
      'SMTP_URL is required unless DEMO=1: set it to your mail server (smtp://user:password@host:587 or smtps://…), ' +
        'or set MAIL_TRANSPORT=file to write outgoing mail as .eml files into DATA_DIR/mail instead (nothing is delivered to anyone)',
    ]);
    expect(configError({ SESSION_SECRET: SECRET, DEMO: '0', SMTP_URL: ' ' }).message).toMatch(
      /SMTP_URL is required unless DEMO=1/,
    );
    // The explicit choice, in any case.
    for (const value of ['file', 'FILE', ' file ']) {
      expect(loadConfig({ SESSION_SECRET: SECRET, MAIL_TRANSPORT: value })).toMatchObject({
        mailTransport: 'file',
        smtpUrl: undefined,
      });
    }
    // SMTP, with or without saying so.
    expect(loadConfig({ SESSION_SECRET: SECRET, SMTP_URL: 'smtp://mail.example:587' })).toMatchObject({
      mailTransport: 'smtp',
      smtpUrl: 'smtp://mail.example:587',
    });
    expect(
      loadConfig({ SESSION_SECRET: SECRET, MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtps://mail.example' }),
    ).toMatchObject({ mailTransport: 'smtp' });
    // Contradictions and unknown values are refused.
    expect(configError({ SESSION_SECRET: SECRET, MAIL_TRANSPORT: 'smtp' }).issues).toEqual([
      'MAIL_TRANSPORT=smtp needs SMTP_URL (smtp://user:password@host:587 or smtps://…)',
    ]);
    expect(configError({ DEMO: '1', MAIL_TRANSPORT: 'file', SMTP_URL: 'smtp://mail.example' }).issues[0]).toMatch(
      /^MAIL_TRANSPORT=file and SMTP_URL contradict/,
    );
    expect(configError({ DEMO: '1', MAIL_TRANSPORT: 'console' }).issues).toEqual([
      'MAIL_TRANSPORT must be smtp or file',
    ]);
  });

  it('writes mail to files in demo mode (npm start, the e2e suite) unless SMTP_URL is set', () => {
    // scripts/start.mjs and e2e/playwright.config.ts start the server with DEMO=1 and no SMTP_URL.
    expect(loadConfig({ DEMO: '1' })).toMatchObject({ mailTransport: 'file', smtpUrl: undefined });
    expect(loadConfig({ DEMO: '1', DATABASE_URL: '', FORM_LIMIT_SCALE: '100' }).mailTransport).toBe('file');
    // infra/docker-compose.yml: demo data, real SMTP.
    expect(loadConfig({ DEMO: '1', SMTP_URL: 'smtp://mail:1025' })).toMatchObject({
      mailTransport: 'smtp',
      smtpUrl: 'smtp://mail:1025',
    });
  });

  it('rejects a short SESSION_SECRET and a malformed DEMO flag', () => {
    expect(configError({ SESSION_SECRET: 'short' }).message).toMatch(/at least 32 characters/);
    expect(configError({ DEMO: 'maybe' }).message).toMatch(/DEMO must be 1\/0/);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    const message = 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither)';
    expect(configError({ DEMO: '1', ADMIN_EMAIL: 'boss@example.com' }).issues).toEqual([message]);
    expect(configError({ DEMO: '1', ADMIN_PASSWORD: 'long-enough-password' }).issues).toEqual([message]);
    expect(
      loadConfig({ DEMO: '1', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'long-enough-password' }).admin,
    ).toEqual({ email: 'boss@example.com', password: 'long-enough-password' });
    expect(
      configError({ DEMO: '1', ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' }).issues,
    ).toEqual(['ADMIN_EMAIL must be an e-mail address']);
  });

  it('requires the S3 variables together and names the missing ones', () => {
    expect(configError({ DEMO: '1', S3_ENDPOINT: 'http://localhost:9000', S3_BUCKET: 'wholesale' }).issues).toEqual([
      'S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY and S3_BUCKET must be set together (missing: S3_ACCESS_KEY, S3_SECRET_KEY)',
    ]);
    const config = loadConfig({
      DEMO: '1',
      S3_ENDPOINT: 'http://localhost:9000',
      S3_ACCESS_KEY: 'minio',
      S3_SECRET_KEY: 'minio-secret',
      S3_BUCKET: 'wholesale',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://localhost:9000',
      accessKey: 'minio',
      secretKey: 'minio-secret',
      bucket: 'wholesale',
    });
  });

  it('validates URL variables by protocol and reports every problem at once', () => {
    const error = configError({
      DEMO: '1',
      DATABASE_URL: 'mysql://db',
      SMTP_URL: 'not a url',
      REDIS_URL: 'http://cache',
      LOG_LEVEL: 'loud',
    });
    expect(error.issues).toEqual([
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
      'SMTP_URL must be a URL starting with smtp:// or smtps://',
      'REDIS_URL must be a URL starting with redis:// or rediss://',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
    expect(error.message).toMatch(/^Invalid configuration:\n {2}- DATABASE_URL/);
  });

  it('resolves a relative DATA_DIR against the given working directory', () => {
    expect(loadConfig({ DEMO: '1', DATA_DIR: 'var/shop' }, '/srv/app').dataDir).toBe('/srv/app/var/shop');
    expect(loadConfig({ DEMO: '1', DATA_DIR: '/data' }, '/srv/app').dataDir).toBe('/data');
  });

  it('reads MAIL_FROM and refuses one that could smuggle a header', () => {
    expect(loadConfig({ DEMO: '1', MAIL_FROM: 'Shop <orders@shop.example>' }).mailFrom).toBe(
      'Shop <orders@shop.example>',
    );
    expect(loadConfig({ DEMO: '1', MAIL_FROM: 'orders@shop.example' }).mailFrom).toBe('orders@shop.example');
    expect(configError({ DEMO: '1', MAIL_FROM: 'Shop <a@b.c>\r\nBcc: x@y.z' }).issues[0]).toMatch(/^MAIL_FROM must be/);
    expect(configError({ DEMO: '1', MAIL_FROM: 'no address' }).issues[0]).toMatch(/^MAIL_FROM must be/);
  });

  it('sends inquiries to INQUIRY_EMAIL, else to ADMIN_EMAIL, else to sales@wholesale.localhost', () => {
    const admin = { ADMIN_EMAIL: 'boss@shop.example', ADMIN_PASSWORD: 'a-long-password!' };
    expect(loadConfig({ DEMO: '1', INQUIRY_EMAIL: 'sales@shop.example', ...admin }).inquiryEmail).toBe(
      'sales@shop.example',
    );
    expect(loadConfig({ DEMO: '1', ...admin }).inquiryEmail).toBe('boss@shop.example');
    expect(loadConfig({ DEMO: '1' }).inquiryEmail).toBe('sales@wholesale.localhost');
    expect(configError({ DEMO: '1', INQUIRY_EMAIL: 'sales' }).issues).toEqual([
      'INQUIRY_EMAIL must be an e-mail address',
    ]);
  });

  it("scales the anonymous forms' limits only when FORM_LIMIT_SCALE says so (the e2e suite)", () => {
    expect(loadConfig({ DEMO: '1' }).formLimitScale).toBeUndefined();
    expect(loadConfig({ DEMO: '1', FORM_LIMIT_SCALE: '100' }).formLimitScale).toBe(100);
    expect(() => loadConfig({ DEMO: '1', FORM_LIMIT_SCALE: 'lots' })).toThrow(/FORM_LIMIT_SCALE must be a number/);
  });

  it('fixes the business clock only for a test server (BUSINESS_CLOCK_START), never in production', () => {
    expect(loadConfig({ DEMO: '1' }).businessClockStart).toBeUndefined();
    expect(loadConfig({ DEMO: '1', BUSINESS_CLOCK_START: '2026-11-28T20:00:00Z' }).businessClockStart).toEqual(
      new Date('2026-11-28T20:00:00.000Z'),
    );
    expect(
      loadConfig({
        DEMO: '1',
        BUSINESS_CLOCK_START: '2026-11-28T12:00:00.000-08:00',
      }).businessClockStart?.toISOString(),
    ).toBe('2026-11-28T20:00:00.000Z');
    for (const bad of ['tomorrow', '2026-11-28', '2026-11-28T20:00:00', '2026-13-28T20:00:00Z', 'x'.repeat(100)])
      expect(() => loadConfig({ DEMO: '1', BUSINESS_CLOCK_START: bad })).toThrow(/BUSINESS_CLOCK_START must be/);
    expect(
      configError({
        SESSION_SECRET: SECRET,
        ...FILE_MAIL,
        NODE_ENV: 'production',
        BUSINESS_CLOCK_START: '2026-11-28T20:00:00Z',
      }).issues,
    ).toContain('BUSINESS_CLOCK_START is for test servers only: unset it when NODE_ENV=production');
  });

  it('trusts no proxy by default, one when TRUST_PROXY is on, or the given number of hops', () => {
    expect(loadConfig({ DEMO: '1', TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ DEMO: '1', TRUST_PROXY: 'on' }).trustProxy).toBe(1);
    expect(loadConfig({ DEMO: '1', TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ DEMO: '1', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configError({ DEMO: '1', TRUST_PROXY: 'all' }).issues[0]).toMatch(/^TRUST_PROXY must be off, on/);
    expect(configError({ DEMO: '1', TRUST_PROXY: '11' }).issues[0]).toMatch(/^TRUST_PROXY must be/);
  });

  it('closes for every holiday rule by default (PICKUP_HOLIDAYS), with no extra fixed dates (PICKUP_CLOSED_DATES)', () => {
    const config = loadConfig({ DEMO: '1' });
    expect(config.pickupHolidays).toEqual([...HOLIDAY_RULES]);
    expect(config.pickupClosedDates).toEqual([]);
    expect(loadConfig({ DEMO: '1', PICKUP_HOLIDAYS: 'none' }).pickupHolidays).toEqual([]);
    expect(loadConfig({ DEMO: '1', PICKUP_HOLIDAYS: 'christmas, thanksgiving' }).pickupHolidays).toEqual([
      'thanksgiving',
      'christmas',
    ]);
    expect(loadConfig({ DEMO: '1', PICKUP_CLOSED_DATES: '12-24,2026-12-31' }).pickupClosedDates).toEqual([
      '12-24',
      '2026-12-31',
    ]);
    expect(configError({ DEMO: '1', PICKUP_HOLIDAYS: 'easter' }).issues[0]).toMatch(
      /^PICKUP_HOLIDAYS: Not a holiday rule: "easter"/,
    );
  });

  it("closes a pending order for the buyer's changes at 17:00 by default (ORDER_CUTOFF_TIME), at another HH:MM when set", () => {
    expect(loadConfig({ DEMO: '1' }).orderCutoffTime).toBe('17:00');
    expect(loadConfig({ DEMO: '1', ORDER_CUTOFF_TIME: ' 14:30 ' }).orderCutoffTime).toBe('14:30');
    expect(configError({ DEMO: '1', ORDER_CUTOFF_TIME: '5pm' }).issues[0]).toMatch(
      /^ORDER_CUTOFF_TIME must be a 24-hour time HH:MM/,
    );
    expect(configError({ DEMO: '1', ORDER_CUTOFF_TIME: '24:00' }).issues[0]).toMatch(/^ORDER_CUTOFF_TIME must be/);
  });

  it('takes 5% off a cash balance and adds 9.75% to a card by default (CASH_DISCOUNT_PERCENT, CARD_TAX_PERCENT)', () => {
    expect(loadConfig({ DEMO: '1' }).paymentTerms).toEqual({ cashDiscountBp: 500, cardTaxBp: 975 });
    expect(loadConfig({ DEMO: '1', CASH_DISCOUNT_PERCENT: '2.5', CARD_TAX_PERCENT: '10.25' }).paymentTerms).toEqual({
      cashDiscountBp: 250,
      cardTaxBp: 1025,
    });
    expect(configError({ DEMO: '1', CASH_DISCOUNT_PERCENT: '6' }).issues[0]).toMatch(
      /^CASH_DISCOUNT_PERCENT must be a percentage from 0 to 5/,
    );
    expect(configError({ DEMO: '1', CARD_TAX_PERCENT: '9,75' }).issues[0]).toMatch(/^CARD_TAX_PERCENT must be/);
  });

  it("makes a standing order's cycle 3 days before pickup by default (STANDING_ORDER_LEAD_DAYS)", () => {
    expect(loadConfig({ DEMO: '1' }).standingLeadDays).toBe(3);
    expect(loadConfig({ DEMO: '1', STANDING_ORDER_LEAD_DAYS: '5' }).standingLeadDays).toBe(5);
    expect(configError({ DEMO: '1', STANDING_ORDER_LEAD_DAYS: '0' }).issues[0]).toMatch(
      /^STANDING_ORDER_LEAD_DAYS must be/,
    );
  });
});
