// Admitting an upload before a byte of its body is read: an upload slot (per client address and in
// all), the declared size, and the route's own check of its credential. A refused upload's body is
// dropped as it arrives, within bounds.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@wholesale/rules';
import { UPLOAD_ERRORS, VALIDATION_ERRORS } from '@wholesale/contract';
import { sendUploadError, UploadRequestError } from './upload-errors';

/** How many uploads may be in progress at once: from one client address, and in all. */
export interface UploadConcurrency {
  perClient: number;
  total: number;
}

/**
 * An upload in progress holds up to 10 MB in memory until it is stored. The forms send their files
 * one at a time, so three at once from one address is generous; sixteen in all bounds the memory
 * at about 160 MB whatever the clients do.
 */
export const UPLOAD_CONCURRENCY: UploadConcurrency = { perClient: 3, total: 16 };
/** What Retry-After says when every slot is taken: uploads take seconds. */
const BUSY_RETRY_AFTER_SECONDS = 5;
/** Room for the multipart framing and the text fields around a file of the maximum size. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;
/**
 * A refused upload's body is read and dropped (not kept) so that a client that reads the answer
 * only after sending still gets it. One that announces more than this is
 * not a form: the connection is closed after the answer instead.
 */
const DISCARD_MAX_BYTES = 32 * 1024 * 1024;

/** How long the rest of a refused upload's body is read and dropped, at most, before the connection is closed. */
const DISCARD_MAX_MS = 10_000;

/**
 * After an answer sent while the body is still arriving (a refusal before or during the body), Node
 * reads the rest and drops it, so the connection can serve the client's next request; but it then
 * waits on the socket with the keep-alive timeout (72 s), not the idle one. Here the idle timeout
 * applies again until the body has ended, and the whole rest gets DISCARD_MAX_MS: a client that
 * stalls or trickles after its refusal is cut off like one that stalls mid-upload.
 */
export function boundDiscard(request: FastifyRequest, server: { timeout: number; keepAliveTimeout: number }): void {
  const raw = request.raw;
  const socket = raw.socket;
  // (inject() has no real socket, and nothing to bound)
  const real = (socket as Partial<typeof socket> | undefined)?.setTimeout !== undefined;
  if (raw.complete || raw.destroyed || !real) return;
  if (server.timeout > 0) socket.setTimeout(server.timeout);
  const timer = setTimeout(() => socket.destroy(), DISCARD_MAX_MS);
  timer.unref();
  const done = (): void => {
    clearTimeout(timer);
    raw.off('end', ended).off('close', done);
  };
  const ended = (): void => {
    done();
    // Back to waiting for the next request on this connection.
    if (!socket.destroyed) socket.setTimeout(server.keepAliveTimeout);
  };
  raw.once('end', ended).once('close', done);
}

/** Counts the uploads in progress; `take` answers a release function, or who has too many. */
export class UploadSlots {
  #total = 0;
  readonly #byClient = new Map<string, number>();

  constructor(private readonly limits: UploadConcurrency) {}

  take(client: string): (() => void) | 'client' | 'server' {
    const mine = this.#byClient.get(client) ?? 0;
    if (mine >= this.limits.perClient) return 'client';
    if (this.#total >= this.limits.total) return 'server';
    this.#total += 1;
    this.#byClient.set(client, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total -= 1;
      const left = (this.#byClient.get(client) ?? 1) - 1;
      if (left > 0) this.#byClient.set(client, left);
      else this.#byClient.delete(client);
    };
  }
}

/**
 * The `onRequest` hook of an upload route: runs on the headers and the path only, before a byte of
 * the body is read. Takes an upload slot (released when the answer is sent or the connection
 * closes), refuses a declared size over the limit, then runs the route's own `check` (the
 * token's, the admin's). A refusal answers here; its body is dropped as it arrives.
 */
export function admission(
  slots: UploadSlots,
  check: (request: FastifyRequest) => Promise<void>,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const slot = slots.take(request.ip);
    if (slot === 'client') {
      return refuseBeforeBody(
        request,
        reply,
        new UploadRequestError(429, UPLOAD_ERRORS.busyClient, BUSY_RETRY_AFTER_SECONDS),
      );
    }
    if (slot === 'server') {
      return refuseBeforeBody(
        request,
        reply,
        new UploadRequestError(503, UPLOAD_ERRORS.busyServer, BUSY_RETRY_AFTER_SECONDS),
      );
    }
    // 'finish' for an answer sent, 'close' for a connection gone (a timeout, a client that left).
    reply.raw.once('finish', slot).once('close', slot);
    try {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES) {
        throw new UploadRequestError(413, VALIDATION_ERRORS.fileTooLarge);
      }
      await check(request);
    } catch (err) {
      return refuseBeforeBody(request, reply, err);
    }
  };
}

function refuseBeforeBody(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const declared = Number(request.headers['content-length']);
  if (!Number.isFinite(declared) || declared > DISCARD_MAX_BYTES) void reply.header('connection', 'close');
  return sendUploadError(request, reply, err);
}
