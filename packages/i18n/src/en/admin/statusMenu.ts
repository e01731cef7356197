// The back office's status menu (the Orders list and one order's page): the menu and its Save,
// the questions it asks before a reopening, a decline, 'ready for pickup' and 'missed pickup', and
// the customer's missed pickups, their flag and the pause of their ordering.
const en_admin_statusMenu = {
  save: 'Save',
  saveFor: 'Save the status of order {number:string}',
  notYet: '{status:string} (after the pickup time)',
  // Reopening a complete, declined, cancelled or missed order.
  reopenTitle: 'Reopen order {number:string} as “{status:string}”?',
  reopenText: 'It is “{from:string}”. Reopening puts it back on the pick list and makes it owing again.',
  reopenInvoice: 'Its invoice is voided; completing it again issues a new one.',
  reopenReason: 'Why is this order reopened? (kept in the order’s history)',
  declineReason: 'Why is this order declined? (kept in the order’s history)',
  declineReasonMailed: 'Why is this order declined? (the e-mail gives this reason)',
  reasonRequired: 'Say why: the reason is required.',
  // 'ready for pickup' and 'missed pickup' ask first, with the mail they may send.
  readyNote: 'The order stays on the pick list.',
  missedNote:
    'The order leaves the pick list and is not counted as a sale. It counts as a missed pickup on the customer’s page.',
  notifyReady: 'E-mail the buyer “Your order {number:string} is ready for pickup” at {email:string}',
  notifyMissed: 'E-mail the buyer “We missed you: order {number:string} was not picked up” at {email:string}',
  readyMailSent: 'The “ready for pickup” e-mail is on its way to the buyer.',
  missedMailSent: 'The missed-pickup e-mail is on its way to the buyer.',
  historyReason: 'Reason: {reason:string}',
  // The customer's page.
  missedTitle: 'Missed pickups',
  missedCount: '{count:number} missed pickup{{s}}',
  missedFlag: 'Flagged: {count:number} missed pickups. The terms allow suspending online ordering.',
  active: 'Online ordering is open.',
  suspendedSince: 'Online ordering is suspended since {when:string}, by {who:string}.',
  suspend: 'Suspend ordering',
  resume: 'Resume ordering',
  suspendTitle: 'Suspend online ordering for {name:string}?',
  suspendText:
    'Their checkout is refused with a message to call us, and their standing orders are not made, until you resume ordering.',
  resumeTitle: 'Resume online ordering for {name:string}?',
  resumeText: 'They can place orders again, and their standing orders are made again.',
  cancel: 'Cancel',
  suspended: 'Ordering suspended',
  resumed: 'Ordering resumed',
  failed: 'Could not change ordering',
  unknownAdmin: 'an admin',
  // Settings.
  flagLabel: 'Flag a customer at this many missed pickups',
  flagHint: 'The terms: “two or more missed pickups may lead to suspension”.',
};

export default en_admin_statusMenu;
