import { randomUUID } from 'node:crypto';
import { UPLOAD_MAX_BYTES, type UploadMimeType } from '@wholesale/rules';
import { type z } from 'zod';
import type { Transaction, Database } from '@wholesale/db';
import {
  ACCOUNT_ERRORS,
  parseInput,
  UnauthorizedError,
  uploadInput,
  VALIDATION_ERRORS,
  ValidationError,
} from '@wholesale/contract';
import type { ObjectStorage } from '../storage/types';
import { randomToken, sha256Hex, type Db } from '../kernel/common';
import type { UploadInput } from '@wholesale/contract';
import { chargeClient, CLIENT_LIMITS, peekClient, type ClientLimits } from './limits';
import type { RateLimiter } from './rate-limit';

/** An upload token is good for half an hour and a handful of files (the form has at most four). */
export const UPLOAD_TOKEN_TTL_MINUTES = 30;
export const UPLOAD_TOKEN_MAX_USES = 8;

export type UploadOwner = { signupRequestId: number } | { inquiryId: number };

/** Issues a token bound to one owner, inside the transaction that creates the owner. */
export async function issueUploadToken(
  trx: Transaction<Database>,
  owner: UploadOwner,
  now: Date,
  clientKey?: string,
): Promise<string> {
  const token = randomToken();
  await trx
    .insertInto('upload_tokens')
    .values({
      token_hash: sha256Hex(token),
      signup_request_id: 'signupRequestId' in owner ? owner.signupRequestId : null,
      inquiry_id: 'inquiryId' in owner ? owner.inquiryId : null,
      expires_at: new Date(now.getTime() + UPLOAD_TOKEN_TTL_MINUTES * 60_000),
      client_key: clientKey ?? null,
    })
    .execute();
  return token;
}

/** The token row if it is known, unexpired and not used up; null otherwise. Does not count a use. */
async function findUploadToken(db: Db, token: string, now: Date) {
  return db
    .selectFrom('upload_tokens')
    .selectAll()
    .where('token_hash', '=', sha256Hex(token))
    .where('expires_at', '>', now)
    .where('uses', '<', UPLOAD_TOKEN_MAX_USES)
    .executeTakeFirst();
}

/**
 * Counts one use, atomically: two concurrent uploads cannot both take the last use.
 * Returns false when the token expired or ran out in the meantime.
 */
async function consumeUploadToken(trx: Transaction<Database>, tokenId: number, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('upload_tokens')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', tokenId)
    .where('expires_at', '>', now)
    .where('uses', '<', UPLOAD_TOKEN_MAX_USES)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const EXTENSION_TYPES: Readonly<Record<string, UploadMimeType>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const STORED_EXTENSION: Readonly<Record<UploadMimeType, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the first bytes say the file is, or null when it is none of the accepted kinds. */
export function sniffType(bytes: Uint8Array): UploadMimeType | null {
  const starts = (sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts(PNG_SIGNATURE)) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

interface CheckedFile {
  mime: UploadMimeType;
  extension: string;
  originalFilename: string;
}

/**
 * The size rule, then the type rule three ways: the name's extension, the declared type and the
 * file's own first bytes must all name the same accepted kind. The spec's messages.
 */
function checkFile(file: { filename: string; contentType: string; bytes: Uint8Array }): CheckedFile {
  const size = file.bytes.byteLength;
  if (size === 0) throw new ValidationError(VALIDATION_ERRORS.fileEmpty);
  if (size > UPLOAD_MAX_BYTES) throw new ValidationError(VALIDATION_ERRORS.fileTooLarge);
  const name = safeFilename(file.filename);
  const dot = name.lastIndexOf('.');
  const byExtension = dot >= 0 ? EXTENSION_TYPES[name.slice(dot + 1).toLowerCase()] : undefined;
  const declared = file.contentType.toLowerCase().split(';', 1)[0]?.trim();
  const sniffed = sniffType(file.bytes);
  if (!byExtension || !sniffed || byExtension !== sniffed || declared !== sniffed) {
    throw new ValidationError(VALIDATION_ERRORS.fileType);
  }
  return { mime: sniffed, extension: STORED_EXTENSION[sniffed], originalFilename: name };
}

/** The base name only, without control characters, at most 255 characters; kept for display. */
function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'document').slice(-255);
}

/** Where a document's object goes: a signup's, an inquiry's, or a company's later upload. */
export type DocumentFolder = 'signup' | 'inquiries' | 'company';

/** Generated key: the user's file name never becomes part of a path. */
function documentKey(folder: DocumentFolder, ownerId: number, extension: string): string {
  return `documents/${folder}/${ownerId}/${randomUUID()}.${extension}`;
}

export function parseUpload(input: UploadInput) {
  return parseInput(uploadInput, input);
}

export function invalidUploadLink(): UnauthorizedError {
  return new UnauthorizedError(ACCOUNT_ERRORS.uploadLink);
}

export type ParsedUpload = z.output<typeof uploadInput>;

/**
 * The token for an upload to one kind of owner: known, unexpired, not used up and bound to that
 * kind (a signup token cannot add files to an inquiry). Does not count a use.
 */
