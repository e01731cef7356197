// The Orders page's bulk work: the row checkboxes, "select all in this filter", the toolbar
// (confirm, mark ready, print packing slips, export), its two questions and the summary after.
const en_admin_bulk = {
  selectOrder: 'Select order {number:string}',
  selectPage: 'Select every order on this page',
  selectAll: 'Select all orders in this filter',
  selectingAll: 'Selecting…',
  allSelected: 'All {count:number} order{{s}} in this filter are selected.',
  selectAllFailed: 'Could not select the orders of this filter',
  rangeHint: 'Shift-click (or Shift+Space) selects every order between two checkboxes.',
  toolbar: 'Bulk actions',
  selected: '{count:number} order{{s}} selected',
  clear: 'Clear selection',
  confirm: 'Confirm',
  ready: 'Mark ready for pickup',
  print: 'Print packing slips',
  export: 'Export',
  exportFile: 'selected-orders',
  // --- the questions ---
  confirmTitle: 'Confirm {count:number} order{{s}}?',
  readyTitle: 'Mark {count:number} order{{s}} ready for pickup?',
  confirmMails:
    '{count:number} buyer{{s}} will receive the order confirmation e-mail (“Your order is confirmed”):',
  confirmNoMail: '{count:number} order{{s}} had their confirmation before: no e-mail goes again.',
  readyNote: 'The orders stay on the pick list.',
  readyNotify: 'E-mail each buyer “Your order is ready for pickup” ({count:number} e-mail{{s}}):',
  readyNoMail: 'No e-mail goes to the buyers.',
  unchanged: '{count:number} order{{s}} already have this status: nothing changes for them.',
  refused: '{count:number} order{{s}} cannot take this status now and will be refused:',
  mailTo: '{number:string} to {email:string}',
  refusedOrder: '{number:string} ({status:string})',
  onHold: '{number:string} (credit hold)',
  goConfirm: 'Confirm and send',
  goConfirmNoMail: 'Confirm',
  goReady: 'Mark ready',
  cancel: 'Cancel',
  // --- the answer ---
  working: 'Changing {count:number} order{{s}}…',
  doneConfirmed: '{count:number} confirmed',
  doneReady: '{count:number} marked ready for pickup',
  doneRefused: '{count:number} refused',
  refusal: '{number:string} — {reason:string}',
  doneMails: '{count:number} e-mail{{s}} sent.',
  failed: 'The bulk change stopped. Reload the list to see where each order stands.',
  resultsTitle: 'Bulk change',
};

export default en_admin_bulk;
