/**
 * The logging the mail code needs. Shaped like pino (object first, message second), so the
 * Fastify logger can be passed as is.
 */
export interface MailLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

/** For scripts and tests without a logger: one line per event on the console. */
export const consoleMailLogger: MailLogger = {
  info: (obj, msg) => console.info(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};
