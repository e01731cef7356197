import type { BaseTranslation } from '../../i18n-types';
import {
  signupReceived,
  emailChanged,
  signupApproved,
  signupRejected,
  companyInvitation,
  passwordReset,
} from './account';
import { inquiryResponse, inquiryReceived } from './inquiries';
import { documentExpiring, documentRenewalRefused } from './documents';
import {
  orderApproval,
  order,
  orderReceived,
  orderNotice,
  orderConfirmed,
  orderDeclined,
  orderComplete,
  standingOrder,
  pickupClosed,
} from './orders';
import { orderChanges, orderChanged, orderCancelled, orderChangeNotice } from './orderChanges';
import { invoice, statement } from './billing';

// Outgoing e-mail (packages/services/src/mail). Rendered on the server with the synchronous
// loader; arguments are HTML-escaped by the template before they get here, so no markup in
// these strings: the templates add the structure.
const en_mail = {
  greeting: 'Hello {name:string},',
  greetingNoName: 'Hello,',
  signOff: 'Thank you,',
  team: 'The {brand:string} team',
  hoursLine: 'Customer service: Mon-Fri 8:00AM-3:30PM PST',
  automated: 'This message was sent automatically by our online store.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  signupReceived,
  emailChanged,
  signupApproved,
  inquiryResponse,
  signupRejected,
  orderApproval,
  companyInvitation,
  documentExpiring,
  documentRenewalRefused,
  passwordReset,
  inquiryReceived,
  order,
  orderReceived,
  orderNotice,
  orderConfirmed,
  orderDeclined,
  orderComplete,
  orderChanges,
  orderChanged,
  orderCancelled,
  orderChangeNotice,
  invoice,
  standingOrder,
  statement,
  pickupClosed,
} satisfies BaseTranslation;

export default en_mail;
