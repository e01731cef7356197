// Small helpers shared by the REST modules: input parsing with the services' own error type (so the
// server's error handler answers 400 `{ error, message }` with the first problem in words), and
// the id parameters of the documented paths.
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

/** A positive database id in a path segment ("12"); anything else is refused with `message`. */
export function idString(message: string) {
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, { error: message });
}

/** A JSON object body; a missing body (no Content-Type) counts as `{}`. */
export function objectBody(body: unknown): unknown {
  return body === undefined || body === null ? {} : body;
}

/** A plain JSON object, so that `"text"` or `[1]` as a body is a 400 and not a crash. */
export const jsonObject = z.record(z.string(), z.unknown(), { error: 'The request body must be a JSON object' });
