// Staff's internal notes: the Notes panel of an order's and a customer's page, and the pick list's
// "Show notes" switch. Never shown to a buyer.
const en_admin_notes = {
  title: 'Notes',
  intro: 'Internal: only staff see these notes, never the buyer.',
  customerTitle: 'Notes on the customer',
  customerIntro: 'Written on {name:string}’s customer page (read only here).',
  empty: 'No notes yet.',
  customerEmpty: 'No notes on this customer.',
  loading: 'Loading the notes…',
  loadError: 'Could not load the notes',
  retry: 'Try again',
  unknownAuthor: 'A former staff member',
  newNote: 'New note',
  counter: '{count:number} / {max:number}',
  hint: 'Ctrl+Enter (⌘+Enter on a Mac) adds the note.',
  add: 'Add note',
  adding: 'Adding…',
  added: 'Note added',
  addFailed: 'Could not add the note',
  tooLong: 'At most {max:number} characters.',
  showOnPickList: 'Show notes',
  showOnPickListOn: 'Each order’s notes and its customer’s are shown under it, and printed.',
  showOnPickListOff: 'Notes are not shown.',
  pickOrderNotes: 'Notes on the order',
  pickCustomerNotes: 'Notes on the customer',
};

export default en_admin_notes;
