// Liveness (/healthz: the process answers) and readiness (/readyz: it can reach its database), for
// load balancers and container orchestrators. Neither is cached or logged at info level.
import type { FastifyInstance } from 'fastify';
import type { LogLevel } from '../config';

const VERBOSE: readonly LogLevel[] = ['info', 'debug', 'trace'];

export async function healthRoutes(
  app: FastifyInstance,
  opts: { checkDatabase: () => Promise<void>; logLevel: LogLevel },
): Promise<void> {
  // Probes arrive every few seconds: their request lines are noise, their failures are not.
  const logLevel = VERBOSE.includes(opts.logLevel) ? 'warn' : opts.logLevel;

  app.get('/healthz', { logLevel }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', { logLevel }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      await opts.checkDatabase();
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed: database unreachable');
      return reply.code(503).send({ status: 'unavailable', error: 'Database unreachable' });
    }
  });
}
