// What can be wrong with a claimed line, in the words the buyer's form, the back office's Claims
// page and the claim mails use: one vocabulary, kept once for the three namespaces.
export const claimReasons = {
  short_weight: 'Short weight',
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  quality: 'Quality',
  missing: 'Missing',
};
