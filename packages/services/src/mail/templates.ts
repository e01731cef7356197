import { z } from 'zod';
import type { Locales } from '@wholesale/i18n/sync';
import { templateContext, type RenderedMail, type TemplateContext } from './templates/common';
import { emailChangedData, renderEmailChanged } from './templates/email-changed';
import { inquiryReceivedData, renderInquiryReceived } from './templates/inquiry-received';
import { inquiryResponseData, renderInquiryResponse } from './templates/inquiry-response';
import { orderCancelledData, renderOrderCancelled } from './templates/order-cancelled';
import { orderChangeNoticeData, renderOrderChangeNotice } from './templates/order-change-notice';
import { orderChangedData, renderOrderChanged } from './templates/order-changed';
import { orderCompleteData, renderOrderComplete } from './templates/order-complete';
import { orderConfirmedData, renderOrderConfirmed } from './templates/order-confirmed';
import { orderDeclinedData, renderOrderDeclined } from './templates/order-declined';
import {
  orderMissedPickupData,
  orderReadyData,
  renderOrderMissedPickup,
  renderOrderReady,
} from './templates/pickup-status';
import { orderNoticeData, renderOrderNotice } from './templates/order-notice';
import { orderReceivedData, renderOrderReceived } from './templates/order-received';
import { passwordResetData, renderPasswordReset } from './templates/password-reset';
import { pickupDayClosedData, renderPickupDayClosed } from './templates/pickup-day-closed';
import { renderSignupApproved, signupApprovedData } from './templates/signup-approved';
import { companyInvitationData, renderCompanyInvitation } from './templates/company-invitation';
import { documentExpiringData, renderDocumentExpiring } from './templates/document-expiring';
import { renderStatementReady, statementReadyData } from './templates/statement-ready';
import { paymentOverdueData, renderPaymentOverdue } from './templates/payment-overdue';
import { documentRenewalRefusedData, renderDocumentRenewalRefused } from './templates/document-renewal-refused';
import { orderApprovalData, renderOrderApproval } from './templates/order-approval';
import { claimDecidedData, renderClaimDecided } from './templates/claim-decided';
import { recallNoticeData, renderRecallNotice } from './templates/recall-notice';
import { cutoffReminderData, renderCutoffReminder } from './templates/cutoff-reminder';
import { renderStandingOrderChange, standingOrderChangeData } from './templates/standing-order-change';
import {
  renderStandingOrderMade,
  renderStandingOrderNothing,
  standingOrderMadeData,
  standingOrderNothingData,
} from './templates/standing-order';
import { renderSignupNotice, signupNoticeData } from './templates/signup-notice';
import { renderSignupReceived, signupReceivedData } from './templates/signup-received';
import { renderSignupRejected, signupRejectedData } from './templates/signup-rejected';

export type { RenderedMail } from './templates/common';

export const MAIL_LOCALES = ['en', 'ko'] as const satisfies readonly Locales[];
export const mailLocale = z.enum(MAIL_LOCALES);
export type MailLocale = z.infer<typeof mailLocale>;

interface TemplateDefinition<S extends z.ZodType> {
  data: S;
  render: (ctx: TemplateContext, data: z.output<S>) => RenderedMail;
}

function define<S extends z.ZodType>(
  data: S,
  render: (ctx: TemplateContext, data: z.output<S>) => RenderedMail,
): TemplateDefinition<S> {
  return { data, render };
}

/** Every e-mail the product sends. The key is stored in mail_outbox.template for tracing. */
export const mailTemplates = {
  'signup-received': define(signupReceivedData, renderSignupReceived),
  'signup-notice': define(signupNoticeData, renderSignupNotice),
  'signup-approved': define(signupApprovedData, renderSignupApproved),
  'signup-rejected': define(signupRejectedData, renderSignupRejected),
  'password-reset': define(passwordResetData, renderPasswordReset),
  'company-invitation': define(companyInvitationData, renderCompanyInvitation),
  'document-expiring': define(documentExpiringData, renderDocumentExpiring),
  'document-renewal-refused': define(documentRenewalRefusedData, renderDocumentRenewalRefused),
  'claim-decided': define(claimDecidedData, renderClaimDecided),
  'email-changed': define(emailChangedData, renderEmailChanged),
  'inquiry-received': define(inquiryReceivedData, renderInquiryReceived),
  'inquiry-response': define(inquiryResponseData, renderInquiryResponse),
  'order-received': define(orderReceivedData, renderOrderReceived),
  'order-notice': define(orderNoticeData, renderOrderNotice),
  'order-confirmed': define(orderConfirmedData, renderOrderConfirmed),
  'order-declined': define(orderDeclinedData, renderOrderDeclined),
  'order-complete': define(orderCompleteData, renderOrderComplete),
  'order-ready': define(orderReadyData, renderOrderReady),
  'order-missed-pickup': define(orderMissedPickupData, renderOrderMissedPickup),
  'order-changed': define(orderChangedData, renderOrderChanged),
  'order-cancelled': define(orderCancelledData, renderOrderCancelled),
  'order-approval': define(orderApprovalData, renderOrderApproval),
  'order-change-notice': define(orderChangeNoticeData, renderOrderChangeNotice),
  'pickup-day-closed': define(pickupDayClosedData, renderPickupDayClosed),
  'standing-order-made': define(standingOrderMadeData, renderStandingOrderMade),
  'standing-order-nothing': define(standingOrderNothingData, renderStandingOrderNothing),
  'standing-order-change': define(standingOrderChangeData, renderStandingOrderChange),
  'statement-ready': define(statementReadyData, renderStatementReady),
  'payment-overdue': define(paymentOverdueData, renderPaymentOverdue),
  'recall-notice': define(recallNoticeData, renderRecallNotice),
  'cutoff-reminder': define(cutoffReminderData, renderCutoffReminder),
} as const;

export type MailTemplateName = keyof typeof mailTemplates;

/**
 * Templates whose body carries a credential (a link that works as a password until it expires):
 * the outbox stores them sealed, never in clear (see sealing.ts). A template that puts a token in
 * a link belongs here; templates.test.ts checks that every template rendering a `token=` is listed.
 */
export const SEALED_MAIL_TEMPLATES: ReadonlySet<MailTemplateName> = new Set<MailTemplateName>([
  'password-reset',
  'company-invitation',
  'recall-notice',
  'cutoff-reminder',
]);
export const MAIL_TEMPLATE_NAMES = Object.keys(mailTemplates) as MailTemplateName[];

/** The data each template accepts (zod input: defaults may be left out). */
export type MailTemplateData = { [K in MailTemplateName]: z.input<(typeof mailTemplates)[K]['data']> };

/** A template with its data, for one locale. */
export type MailContent = {
  [K in MailTemplateName]: { template: K; locale: MailLocale; data: MailTemplateData[K] };
}[MailTemplateName];

/**
 * Validates the data against the template's schema and renders subject, text and HTML.
 * Throws a ZodError when the data does not fit: that is a bug in the caller, not user input.
 */
export function renderMail(content: MailContent): RenderedMail {
  const locale = mailLocale.parse(content.locale);
  const definition: TemplateDefinition<z.ZodType> | undefined = mailTemplates[content.template];
  if (!definition) throw new Error(`unknown mail template: ${String(content.template)}`);
  const data = definition.data.parse(content.data);
  return definition.render(templateContext(locale), data);
}
