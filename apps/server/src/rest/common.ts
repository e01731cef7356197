// Small helpers shared by the REST modules: input parsing with the services' own error type (so the
// server's error handler answers 400 `{ error, message }` with the first problem in words). The
// input shapes themselves live in packages/services (accounts/inputs.ts), shared with tRPC.
import { type z } from 'zod';
import { COMMON_CODES, parseInput } from '@wholesale/contract';

/** Parses a body, query or params object; a failure is a 400 with the first issue's code and words. */
export function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fallbackCode: string = COMMON_CODES.invalidRequest,
): z.output<S> {
  return parseInput(schema, input, fallbackCode);
}

/** A JSON object body; a missing body (no Content-Type) counts as `{}`. */
export function objectBody(body: unknown): unknown {
  return body === undefined || body === null ? {} : body;
}
