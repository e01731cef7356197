// Request builders and answer readers for the server's integration tests (with ./test-server):
// tRPC calls over HTTP, multipart bodies as the storefront sends them, bearer headers, cookies and
// the claims of a session token.
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

export type Headers = Record<string, string>;

export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** GET /trpc/<procedure>?input=…: a tRPC query over HTTP. */
export function trpcQuery(procedure: string, input?: unknown, headers: Headers = {}): InjectOptions {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return { method: 'GET', url: `/trpc/${procedure}${query}`, headers };
}

/** POST /trpc/<procedure> with the input as JSON (an empty body for none): a tRPC mutation over HTTP. No Origin unless given. */
export function trpcMutation(procedure: string, input?: unknown, headers: Headers = {}): InjectOptions {
  return {
    method: 'POST',
    url: `/trpc/${procedure}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: input === undefined ? '' : JSON.stringify(input),
  };
}

/**
 * POST <url> with `text` as the body under Content-Type: application/json, sent as written: a
 * malformed, empty or oversized JSON body, to see it refused before any route reads it.
 */
export function rawJsonPost(url: string, text: string, headers: Headers = {}): InjectOptions {
  return { method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: text };
}

/** The `data` of a REST answer (`{ success: true, data }`). */
export const restData = <T = Record<string, unknown>>(res: LightMyRequestResponse): T => res.json<{ data: T }>().data;

/** The `result.data` of a tRPC answer over HTTP. */
export const trpcData = <T = Record<string, unknown>>(res: LightMyRequestResponse): T =>
  res.json<{ result: { data: T } }>().result.data;

/** The cookie of that name the answer sets (parsed), if any. */
export function cookieNamed(res: LightMyRequestResponse, name = 'session') {
  return res.cookies.find((c) => c.name === name);
}

/** The answer's Set-Cookie headers as sent (to read their attributes). */
export function setCookieHeaders(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

/** The claims of a session token (its payload, unverified). */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/** A file part of a multipart body (field `file` unless named). */
export interface MultipartFile {
  name: string;
  type: string;
  bytes: Buffer;
  field?: string;
}

/**
 * A multipart/form-data body with the text fields first, then the file (or files), as the
 * storefront sends it: a token sent as a field must come before the file (rest/uploads.ts).
 */
export function multipart(
  fields: Record<string, string>,
  file?: MultipartFile | readonly MultipartFile[],
): { payload: Buffer; headers: Headers } {
  const boundary = `----wholesale${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of file === undefined ? [] : 'name' in file ? [file] : file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * POST <url> with a multipart/form-data body (see `multipart`): an upload as the storefront sends
 * it. `headers` (who asks) go beside the body's own Content-Type, and win over it.
 */
export function multipartPost(
  url: string,
  fields: Record<string, string>,
  file?: MultipartFile | readonly MultipartFile[],
  headers: Headers = {},
): InjectOptions {
  const body = multipart(fields, file);
  return { method: 'POST', url, headers: { ...body.headers, ...headers }, payload: body.payload };
}
