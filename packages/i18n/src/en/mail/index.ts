import type { BaseTranslation } from '../../i18n-types';
import * as account from './account';
import * as inquiries from './inquiries';
import * as documents from './documents';
import * as orders from './orders';
import * as orderChanges from './orderChanges';
import * as billing from './billing';
import * as claims from './claims';
import * as pickupStatus from './pickupStatus';
import * as packingSlip from './packingSlip';
import * as lots from './lots';
import * as recalls from './recalls';
import * as reminders from './reminders';

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
  // Each kind of mail's texts, in the file named for it.
  ...account,
  ...inquiries,
  ...documents,
  ...orders,
  ...orderChanges,
  ...billing,
  ...claims,
  ...pickupStatus,
  ...packingSlip,
  ...lots,
  ...recalls,
  ...reminders,
} satisfies BaseTranslation;

export default en_mail;
