// Which demo drawing a product gets: one illustration per kind of cut, in its species' colours,
// on its style's scene. Shared by seedDemoImages (which copies the drawings into storage) and
// tooling/demo-pictures/make-demo-images.mjs (which draws them), so a product and its drawing cannot drift
// apart. Plain JavaScript, typed by demo-cuts.d.mts, because the script runs on bare Node.

/**
 * The kinds of cut that have a drawing, each with the item types (English, as in the seed) drawn
 * that way. Types that look alike on a plate share a kind.
 */
const DEMO_CUTS = Object.freeze({
  flanken: ['Short rib'], // LA galbi: thin cross-cut strips, three small bone sections each
  'bone-in-chunks': ['Braising short rib', 'Pork rib'],
  'thin-slices': ['Bulgogi', 'Chuck eye roll', 'Pork shoulder'],
  'shaved-rolls': ['Brisket point'],
  steak: ['Ribeye', 'Strip loin'],
  roast: ['Tenderloin', 'Chuck'],
  slab: ['Brisket'],
  'layered-slab': ['Pork belly'],
  'thick-slices': ['Pork collar', 'Pork jowl', 'Chuck flap'],
  strips: ['Chicken tenderloin', 'Boneless short rib'],
  'whole-bird': ['Whole chicken', 'Young chicken'],
  wings: ['Chicken wing'],
  legs: ['Drumstick', 'Leg quarter'],
  thighs: ['Chicken thigh'],
  rack: ['Back ribs'],
  'bone-rounds': ['Shank', 'Oxtail'],
  tongue: ['Tongue'],
  trotter: ['Trotter'],
});

/** The drawing for a type no kind lists (an admin's new product): drawn for every style. */
export const DEFAULT_DEMO_CUT = Object.freeze({ beef: 'steak', pork: 'thick-slices', chicken: 'thighs' });

/** Drawings per folder; an item with more images reuses them in turn. */
export const DEMO_DRAWINGS_PER_FOLDER = 3;

// Looked up without case or surrounding spaces, so "short rib " finds "Short rib".
const normalise = (type) => type.trim().toLowerCase();
const cutByType = new Map(
  Object.entries(DEMO_CUTS).flatMap(([cut, types]) => types.map((type) => [normalise(type), cut])),
);

/** The kind of cut drawn for an item: its type's kind, else its species' default. */
export function demoCutOf(item) {
  return cutByType.get(normalise(item.type ?? '')) ?? DEFAULT_DEMO_CUT[item.species];
}

/** The folder under demo-assets/products holding the item's drawings: `{species}-{cut}-{style}`. */
export function demoDrawingFolder(item) {
  return `${item.species}-${demoCutOf(item)}-${item.style}`;
}
