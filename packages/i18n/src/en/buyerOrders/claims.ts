import { claimReasons } from '../claimReasons';

// "Report a problem" on a completed order's page: the window to report one, the form (the line,
// what is wrong, how much, a note and photos), and the order's reports with staff's decisions and
// the credit memos they issued.
const en_buyerOrders_claims = {
  title: 'Report a problem',
  /** `time`: when the window closes, on the warehouse's clock */
  until: 'You can report a problem with this order until {time:string}.',
  start: 'Report a problem',
  formTitle: 'What went wrong?',
  formIntro: 'Tell us which item, what is wrong and how much. Photos help us decide quickly.',
  line: 'Item',
  lineQty: 'Ordered: {qty:string} · {amount:string}',
  reason: 'Problem',
  reasons: claimReasons,
  quantity: 'How much',
  quantityHint: 'For example 3 or 2.5',
  unit: 'Counted in',
  units: {
    lb: 'Pounds',
    box: 'Boxes',
  },
  note: 'Note',
  noteHint: 'What happened, in a few words (at most {max:number} characters).',
  photos: 'Photos',
  photosHint: 'Up to {max:number} photos: JPEG, PNG, HEIC or WebP, 10 MB each.',
  takePhoto: 'Take a photo',
  choosePhotos: 'Choose photos',
  photoCount: '{n:number} of {max:number} photos',
  /** `n`: the photo's place in the list */
  photoAlt: 'Photo {n:number}',
  removePhoto: 'Remove photo {n:number}',
  photoRemoved: 'Photo removed.',
  submit: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: 'Thank you: we received your report and will get back to you.',
  errors: {
    line: 'Choose the item the problem is with.',
    reason: 'Choose what is wrong.',
    quantity: 'Enter more than 0 and at most 9999.99, with up to two decimals.',
    note: 'The note can be at most {max:number} characters.',
    photoSize: 'A photo can be at most 10 MB: a larger one was left out.',
    photoType: 'Only JPEG, PNG, HEIC or WebP photos can be added.',
    photoCount: 'At most {max:number} photos: the rest were left out.',
    network: "We couldn't reach the server. Check your connection and try again.",
    server: 'Something went wrong on our side. Please try again.',
  },
  /** after the window */
  passed: 'The {hours:number}-hour window to report a problem with this order has passed.',
  callUs: 'Please call us at {phone:string} and we will help.',
  viewer: "The company's owner or the person who placed this order can report a problem with it.",
  listTitle: 'Reported problems',
  loading: 'Loading reported problems…',
  loadFailed: "We couldn't load the reported problems.",
  retry: 'Try again',
  status: {
    open: 'Under review',
    approved: 'Approved',
    refused: 'Refused',
  },
  /** 'Short weight · 3.5 lb' */
  summary: '{reason:string} · {quantity:string}',
  qtyLb: '{n:number} lb',
  qtyBox: '{n:number} box{{es}}',
  reported: 'Reported {date:string} by {name:string}',
  approved: 'Credited {amount:string}',
  refused: 'Reason: {reason:string}',
  creditMemo: 'Credit memo {number:string}',
  inEn: 'in English',
  inKo: '한국어로',
  photosOf: 'Photos',
  openPhoto: 'Photo {n:number} (opens in a new tab)',
};

export default en_buyerOrders_claims;
