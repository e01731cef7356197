// GET /files/signed?key=…&exp=…&sig=…(&name=…): the short-lived links to private documents that
// the services hand to admins (signup-admin.ts, `signedFileUrl`). The signature covers the key and
// the expiry, so a link cannot be widened to another file or kept past its five minutes; `name` is
// only the file name offered to the browser. The file is always a download, never rendered here.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_ERRORS, HTTP_ERRORS } from '@wholesale/contract';
import { isValidKey, SIGNED_FILE_PATH, type ObjectStorage, type UrlSigner } from '@wholesale/services';
import { codedBody } from '../plugins/errors';

/** Only what the uploads accept is served under its own type; anything else as plain bytes. */
const SERVED_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

const query = z.object({
  key: z.string().min(1).max(1024),
  exp: z
    .string()
    .max(12, { abort: true })
    .regex(/^\d{1,12}$/),
  sig: z.string().min(1).max(128),
  name: z.string().max(1000).optional(),
});

/** A name safe inside a header: no path, no control characters, no quotes or backslashes. */
export function downloadFilename(name: string | undefined, key: string): string {
  const base = (name ?? key).split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"\\]/g, '')
    .trim()
    .slice(-255);
  return clean === '' || clean === '.' || clean === '..' ? 'document' : clean;
}

/**
 * RFC 6266 / RFC 8187: an ASCII fallback for old clients plus the UTF-8 name (Korean file names
 * survive), percent-encoded so nothing in it can end the header.
 */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/%/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function signedFileRoutes(
  app: FastifyInstance,
  opts: { storage: ObjectStorage; signer: UrlSigner },
): Promise<void> {
  const { storage, signer } = opts;

  app.get(SIGNED_FILE_PATH, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    const parsed = query.safeParse(request.query);
    const valid =
      parsed.success &&
      // Signed links are for private documents only, never a way into the rest of the store.
      parsed.data.key.startsWith('documents/') &&
      isValidKey(parsed.data.key) &&
      signer.verify(parsed.data.key, parsed.data);
    if (!valid) {
      return reply.code(403).send(codedBody(HTTP_ERRORS.signedLinkRefused));
    }
    const { key, name } = parsed.data;
    const object = await storage.get(key);
    if (!object) return reply.code(404).send(codedBody(ACCOUNT_ERRORS.documentNotFound));
    const type = object.contentType.toLowerCase().split(';', 1)[0]?.trim() ?? '';
    return reply
      .header('content-type', SERVED_TYPES.has(type) ? type : 'application/octet-stream')
      .header('content-length', String(object.size))
      .header('content-disposition', contentDisposition(downloadFilename(name, key)))
      .send(object.body);
  });
}
