// A recall notice: to each company that received a recalled lot, in the owner's language, with a
// link to acknowledge; the same once more a day later while it is not acknowledged.
export const recallNotice = {
  subject: 'Recall notice: lot {lots:string}',
  subjectReminder: 'Reminder: please acknowledge the recall of lot {lots:string}',
  banner: 'Product recall: please act on this notice today.',
  intro: 'We are recalling product that {company:string} received from us.',
  introNoCompany: 'We are recalling product that your company received from us.',
  reason: 'Reason: {reason:string}',
  lotsHeading: 'Recalled product and lots',
  lot: '{product:string}, lot {lot:string}: produced {produced:string}, packed {packed:string}, use or freeze by {useBy:string}',
  fields: {
    cases: 'Cases you received',
    lbs: 'Net weight you received',
    pickups: 'Picked up on',
  },
  pounds: '{lbs:string} lb',
  todoHeading: 'What to do',
  todo: {
    stop: 'Stop using and selling the product of these lots at once.',
    separate: 'Keep the cases apart, labelled "recalled", until we collect or replace them.',
    call: 'Call us with how many cases you still hold: we will replace or credit them.',
  },
  cta: 'Acknowledge this notice',
};

// The recall's report for the inspector (PDF), in the reader's language.
export const recallReport = {
  title: 'Recall {id:number}',
  printed: 'Made {when:string}',
  reason: 'Reason',
  created: 'Recall opened',
  noticesSent: 'Notices sent',
  closed: 'Closed',
  never: 'not yet',
  lots: 'Lots recalled',
  lot: 'Lot',
  lotLine:
    'Produced {produced:string}, packed {packed:string}, use or freeze by {useBy:string}. Cases produced: {producedCases:number}, weighed into orders: {weighed:number}, never sold: {unsold:number}',
  customers: 'Customers ({count:number})',
  noCustomers: 'No customer received these lots.',
  companyLot:
    'Lot {lot:string}: {shipped:number} cases shipped ({lbs:string} lb), {unshipped:number} not yet picked up',
  pickups: 'Picked up on',
  unshippedOrders: 'Orders not yet picked up',
  notice: 'Notice sent {sent:string}; acknowledged {acknowledged:string}; reminded {reminded:string}',
  noNotice: 'No notice (nothing shipped)',
};