export async function requireUploadToken(
  db: Db,
  token: string,
  now: Date,
  owner: 'signup_request_id' | 'inquiry_id',
): Promise<{ id: number; ownerId: number; clientKey: string | null }> {
  const row = await findUploadToken(db, token, now);
  const ownerId = row?.[owner];
  if (!row || ownerId === null || ownerId === undefined) throw invalidUploadLink();
  return { id: row.id, ownerId, clientKey: row.client_key };
}

const tokenOnly = uploadInput.pick({ uploadToken: true });

/**
 * What can be known of an upload before its body is read: the token is well
 * formed, known, unexpired, not used up and bound to this kind of owner (and to `ownerId` when the
 * path names one), and the upload budgets of the client that created the owner are not spent.
 * Counts nothing: the upload itself checks all of it again, with the file and the e-mail.
 */
export async function admitUpload(
  db: Db,
  rawToken: string,
  now: Date,
  owner: 'signup_request_id' | 'inquiry_id',
  budget: { limiter: RateLimiter; limits: ClientLimits },
  ownerId?: number,
): Promise<void> {
  const { uploadToken } = parseInput(tokenOnly, { uploadToken: rawToken });
  const token = await requireUploadToken(db, uploadToken, now, owner);
  if (ownerId !== undefined && token.ownerId !== ownerId) throw invalidUploadLink();
  await peekClient(budget.limiter, budget.limits, 'uploads', token.clientKey);
  await peekClient(budget.limiter, budget.limits, 'uploadBytes', token.clientKey);
}

/** The columns every document row has, whichever table it goes to. */
export interface DocumentColumns {
  document_type: ParsedUpload['documentType'];
  storage_key: string;
  original_filename: string;
  content_type: UploadMimeType;
  file_size: number;
}

/**
 * The steps after the owner is known and checked: the file rules, the object put, then one token use
 * (none for a signed-in owner's upload: `tokenId` null, the session was the credential) and the
 * document row in one transaction. The object goes in first so that no row ever points at a
 * missing file; if the transaction fails the object is removed again.
 */
export async function storeDocument(
  db: Db,
  storage: ObjectStorage,
  upload: {
    input: Pick<ParsedUpload, 'documentType' | 'filename' | 'contentType' | 'bytes'>;
    tokenId: number | null;
    now: Date;
    folder: DocumentFolder;
    ownerId: number;
  },
  insertRow: (trx: Transaction<Database>, columns: DocumentColumns) => Promise<{ id: number }>,
  /** the client that created the owner (upload_tokens.client_key) pays for the files and their bytes */
  budget?: { limiter: RateLimiter; limits: ClientLimits; clientKey: string | null },
): Promise<{ documentId: number; key: string }> {
  const { input, now } = upload;
  const file = checkFile(input);
  if (budget?.clientKey) {
    await chargeClient(budget.limiter, budget.limits, 'uploads', budget.clientKey);
    await chargeClient(budget.limiter, budget.limits, 'uploadBytes', budget.clientKey, input.bytes.byteLength);
  }
  const key = documentKey(upload.folder, upload.ownerId, file.extension);
  await storage.put(key, Buffer.from(input.bytes), { contentType: file.mime, cacheControl: 'private, no-store' });
  try {
    const documentId = await db.transaction().execute(async (trx) => {
      if (upload.tokenId !== null && !(await consumeUploadToken(trx, upload.tokenId, now))) throw invalidUploadLink();
      const row = await insertRow(trx, {
        document_type: input.documentType,
        storage_key: key,
        original_filename: file.originalFilename,
        content_type: file.mime,
        file_size: input.bytes.byteLength,
      });
      return row.id;
    });
    return { documentId, key };
  } catch (err) {
    // No row points at the object: remove it rather than leave an orphan in storage.
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * An upload by link (a signup's or an inquiry's file): the link for that kind of owner, the owner
 * it names (`findOwner`: undefined when that one may not receive files), the e-mail given checked
 * against the owner's, then the document stored (storeDocument), the client that created the owner
 * paying for it. Each refusal before the file reads as a wrong link: the link is the credential, so
 * the answer tells nothing about which owners exist.
 */
export async function storeLinkedUpload<Owner extends { id: number; email: string }>(
  deps: { db: Db; storage: ObjectStorage; limiter: RateLimiter; limits?: ClientLimits | undefined },
  raw: UploadInput,
  now: Date,
  link: { owner: 'signup_request_id' | 'inquiry_id'; folder: DocumentFolder },
  findOwner: (ownerId: number) => Promise<Owner | undefined>,
  insertRow: (trx: Transaction<Database>, owner: Owner, columns: DocumentColumns) => Promise<{ id: number }>,
): Promise<{ owner: Owner; documentId: number; key: string }> {
  const input = parseUpload(raw);
  const token = await requireUploadToken(deps.db, input.uploadToken, now, link.owner);
  const owner = await findOwner(token.ownerId);
  if (!owner || owner.email.toLowerCase() !== input.userEmail.toLowerCase()) throw invalidUploadLink();
  const stored = await storeDocument(
    deps.db,
    deps.storage,
    { input, tokenId: token.id, now, folder: link.folder, ownerId: owner.id },
    (trx, columns) => insertRow(trx, owner, columns),
    { limiter: deps.limiter, limits: deps.limits ?? CLIENT_LIMITS, clientKey: token.clientKey },
  );
  return { owner, ...stored };
}
