// Structured logging through Fastify's pino: request ids, and no secrets in the logs.
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { LogLevel } from '../config';

// Query parameters that may carry a secret (the reset-password page link holds a token).
const SENSITIVE_QUERY_KEYS = /^(token|password|newpassword|code|secret|key|signature|sig)$/i;
const INCOMING_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The URL with the values of sensitive query parameters replaced, for logging. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return eq >= 0 && SENSITIVE_QUERY_KEYS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
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

export function loggerOptions(level: LogLevel, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Credentials never reach the logs, even at debug level or in an error's request dump.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'password',
        '*.password',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; hostname?: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), hostname: request.hostname, remoteAddress: request.ip };
      },
    },
  };
}
