import type { StartLine } from './orderEdit';

// The order the line editor's tests open on: a fixed-weight line and a catch-weight one, and a
// product to substitute. The editor's state and its words are tested on the same lines.

export const rib: StartLine = {
  id: 11,
  item_id: 1,
  name: 'Beef short rib',
  name_ko: '소갈비',
  spec: '20 lb - 10 lb x 2 packs',
  quantity: 2,
  unit_price: 120,
};

export const belly: StartLine = {
  id: 12,
  item_id: 2,
  name: 'Pork belly',
  name_ko: '삼겹살',
  spec: 'C.W. (Catch Weights)',
  quantity: 3,
  unit_price: 4.5,
};

export const shoulder = { id: 3, name: 'Pork shoulder', name_ko: '앞다리살', spec: 'C.W. (Catch Weights)' };
