import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { PRIVATE_DIR, PRIVATE_FILE } from '../storage/local-disk';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { redactEmails, redactUrl } from '../kernel/log-redaction';
import { consoleMailLogger, type MailLogger } from './logger';

/** One message as stored in mail_outbox. */
export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** mail_outbox.id, for file names and logs */
  outboxId?: number;
}

export interface SentMail {
  messageId: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file' | (string & {});
  /** Resolves once the message is accepted; rejects otherwise (the worker retries). */
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): Promise<void>;
}

export interface TransportOptions {
  /** the From header, e.g. '"Wholesale Meat Co." <orders@example.com>' */
  from: string;
  logger?: MailLogger;
}

function toNodemailerMessage(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
  };
}

/**
 * An SMTP error with a 5xx reply code is permanent (unknown mailbox, rejected content):
 * retrying cannot help, so the worker gives up at once.
 */
export function isPermanentMailError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return false;
  const code = (error as { responseCode: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Delivery through an SMTP server given as a URL (smtp://user:pass@host:587, smtps://...).
 * Timeouts are kept short because the worker's claim on a row is a time-limited lease.
 */
export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  readonly #transporter: ReturnType<typeof nodemailer.createTransport>;
  readonly #from: string;

  constructor(smtpUrl: string, options: TransportOptions) {
    this.#from = options.from;
    this.#transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const info = await this.#transporter.sendMail(toNodemailerMessage(this.#from, mail));
    return { messageId: String(info.messageId) };
  }

  async close(): Promise<void> {
    this.#transporter.close();
  }
}

const LINK_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** The links in a plain-text body (for the developer's console). */
export function findLinks(text: string): string[] {
  // Sentence punctuation right after a link is not part of it.
  return [...new Set((text.match(LINK_PATTERN) ?? []).map((link) => link.replace(/[.,;:!?]+$/, '')))];
}

/**
 * Without SMTP_URL (demo mode, or MAIL_TRANSPORT=file): each message becomes an RFC 822 .eml file
 * in `dir` (DATA_DIR/mail, readable by the server's user only), which any mail client opens. One
 * log line names the file and shows the message's links with their secrets redacted (a reset
 * link's token, its e-mail address: see log-redaction.ts): the sealed outbox keeps a reset token
 * out of the database, and the log must not undo that. The link itself is in the file.
 */
export class FileTransport implements MailTransport {
  readonly kind = 'file' as const;
  readonly #builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  readonly #from: string;
  readonly #logger: MailLogger;

  constructor(
    readonly dir: string,
    options: TransportOptions,
  ) {
    this.#from = options.from;
    this.#logger = options.logger ?? consoleMailLogger;
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const info = await this.#builder.sendMail(toNodemailerMessage(this.#from, mail));
    const message = info.message;
    if (!Buffer.isBuffer(message)) throw new Error('stream transport did not return a buffer');
    await mkdir(this.dir, { recursive: true, mode: PRIVATE_DIR });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${mail.outboxId ?? 'x'}-${randomBytes(3).toString('hex')}.eml`;
    const file = path.join(this.dir, name);
    // Written under a temporary name and renamed, so a reader never sees half a message.
    const temp = `${file}.tmp`;
    await writeFile(temp, message, { mode: PRIVATE_FILE });
    await rename(temp, file);
    const links = findLinks(mail.text).map(redactUrl);
    // The recipient as the rest of the log shows addresses: the file, not the log, says who.
    const to = redactEmails(mail.to);
    this.#logger.info(
      { to, subject: redactEmails(mail.subject), file, links },
      `mail to ${to} written to ${file}${links.length ? ` — links: ${links.join(' ')}` : ''}`,
    );
    return { messageId: String(info.messageId) };
  }

  async close(): Promise<void> {
    this.#builder.close();
  }
}

export interface MailTransportConfig extends TransportOptions {
  /** SMTP_URL; unset means files */
  smtpUrl?: string | undefined;
  /** DATA_DIR; files go to DATA_DIR/mail */
  dataDir: string;
}

/** The configuration rule: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/mail. */
export function createMailTransport(config: MailTransportConfig): MailTransport {
  const options: TransportOptions = { from: config.from, ...(config.logger ? { logger: config.logger } : {}) };
  return config.smtpUrl
    ? new SmtpTransport(config.smtpUrl, options)
    : new FileTransport(path.join(config.dataDir, 'mail'), options);
}
