// The handler of a REST route that reads its inputs with the contract's schemas, calls one service
// function and answers `{ success: true, data }` (201 for a record made). Who asks is settled
// first: with `requireAdmin` a guest is told to sign in (401) and a buyer is refused (403) whatever
// the input, so a refused caller never learns what the route wants. Only then are the params, the
// query and the body parsed, in that order (a failure is the 400 of its first issue).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { keyedBody, objectBody, parse, sendDownload, type DownloadFile } from './common';

/**
 * The schemas of what a route reads, each when it reads it: its path's params, its query, its JSON
 * body, or (`keyedBody`) its JSON body with the Idempotency-Key header as `idempotency_key`.
 */
export interface RouteInputs {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  keyedBody?: z.ZodType;
}

/** What the schemas made of the request. */
export type ParsedInputs<I extends RouteInputs> = {
  [K in keyof I]: I[K] extends z.ZodType ? z.output<I[K]> : never;
};

/** Who may ask: the contract's requireAdmin or requireSignedIn, or `anyActor` where the service decides. */
type Admit<A> = (actor: Actor) => A;

type Handle<A, I extends RouteInputs, T> = (actor: A, input: ParsedInputs<I>) => Promise<T>;

/** Every actor, guest too: the service decides who may. */
export const anyActor: Admit<Actor> = (actor) => actor;

/**
 * A public route whose answer is the same for everyone, or whose input (a signed token) says who
 * may: the session is not read at all, so its lookup and renewal cost nothing here.
 */
export const noSession: Admit<null> = () => null;

/** REST's JSON answer. */
function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

async function handleRequest<A, I extends RouteInputs, T>(
  request: FastifyRequest,
  admit: Admit<A>,
  inputs: I,
  handle: Handle<A, I, T>,
): Promise<T> {
  const actor = admit === noSession ? (null as A) : admit(await actorOf(request));
  const parsed: Partial<Record<keyof RouteInputs, unknown>> = {};
  if (inputs.params) parsed.params = parse(inputs.params, request.params);
  if (inputs.query) parsed.query = parse(inputs.query, request.query ?? {});
  if (inputs.body) parsed.body = parse(inputs.body, objectBody(request.body));
  if (inputs.keyedBody) parsed.keyedBody = parse(inputs.keyedBody, keyedBody(request));
  return handle(actor, parsed as ParsedInputs<I>);
}

/** A route answering 200 `{ success: true, data }` with what `handle` returns. */
export function answer<A, I extends RouteInputs, T>(admit: Admit<A>, inputs: I, handle: Handle<A, I, T>) {
  return async (request: FastifyRequest) => ok(await handleRequest(request, admit, inputs, handle));
}

/** A route that makes a record: 201 `{ success: true, data }` with what `handle` returns. */
export function answerCreated<A, I extends RouteInputs, T>(admit: Admit<A>, inputs: I, handle: Handle<A, I, T>) {
  return async (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(201).send(ok(await handleRequest(request, admit, inputs, handle)));
}

/**
 * A route answering a file (a PDF, a CSV, a zip) that `handle` describes; who asks and what it reads
 * are settled as for a JSON route, in the same order, before the file is made.
 */
export function answerFile<A, I extends RouteInputs>(admit: Admit<A>, inputs: I, handle: Handle<A, I, DownloadFile>) {
  return async (request: FastifyRequest, reply: FastifyReply) =>
    sendDownload(reply, await handleRequest(request, admit, inputs, handle));
}

type Declare = <A, I extends RouteInputs, T>(url: string, admit: Admit<A>, inputs: I, handle: Handle<A, I, T>) => void;

type DeclareDownload = <A, I extends RouteInputs>(
  url: string,
  admit: Admit<A>,
  inputs: I,
  handle: Handle<A, I, DownloadFile>,
) => void;

/**
 * Declares `app`'s routes of this kind one statement each: the method and path, who may ask, what they
 * read and the service call. `create` is a POST that answers 201; `download` a GET that answers a
 * file (`csvFile`, `pdfFile` or any `DownloadFile` of rest/common.ts), never cached.
 */
export function jsonRoutes(
  app: FastifyInstance,
): Record<'get' | 'put' | 'patch' | 'post' | 'delete' | 'create', Declare> & { download: DeclareDownload } {
  return {
    get: (url, admit, inputs, handle) => void app.get(url, answer(admit, inputs, handle)),
    put: (url, admit, inputs, handle) => void app.put(url, answer(admit, inputs, handle)),
    patch: (url, admit, inputs, handle) => void app.patch(url, answer(admit, inputs, handle)),
    post: (url, admit, inputs, handle) => void app.post(url, answer(admit, inputs, handle)),
    delete: (url, admit, inputs, handle) => void app.delete(url, answer(admit, inputs, handle)),
    create: (url, admit, inputs, handle) => void app.post(url, answerCreated(admit, inputs, handle)),
    download: (url, admit, inputs, handle) => void app.get(url, answerFile(admit, inputs, handle)),
  };
}
