// The server process: where it listens and keeps its data, demo mode, logging, the built web
// client, the proxies in front of it, and the anonymous forms' limits (raised by the e2e suite).
import { z } from 'zod';
import { booleanFlag, checked, optional, urlWithProtocols } from './fields';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const serverEnv = {
  PORT: optional(
    checked(
      (value) => {
        const port = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
        return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : null;
      },
      (value) => `PORT must be an integer between 0 and 65535 (got "${value}")`,
    ),
  ),
  HOST: optional(z.string().trim()),
  DATA_DIR: optional(z.string()),
  PUBLIC_URL: optional(urlWithProtocols('PUBLIC_URL', ['http:', 'https:'])),
  DEMO: optional(booleanFlag('DEMO')),
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be development, production or test',
    }),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })),
  WEB_DIST_DIR: optional(z.string()),
  FORM_LIMIT_SCALE: optional(
    checked(
      (value) => {
        const n = Number(value.trim());
        return Number.isFinite(n) && n > 0 && n <= 10_000 ? n : null;
      },
      (value) => `FORM_LIMIT_SCALE must be a number above 0, at most 10000 (got "${value}")`,
    ),
  ),
  // A fixed moment for the business calendar of a test server (the e2e suite's holiday weekend):
  // an ISO instant with its zone, refused in production by loadConfig.
  BUSINESS_CLOCK_START: optional(
    checked(
      (value) => {
        const text = value.trim();
        // a length check before the pattern; the pattern itself is linear
        if (
          text.length < 20 ||
          text.length > 30 ||
          !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)
        )
          return null;
        const at = new Date(text);
        return Number.isNaN(at.getTime()) ? null : at;
      },
      (value) =>
        `BUSINESS_CLOCK_START must be an ISO 8601 instant with its zone, like 2026-11-28T20:00:00Z (got "${value}")`,
    ),
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
};
