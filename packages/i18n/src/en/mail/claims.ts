// Claims on completed orders: the credit memo an approval issues (a PDF) and the mail of staff's
// decision, in the buyer's language.

/** What a buyer reports as wrong with a line: the words the form and the Claims page use too. */
export { claimReasons } from '../claimReasons';

export const creditMemo = {
  title: 'Credit memo',
  number: 'Credit memo no.',
  date: 'Date',
  invoice: 'Invoice no.',
  /** the claim the memo answers: 'Claim 12 of 11/29/2026' */
  claim: 'Claim {id:number} of {date:string}',
  creditTo: 'Credit to',
  reason: 'Reason',
  claimed: 'Claimed',
  /** '3.50 lb' / '2 boxes' */
  pounds: '{quantity:string} lb',
  box: '{quantity:string} box',
  boxes: '{quantity:string} boxes',
  credit: 'Credit',
  note: "This credit is applied to order {order:string}: it lowers what is left to pay, and once the order is paid it is your company's credit, refunded or applied to another order.",
};

export const claimDecided = {
  subjectApproved: 'Your claim on order {order:string} is approved: credit memo {memo:string}',
  subjectRefused: 'Your claim on order {order:string}',
  approved:
    'We checked the problem you reported with {item:string} on order {order:string} and approved a credit of {amount:string}. Credit memo {memo:string} is attached to the order in your account.',
  refused:
    'We checked the problem you reported with {item:string} on order {order:string} and could not approve it. The reason is below.',
  fields: {
    order: 'Order',
    item: 'Item',
    reason: 'What was wrong',
    credit: 'Credit',
    refusal: 'Reason',
  },
  cta: 'Open the order',
  questions: 'Questions about this decision? Reply to this e-mail or call us during business hours.',
};
