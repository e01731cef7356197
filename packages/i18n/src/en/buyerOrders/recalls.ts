// A company's recall notices: the banner over its orders, and the page the notice's link opens.
const en_buyerOrders_recalls = {
  bannerTitle: 'Product recall',
  bannerText: 'We have recalled product your company received. Stop using it and follow the notice we e-mailed you.',
  bannerLots: 'Lots: {lots:string}',
  acknowledged: 'Acknowledged {when:string}',
  notAcknowledged: 'Please acknowledge the notice with the link in our e-mail.',
  pageTitle: 'Recall notice',
  loading: 'Loading the notice…',
  reason: 'Reason: {reason:string}',
  lot: '{product:string}, lot {lot:string}: produced {produced:string}, packed {packed:string}',
  whatToDo:
    'Stop using and selling these lots at once, keep the cases apart, and call us: we will replace or credit them.',
  acknowledge: 'I have read this notice',
  acknowledging: 'Acknowledging…',
  done: 'Thank you: the notice is acknowledged.',
  doneAt: 'Acknowledged {when:string}',
  failed: 'The notice could not be acknowledged',
  badLinkTitle: 'This link does not work',
};

export default en_buyerOrders_recalls;
