// Mail bodies that carry a credential (the password-reset link) are not stored in clear in
// mail_outbox: they are sealed with AES-256-GCM under a key derived (HKDF-SHA-256) from
// SESSION_SECRET, so a database dump or backup holds no working reset link. The worker opens them
// just before sending and erases the body once sent.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** The clear body of one mail, as the transport sends it. */
export interface MailBody {
  text: string;
  html: string | null;
}

/** What a sealed body is bound to: moved onto another row (another recipient), it no longer opens. */
export interface SealContext {
  to: string;
  template: string | null;
}

/** The sealed body cannot be opened: another key (SESSION_SECRET changed), altered, or no sealer given. */
export class SealedMailError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SealedMailError';
  }
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Distinct from every other use of SESSION_SECRET (session tokens, file links): this key can only
// ever open outbox bodies.
const HKDF_SALT = 'wholesale/mail-outbox';
const HKDF_INFO = 'mail_outbox.sealed_body v1';

const bodySchema = z.object({ text: z.string(), html: z.string().nullable() });

function aad(context: SealContext): Buffer {
  return Buffer.from(JSON.stringify([context.to, context.template]), 'utf8');
}

export class OutboxSealer {
  readonly #key: Buffer;

  /** `secret`: SESSION_SECRET (the same in every process that shares the outbox). */
  constructor(secret: string) {
    if (secret.length === 0) throw new Error('OutboxSealer needs a secret');
    this.#key = Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, HKDF_INFO, 32));
  }

  /** `v1.` + base64url(iv ‖ tag ‖ ciphertext of the JSON body). */
  seal(body: MailBody, context: SealContext): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(aad(context));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  }

  open(sealed: string, context: SealContext): MailBody {
    const [version, payload] = sealed.split('.', 2);
    if (version !== VERSION || !payload)
      throw new SealedMailError(`sealed mail body of an unknown format (${version ?? ''})`);
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new SealedMailError('sealed mail body is truncated');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(aad(context));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const clear = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
      return bodySchema.parse(JSON.parse(clear));
    } catch (error) {
      throw new SealedMailError(
        'sealed mail body does not open with this key (was SESSION_SECRET changed?) or was altered',
        {
          cause: error,
        },
      );
    }
  }
}

/** The clear body of an outbox row, opening it when sealed (the worker, and tests that read a mail). */
export function outboxBody(
  row: {
    to_address: string;
    template: string | null;
    text_body: string;
    html_body: string | null;
    sealed_body: string | null;
  },
  sealer: OutboxSealer | undefined,
): MailBody {
  if (row.sealed_body === null) return { text: row.text_body, html: row.html_body };
  if (!sealer) throw new SealedMailError('a sealed mail body needs the outbox sealer (SESSION_SECRET)');
  return sealer.open(row.sealed_body, { to: row.to_address, template: row.template });
}
