import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
// Only @wholesale/contract (Node-free: no database, no I/O): the browser build resolves `AppRouter`
// through this file.
import {
  codedText,
  COMMON_ERRORS,
  fieldErrorsOf,
  HTTP_ERRORS,
  isDomainError,
  UNAVAILABLE,
  ValidationError,
  requireAdmin,
  requireBuyer,
  requireSignedIn,
  type Actor,
  type CodedMessage,
  type DomainErrorKind,
  type ErrorParams,
  type FieldErrors,
  type DomainServices,
  type SessionControl,
} from '@wholesale/contract';
import { isDatabaseUnavailable } from '@wholesale/db/availability';

/**
 * What every procedure receives. apps/server builds it per request from the verified session
 * (the actor) and the process-wide services; tests build it directly.
 */
export interface Context {
  actor: Actor;
  services: DomainServices;
  /**
   * Sets and clears the session cookie on this request's reply (sign-in and sign-out). The server
   * always provides it; server-side callers without HTTP may leave it out.
   */
  session?: SessionControl;
}

export function createContext(context: Context): Context {
  return context;
}

/** The session capability of a request; sign-in and sign-out cannot work without it. */
export function sessionOf(ctx: Context): SessionControl {
  if (!ctx.session) throw new Error('the tRPC context has no session capability');
  return ctx.session;
}

/** The one mapping from domain errors to tRPC codes (REST has its own, by HTTP status). */
const CODE_OF: Readonly<Record<DomainErrorKind, TRPC_ERROR_CODE_KEY>> = {
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

export function toTRPCError(err: unknown): TRPCError {
  if (err instanceof TRPCError) return err;
  if (isDomainError(err)) return new TRPCError({ code: CODE_OF[err.kind], message: err.message, cause: err });
  if (isDatabaseUnavailable(err))
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE.message, cause: err });
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: err });
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Zod (and any Standard Schema) validation failures carry an `issues` list. */
function issuesOf(cause: unknown): Issue[] | null {
  if (typeof cause !== 'object' || cause === null || !('issues' in cause) || !Array.isArray(cause.issues)) return null;
  return (cause.issues as unknown[]).flatMap((issue) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const keys = Array.isArray(path)
      ? path.map((p: unknown) =>
          typeof p === 'object' && p !== null && 'key' in p ? (p as { key: PropertyKey }).key : p,
        )
      : [];
    return [{ path: keys as PropertyKey[], message: typeof message === 'string' ? message : 'Invalid value' }];
  });
}

/**
 * The words of a refused input: the first issue's own message, as the REST door answers
 * (`parseInput`), so the same bad input reads the same through either door. Every issue still
 * reaches forms, with its code, in `data.fields`.
 */
function inputMessage(issues: Issue[]): string | null {
  const first = issues[0]?.message;
  return first === undefined ? null : codedText(first).message;
}

/** The error code of a failure no domain error names: by the tRPC code, as the REST door words it. */
const GENERIC: Partial<Record<TRPC_ERROR_CODE_KEY, CodedMessage>> = {
  NOT_FOUND: COMMON_ERRORS.notFound,
  UNAUTHORIZED: COMMON_ERRORS.signIn,
  FORBIDDEN: COMMON_ERRORS.forbidden,
  CONFLICT: COMMON_ERRORS.conflict,
  TOO_MANY_REQUESTS: COMMON_ERRORS.tooManyAttempts,
  PAYLOAD_TOO_LARGE: HTTP_ERRORS.bodyTooLarge,
  SERVICE_UNAVAILABLE: COMMON_ERRORS.unavailable,
  INTERNAL_SERVER_ERROR: COMMON_ERRORS.internal,
};

/**
 * What a client translates a failure by: the message's stable code (`data.errorCode`;
 * tRPC's own `data.code` stays the kind of failure), its parameters and the per-field errors,
 * each with its code. The same failure carries the same code through REST.
 */
interface ErrorData {
  errorCode: string;
  params: ErrorParams | null;
  fields: FieldErrors | null;
}

function errorDataOf(code: TRPC_ERROR_CODE_KEY, cause: unknown, issues: Issue[] | null): ErrorData {
  if (issues && issues.length > 0)
    return { errorCode: codedText(issues[0]!.message).code, params: null, fields: fieldErrorsOf(issues) };
  if (isDomainError(cause)) {
    const fields = cause instanceof ValidationError ? cause.fields : undefined;
    return { errorCode: cause.code, params: cause.params ?? null, fields: fields ?? null };
  }
  return { errorCode: (GENERIC[code] ?? COMMON_ERRORS.invalidRequest).code, params: null, fields: null };
}

const t = initTRPC.context<Context>().create({
  // tRPC guesses "development" from NODE_ENV, which is unset in demo mode; a guess must never put
  // stack traces into replies.
  isDev: false,
  errorFormatter({ shape, error }) {
    const issues = error.code === 'BAD_REQUEST' ? issuesOf(error.cause) : null;
    let message = shape.message;
    if (issues && issues.length > 0) message = inputMessage(issues) ?? message;
    // An unexpected failure's own text (SQL, file paths) stays in the server log, not the reply.
    else if (error.code === 'INTERNAL_SERVER_ERROR') message = 'Something went wrong';
    return {
      ...shape,
      message,
      data: { ...shape.data, ...errorDataOf(error.code, error.cause, issues) },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Turns a domain error thrown anywhere below into its TRPCError, so clients see the right code,
 * and words a refused input by its first issue (also for server-side callers, which bypass the
 * error formatter).
 */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { cause } = result.error;
  if (!(cause instanceof TRPCError) && (isDomainError(cause) || isDatabaseUnavailable(cause))) throw toTRPCError(cause);
  if (result.error.code === 'BAD_REQUEST') {
    const message = inputMessage(issuesOf(cause) ?? []);
    if (message !== null && message !== result.error.message)
      throw new TRPCError({ code: 'BAD_REQUEST', message, cause });
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapDomainErrors);

/** Any signed-in account (buyer or admin). */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { actor: requireSignedIn(ctx.actor) } }),
);

/** An approved buyer (admins have no cart or orders of their own). */
export const buyerProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { actor: requireBuyer(ctx.actor) } }));

export const adminProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { actor: requireAdmin(ctx.actor) } }));
