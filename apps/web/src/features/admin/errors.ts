import type { ErrorParams } from '../../lib/serverError';
import { describeFailure } from '../account/errors';

// Reading failures of admin tRPC calls. The HTTP-level reading (status, the server's message,
// 5xx texts hidden) is shared with the account pages; this adds the tRPC code the guard needs and
// the two kinds of failure toast the spec has for admin actions.

/** The tRPC error code the server answered with ('UNAUTHORIZED', 'CONFLICT' ...), or null. */
export function errorCode(err: unknown): string | null {
  const code = (err as { data?: { code?: unknown } | null } | null)?.data?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * How a failed admin action is reported (catalogue spec §8): the server answered → the "failed"
 * toast with its message (null: say 'An unexpected error occurred'); no answer at all → the
 * "error" toast, network error or server unavailable.
 */
export type Failure =
  | { kind: 'refused'; code: string | null; params: ErrorParams | null; message: string | null }
  | { kind: 'unreachable' };

export function classifyFailure(err: unknown): Failure {
  const f = describeFailure(err);
  return f.status === null
    ? { kind: 'unreachable' }
    : { kind: 'refused', code: f.code, params: f.params, message: f.message };
}
