// The weigh screen's cases (traceability): each case label scanned (a USB scanner types the code
// and Enter) or a case typed by hand, listed per line with its lot and weight; and, on the Lots
// page, the GTIN each product's case labels carry.
const en_admin_cases = {
  title: 'Cases',
  intro: 'Scan each case label. A catch-weight line weighs the sum of its cases.',
  scanLabel: 'Scan or type a case label',
  scanHint: 'Click here and scan: the scanner types the code and Enter. The printed “(01)…(10)…” text works too.',
  lineLabel: 'Line',
  lineAuto: 'The line of the label’s product',
  add: 'Add case',
  adding: 'Adding…',
  added: '{lbs:string} lb case of lot {lot:string} added to {name:string}: {count:number} of {packs:number} cases',
  addFailed: 'The case was not added',
  removed: 'Case removed from {name:string}',
  removeFailed: 'The case was not removed',
  remove: 'Remove',
  removeCase: 'Remove the {lbs:string} lb case of lot {lot:string}',
  removeTitle: 'Remove this case?',
  removeText:
    'The {lbs:string} lb case of lot {lot:string} leaves {name:string}, and the line’s weight goes down by it.',
  keep: 'Keep it',
  // --- a case typed by hand
  typeHeading: 'Type a case (a label that cannot be scanned)',
  lot: 'Lot',
  lotChoose: 'Choose a lot',
  lotNone: 'No lot of this product is recorded. Record it on the Lots page.',
  netLbs: 'Net weight (lb)',
  weightInvalid: 'Enter the case’s weight: more than 0 and at most 200 lb.',
  lotMissing: 'Choose the case’s lot.',
  // --- the list
  caseCount: '{count:number} of {packs:number} cases',
  noCases: 'No case scanned yet.',
  lotCol: 'Lot',
  packedCol: 'Packed',
  weightCol: 'Net lb',
  serialCol: 'Serial',
  typed: 'typed',
  lbs: '{lbs:string} lb',
  loading: 'Loading the cases…',
  loadError: 'The cases could not be loaded.',
  closed: 'This order is settled: its cases can no longer change.',
  noLabel: 'No GTIN: type its cases or its weight.',
  // --- the Lots page: products' GTINs
  gtinHeading: 'Case labels (GTIN)',
  gtinIntro: 'The GTIN printed in each product’s case label (after “(01)”). A scanned case names its product by it.',
  gtinSearch: 'Find a product',
  gtinFor: 'GTIN of {name:string}',
  gtinSave: 'Save',
  gtinSaved: 'GTIN of {name:string} saved',
  gtinCleared: 'GTIN of {name:string} removed',
  gtinFailed: 'The GTIN was not saved',
  gtinNone: 'No product matches.',
  sampleLabel: 'Sample label:',
  gtinMore: '{count:number} more: narrow the search',
};

export default en_admin_cases;
