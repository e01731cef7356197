// The packing slip (a PDF that travels with the goods, so it names no prices), in the buyer's language.

export const packingSlip = {
  title: 'Packing slip',
  /** the pickup window, in Los Angeles time */
  pickup: 'Pickup (Los Angeles time)',
  noPickup: 'Delivery',
  buyer: 'Buyer',
  note: 'Buyer’s note',
  noNote: 'No note from the buyer.',
  spec: 'Spec',
  packed: 'Packed',
  /** a catch-weight line not weighed yet */
  notWeighed: 'to weigh',
  /** '3 boxes · 2 packs' under the table */
  totals: 'Boxes: {boxes:number} · Packs: {packs:number}',
  weighedTotal: 'Weighed: {lbs:string} lb',
  packedBy: 'Packed by',
  receivedBy: 'Received by',
  /** each page's foot: the order and the page of its slip */
  foot: 'Order {number:string} · page {page:number} of {pages:number}',
};
