// Outgoing mail: SMTP or .eml files, who it is from, and the business inbox for inquiries.
import { z } from 'zod';
import { optional, urlWithProtocols } from './fields';

export const DEFAULT_MAIL_FROM = '"Wholesale Meat Co." <no-reply@localhost>';
/**
 * Where inquiries go when neither INQUIRY_EMAIL nor ADMIN_EMAIL is set. Not `sales@localhost`:
 * the outbox accepts only addresses with a domain and a TLD (`.localhost` is reserved, RFC 6761).
 */
export const DEFAULT_INQUIRY_EMAIL = 'sales@wholesale.localhost';

const MAIL_TRANSPORTS = ['smtp', 'file'] as const;
export type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

export const mailEnv = {
  SMTP_URL: optional(urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:'])),
  MAIL_TRANSPORT: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(MAIL_TRANSPORTS, { error: 'MAIL_TRANSPORT must be smtp or file' })),
  ),
  // A display name and an address: `"Name" <a@b.c>`, `Name <a@b.c>` or a bare address. No line
  // breaks, so the value can never inject another header.
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .regex(/^(?:[^\r\n<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
        error: 'MAIL_FROM must be an address, optionally with a display name: "Name" <no-reply@example.com>',
      }),
  ),
  INQUIRY_EMAIL: optional(z.email({ error: 'INQUIRY_EMAIL must be an e-mail address' })),
};

/**
 * SMTP when SMTP_URL is set; files in demo mode; outside demo mode, files only when chosen. A
 * production server that lost its SMTP_URL would otherwise write every mail (reset links
 * included) to disk, deliver nothing, and say so only in a log. Undefined (with its issue) when
 * none applies.
 */
export function mailTransportOf(
  e: { MAIL_TRANSPORT?: MailTransportKind | undefined; SMTP_URL?: string | undefined },
  demo: boolean,
  issues: string[],
): MailTransportKind | undefined {
  const mailTransport: MailTransportKind | undefined =
    e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : demo ? 'file' : undefined);
  if (e.MAIL_TRANSPORT === 'smtp' && e.SMTP_URL === undefined) {
    issues.push('MAIL_TRANSPORT=smtp needs SMTP_URL (smtp://user:password@host:587 or smtps://…)');
  } else if (e.MAIL_TRANSPORT === 'file' && e.SMTP_URL !== undefined) {
    issues.push(
      'MAIL_TRANSPORT=file and SMTP_URL contradict each other: unset SMTP_URL to write mail to files, or MAIL_TRANSPORT to send it',
    );
  } else if (mailTransport === undefined) {
    issues.push(
      'SMTP_URL is required unless DEMO=1: set it to your mail server (smtp://user:password@host:587 or smtps://…), ' +
        'or set MAIL_TRANSPORT=file to write outgoing mail as .eml files into DATA_DIR/mail instead (nothing is delivered to anyone)',
    );
  }
  return mailTransport;
}
