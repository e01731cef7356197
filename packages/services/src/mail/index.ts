// Outgoing mail: templates, the outbox (enqueue in the business transaction) and its worker.
export { enqueueMail, type EnqueueMailInput } from './outbox';
export { OutboxSealer, SealedMailError, outboxBody, type MailBody, type SealContext } from './sealing';
export {
  renderMail,
  mailTemplates,
  mailLocale,
  MAIL_LOCALES,
  MAIL_TEMPLATE_NAMES,
  SEALED_MAIL_TEMPLATES,
  type MailContent,
  type MailLocale,
  type MailTemplateData,
  type MailTemplateName,
  type RenderedMail,
} from './templates';
export { PASSWORD_RESET_TTL_MINUTES, resetPasswordLink } from './templates/password-reset';
export type { InquiryCartLine } from './templates/inquiry-received';
export {
  SmtpTransport,
  FileTransport,
  createMailTransport,
  type MailTransportConfig,
  findLinks,
  isPermanentMailError,
  type MailTransport,
  type OutgoingMail,
  type SentMail,
  type TransportOptions,
} from './transports';
export {
  createMailWorker,
  retryDelayMs,
  DEFAULT_RETRY_POLICY,
  type MailWorker,
  type MailWorkerOptions,
  type MailBatchResult,
  type RetryPolicy,
} from './worker';
export { consoleMailLogger, type MailLogger } from './logger';
