// What can be wrong with a claimed line, in the words both the buyer's form and the back office's
// Claims page use: one vocabulary, kept once for both namespaces.
export const claimReasons = {
  short_weight: 'Short weight',
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  quality: 'Quality',
  missing: 'Missing',
};
