// Lots on the documents (the invoice, the packing slip) and the shipment record's PDF (staff).

export const lots = {
  /** under a line: the cases of one lot ('Lot A123 · packed Nov 20 · 3 cases') */
  line: 'Lot {code:string} · packed {packed:string} · {cases:number} case{{s}}',
  record: {
    title: 'Shipment record',
    /** the heading's fact: the Los Angeles days covered */
    range: 'Shipped {from:string} to {to:string}',
    made: 'Made {at:string}',
    shipped: 'Shipped',
    company: 'Company',
    address: 'Address',
    order: 'Order',
    product: 'Product',
    lot: 'Lot',
    establishment: 'Est.',
    cases: 'Cases',
    netLbs: 'Net lb',
    /** after a weight that is estimated (a line not weighed) */
    estimated: 'est.',
    none: 'No shipment was recorded in these days.',
    totals: '{rows:number} row{{s}} · {cases:number} case{{s}} · {lbs:string} lb',
    /** each page's foot */
    foot: 'Shipment record {from:string} – {to:string} · page {page:number} of {pages:number}',
  },
};
