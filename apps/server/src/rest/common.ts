// Small helpers shared by the REST modules: input parsing with the services' own error type (so the
// server's error handler answers 400 `{ error, message }` with the first problem in words). The
// input shapes themselves live in packages/services (accounts/inputs.ts), shared with tRPC.
import { z } from 'zod';
import { ValidationError } from '@wholesale/services';

/** Parses a body, query or params object; a failure is a 400 with the first issue's message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown, fallbackMessage = 'Invalid request'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  throw new ValidationError(result.error.issues[0]?.message ?? fallbackMessage, fields);
}

/** A JSON object body; a missing body (no Content-Type) counts as `{}`. */
export function objectBody(body: unknown): unknown {
  return body === undefined || body === null ? {} : body;
}

