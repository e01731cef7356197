// One drawing per kind of cut (the kinds and the item types they stand for are in
// src/demo-cuts.mjs), in three variations. Each drawing is the food only, centred on (0, 0) and
// kept within about 300 px of it so it sits on every style's serving surface; the scene around it
// is make-demo-images.mjs's. Shapes are bold on purpose: the listing shows them at 200 px.
//
// The drawings are under cuts/, one module per family of cuts (slices, whole cuts, pork layers,
// bones and offal, chicken), on cuts/blocks.mjs and cuts/garnish.mjs.
import { MEAT } from './demo-art.mjs';
import { drawBoneInChunks, drawFlanken, drawShavedRolls, drawThinSlices } from './cuts/slices.mjs';
import { drawRoast, drawSlab, drawSteak } from './cuts/whole-cuts.mjs';
import { drawLayeredSlab, drawStrips, drawThickSlices } from './cuts/pork-layers.mjs';
import { drawBoneRounds, drawRack, drawTongue, drawTrotter } from './cuts/bones-and-offal.mjs';
import { drawLegs, drawThighs, drawWholeBird, drawWings } from './cuts/chicken.mjs';

/** Everything a drawing needs: its random numbers, colours, style and fresh ids for clip paths. */
export function painter(species, style, rand) {
  let next = 0;
  return {
    rand,
    species,
    style,
    c: MEAT[species],
    marinated: style === 'marinated',
    // Prepped styles (marinated, processed) show the sliced or portioned form first.
    prepped: style === 'marinated' || style === 'processed',
    id: (kind = 'c') => `${kind}${next++}`,
  };
}

/** The food for `cut`, variation `n` (1..3). */
export function drawCut(cut, p, n) {
  const draw = DRAWINGS[cut];
  if (!draw) throw new Error(`no drawing for the cut "${cut}"`);
  return draw(p, n);
}

const DRAWINGS = {
  flanken: drawFlanken,
  'bone-in-chunks': drawBoneInChunks,
  'thin-slices': drawThinSlices,
  'shaved-rolls': drawShavedRolls,
  steak: drawSteak,
  roast: drawRoast,
  slab: drawSlab,
  'layered-slab': drawLayeredSlab,
  'thick-slices': drawThickSlices,
  strips: drawStrips,
  'whole-bird': drawWholeBird,
  wings: drawWings,
  legs: drawLegs,
  thighs: drawThighs,
  rack: drawRack,
  'bone-rounds': drawBoneRounds,
  tongue: drawTongue,
  trotter: drawTrotter,
};
