// Moving orders to another pickup: from an order's page (any open window still ahead), and the
// Calendar page's orders on a closed day (to the next open day, one or all); and a line change
// agreed on the phone, saved without the buyer's e-mail.
const en_admin_reschedule = {
  // --- an order's page
  move: 'Move pickup',
  moveTitle: 'Move order {number:string} to another pickup',
  current: 'Now: {when:string}',
  day: 'Pickup day',
  window: 'Pickup window',
  loading: 'Loading the open pickup windows…',
  loadError: 'The open pickup windows could not be loaded.',
  noWindows: 'No pickup window is open in the coming days. Reopen a day on the Calendar page first.',
  sameWindow: 'That is the order’s window now: choose another.',
  notify: 'E-mail {email:string} the new time (in their language)',
  notifyOffHint:
    'Untick only when the buyer has agreed the new time on the phone: the order’s changes record that no e-mail went.',
  back: 'Keep the current time',
  confirm: 'Move order',
  moving: 'Moving…',
  moved: 'Order moved',
  movedText: 'New pickup: {when:string}',
  moveFailed: 'The order was not moved',

  // --- the Calendar page's orders on a closed day
  moveNext: 'Move to next open day',
  moveNextFor: 'Move order {number:string} to the next open day',
  moveAll: 'Move all {count:number} to the next open day',
  moveOneTitle: 'Move order {number:string} to the next open day?',
  moveAllTitle: 'Move {count:number} orders to the next open day?',
  moveNextText:
    'Each order moves to the same hour on the next open pickup day (or that day’s first window), and each buyer is e-mailed the new time in their language.',
  moveNextConfirm: 'Move and e-mail',
  movedAll: '{count:number} {{order|orders}} moved',
  movedSome: '{moved:number} moved, {failed:number} not moved',
  notMoved: '{number:string} was not moved: {reason:string}',

  // --- a line change agreed on the phone
  notifyChange: 'E-mail {email:string} the old and the new lines',
  notifyChangeOffHint: 'Untick for a change agreed on the phone: the order’s changes record that no e-mail went.',
  notMailed: 'Buyer not e-mailed (agreed by phone)',
};

export default en_admin_reschedule;
