// Structured logging through Fastify's pino: request ids, and no secrets in the logs.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pino, { type Logger, type LoggerOptions } from 'pino';
import type { IncomingMessage } from 'node:http';
import { redactLogText, redactUrl } from '@wholesale/services';
import type { LogLevel } from '../config';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

// Secrets in URLs (a reset link's token, a download link's signature, an upload token) and e-mail
// addresses in them are replaced in every line: the request's URL by the `req` serializer, and
// any URL in a message, a string field or an error by the logMethod hook and the `err` serializer.
// The rules are in the services' log-redaction.ts, which the file mail transport uses too.
export { redactUrl };

// What a database error carries besides its SQLSTATE and message: the statement, its bound values
// (a signup's argon2 hash, e-mail and name) and the row in conflict. Never logged.
const DATABASE_DETAIL_KEYS = new Set([
  'parameters',
  'params',
  'query',
  'sql',
  'values',
  'detail',
  'where',
  'internalQuery',
  'internalPosition',
  'position',
]);

function withoutDatabaseDetail(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactLogText(value);
  if (typeof value !== 'object' || value === null || depth > 5) return value;
  if (Array.isArray(value)) return value.map((v) => withoutDatabaseDetail(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!DATABASE_DETAIL_KEYS.has(key)) out[key] = withoutDatabaseDetail(v, depth + 1);
  }
  return out;
}

/**
 * pino's error serializer, minus any query text, bound parameters or row detail (keeps `code` and
 * `message`), with secrets and addresses in URLs in its text redacted.
 */
export function serializeError(err: Error): unknown {
  return withoutDatabaseDetail(pino.stdSerializers.err(err));
}

/**
 * A request id: the load balancer's X-Request-Id when it looks like one (so a request can be
 * followed across services), otherwise a fresh UUID. Validated so a client cannot inject text
 * into the logs.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** A log call's object with its string fields (and lists of strings) redacted; the same object when nothing changes. */
function redactFields(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Error) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value)) {
    let clean: unknown = field;
    if (typeof field === 'string') clean = redactLogText(field);
    else if (Array.isArray(field) && field.every((f) => typeof f === 'string')) {
      const list = field.map(redactLogText);
      if (list.some((f, i) => f !== field[i])) clean = list;
    }
    if (clean !== field) (copy ??= { ...(value as Record<string, unknown>) })[key] = clean;
  }
  return copy ?? value;
}

/**
 * The server's root logger. Fastify is given no logger of its own (see `buildServer`): request
 * loggers are made from this one by `requestLoggerFactory`, with the serializers Fastify would
 * have added (req, res, err), the request URL redacted, and credentials never written.
 */
export function createRootLogger(level: LogLevel, stream?: NodeJS.WritableStream): Logger {
  const options: LoggerOptions = {
    level,
    // Credentials never reach the logs, even at debug level or in an error's request dump.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-upload-token"]',
        'res.headers["set-cookie"]',
        'password',
        '*.password',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; hostname?: string; ip?: string }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          hostname: request.hostname,
          remoteAddress: request.ip,
        };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
      err: serializeError,
    },
    hooks: {
      // Every line's message and string fields, whoever wrote them: a URL in them loses its secrets.
      logMethod(args, method) {
        const redacted = args.map((arg, i) =>
          typeof arg === 'string' ? redactLogText(arg) : i === 0 ? redactFields(arg) : arg,
        );
        method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  };
  return stream ? pino(options, stream) : pino(options);
}

type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
const LEVEL_VALUE: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};
type Write = (...args: unknown[]) => void;

/**
 * A request's logger, made the first time the request logs something it would write.
 *
 * Fastify gives every request a pino child logger bound to its request id, up front. At the
 * default level nearly no request logs anything, yet under load those children were the larger
 * share of what survived young-generation garbage collections (every one made the collections
 * slower and moved memory to the old generation; measured with --trace-gc in bench/api.mjs
 * runs, see docs/decisions.md). Made lazily, a request that logs nothing costs one small object;
 * one that logs gets the same child logger, with the same bindings, as before.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  silent(): void {}

  private write(level: Level, args: unknown[]): void {
    if (LEVEL_VALUE[level]! < (LEVEL_VALUE[this.level] ?? 0)) return;
    (this.made[level] as Write).apply(this.made, args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  child(bindings: Record<string, unknown>, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: each request's logger, made on first use from `root` (Fastify's
 * own first argument is its null logger, as it is given none).
 */
export function requestLoggerFactory(root: FastifyBaseLogger) {
  return (
    _fastifyLogger: FastifyBaseLogger,
    bindings: Record<string, unknown>,
    options: ChildLoggerOptions,
  ): FastifyBaseLogger => new LazyRequestLogger(root, bindings, options);
}
