// Layered and grilling cuts: pork belly (block and slices), thick grilling slices, and strips.
import { blobPath, f, smoothPath } from '../demo-art.mjs';
import { at, between, boxOf, flesh, jitter, PORK_SKIN, profilePath, rectPoints, shadow } from './blocks.mjs';
import { sideGarnish } from './garnish.mjs';

/** A horizontal band between two wavy lines (a layer of a pork belly), y0 and y1 at its edges. */
function layerBand(rand, x0, x1, y0, y1, colour) {
  const wavy = (y, dir) => {
    const pts = [];
    for (let i = 0; i <= 8; i++) pts.push([x0 + ((x1 - x0) * (dir > 0 ? i : 8 - i)) / 8, y + jitter(rand, 5)]);
    return pts.map(([x, yy]) => `${f(x)},${f(yy)}`).join(' L');
  };
  return `<path d="M${wavy(y0, 1)} L${wavy(y1, -1)} Z" fill="${colour}"/>`;
}

/**
 * The layers of a belly from the skin down, as fractions of its thickness: alternating fat and
 * lean, which is what makes pork belly recognisable.
 */
const BELLY_LAYERS = [0.09, 0.27, 0.43, 0.55, 0.75, 0.83];

function bellyLayers(p, x0, x1, top, thickness) {
  let out = layerBand(p.rand, x0, x1, top - 20, top + thickness * BELLY_LAYERS[0], PORK_SKIN);
  for (let i = 0; i < BELLY_LAYERS.length - 1; i += 2) {
    out += layerBand(p.rand, x0, x1, top + thickness * BELLY_LAYERS[i], top + thickness * BELLY_LAYERS[i + 1], p.c.fat);
  }
  return out;
}

/** Pork belly as a block: its skin on top, its layers down the cut face. */
function bellyBlock(p, w, h) {
  const depth = 80;
  const topFace = `<path d="M${f(-w / 2)},${f(-h / 2)} L${f(-w / 2 + 55)},${f(-h / 2 - depth)} L${f(w / 2 + 55)},${f(-h / 2 - depth)} L${f(w / 2)},${f(-h / 2)} Z" fill="${PORK_SKIN}" stroke="${p.c.dark}" stroke-width="4" stroke-linejoin="round" opacity="0.95"/>`;
  const sideFace = `<path d="M${f(w / 2)},${f(-h / 2)} L${f(w / 2 + 55)},${f(-h / 2 - depth)} L${f(w / 2 + 55)},${f(h / 2 - depth)} L${f(w / 2)},${f(h / 2)} Z" fill="${p.c.dark}" stroke="${p.c.dark}" stroke-width="4" stroke-linejoin="round"/>`;
  const d = smoothPath(rectPoints(p.rand, w, h, 60, 2));
  const face = flesh(p, d, boxOf(w, h), { texture: null, detail: bellyLayers(p, -w / 2 - 10, w / 2 + 10, -h / 2, h) });
  return (
    shadow(
      `M${-w / 2},${-h / 2 - depth} L${w / 2 + 55},${-h / 2 - depth} L${w / 2 + 55},${h / 2 - depth} L${w / 2},${h / 2} L${-w / 2},${h / 2} Z`,
      10,
      16,
    ) +
    sideFace +
    topFace +
    face
  );
}

/** A slice of belly lying flat: the same layers, running along its length. */
function bellySlice(p, len, w) {
  const d = smoothPath(rectPoints(p.rand, len, w, 40, 3));
  return (
    shadow(d, 5, 9) +
    flesh(p, d, boxOf(len, w), { texture: null, detail: bellyLayers(p, -len / 2 - 10, len / 2 + 10, -w / 2, w) })
  );
}

export function drawLayeredSlab(p, n) {
  const slices = (count, y0) =>
    Array.from({ length: count }, (_, i) =>
      at(-40 + (i - (count - 1) / 2) * 40, y0 + (i - (count - 1) / 2) * 72, -14, bellySlice(p, 440, 78)),
    ).join('');
  const block = () => at(-20, 30, 0, bellyBlock(p, 450, 200));
  const blockAndSlices = () => at(-60, -60, 0, bellyBlock(p, 330, 150)) + slices(3, 150);
  const order = p.prepped ? [() => slices(5, 0), blockAndSlices, block] : [block, () => slices(5, 0), blockAndSlices];
  return order[n - 1]();
}

/** A thick grilling slice (moksal, hangjeongsal): its cut face webbed with fat, its side showing. */
function thickSlice(p, w, h) {
  const d = blobPath(p.rand, 0, 0, w / 2, h / 2, 9, 0.14);
  const side = `<path d="${d}" transform="translate(0 16)" fill="${p.c.dark}" stroke="${p.c.dark}" stroke-width="4"/>`;
  const rim = `<ellipse cx="${f(w * 0.05)}" cy="${f(-h / 2)}" rx="${f(w * 0.62)}" ry="${f(h * 0.2)}" fill="${p.c.fat}" opacity="0.9"/>`;
  let web = '';
  for (let i = 0; i < 7; i++) {
    const x = jitter(p.rand, w * 0.35);
    const y = jitter(p.rand, h * 0.3) + h * 0.05;
    web += `<path d="M${f(x)},${f(y)} q${f(jitter(p.rand, 30))},${f(jitter(p.rand, 25))} ${f(jitter(p.rand, 55))},${f(jitter(p.rand, 35))}" stroke="${p.c.fat}" stroke-width="${f(between(p.rand, 2.5, 5))}" fill="none" stroke-linecap="round" opacity="0.85"/>`;
  }
  return shadow(d, 8, 22) + side + flesh(p, d, boxOf(w, h), { texture: null, detail: rim + web });
}

export function drawThickSlices(p, n) {
  if (n === 1) return [0, 1, 2, 3].map((i) => at(-165 + i * 110, -120 + i * 80, -12, thickSlice(p, 240, 160))).join('');
  if (n === 2)
    return (
      [0, 1, 2].map((i) => at(-150 + i * 120, -60 + i * 35, -20 + i * 20, thickSlice(p, 230, 160))).join('') +
      sideGarnish(p, 160, 190)
    );
  const out = [];
  for (let row = 0; row < 2; row++)
    for (const col of [-1, 1]) out.push(at(col * 145, (row - 0.5) * 200, jitter(p.rand, 6), thickSlice(p, 240, 150)));
  return out.join('');
}

/** A long strip: a chicken tenderloin (tapering, with its white tendon) or a strip of galbisal. */
function strip(p, len, w) {
  const taper = p.species === 'chicken' ? 0.55 : 0.05;
  const half = (t) => (w / 2) * (0.7 + 0.3 * Math.sin(Math.PI * t)) * (1 - taper * t);
  const d = profilePath(p.rand, len, half, 12, 2.5);
  const tendon =
    p.species === 'chicken'
      ? `<path d="M${f(-len * 0.48)},${f(-w * 0.05)} Q${f(-len * 0.3)},${f(w * 0.08)} ${f(-len * 0.12)},${f(w * 0.02)}" stroke="#fdf7ec" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.9"/>`
      : '';
  return shadow(d, 6, 10) + flesh(p, d, boxOf(len, w), { detail: tendon });
}

export function drawStrips(p, n) {
  if (n === 1)
    return [0, 1, 2, 3, 4].map((i) => at(-220 + i * 110, jitter(p.rand, 12), 72, strip(p, 340, 82))).join('');
  if (n === 2) {
    const fan = [0, 1, 2, 3, 4]
      .map((i) =>
        at(-40 + (i - 2) * 55, -30, -90 + (i - 2) * 17, `<g transform="translate(150 0)">${strip(p, 300, 80)}</g>`),
      )
      .join('');
    return fan + sideGarnish(p, 190, 190);
  }
  const out = [];
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 3; i++)
      out.push(at((i - 1) * 185, (row - 0.5) * 220, 90 + jitter(p.rand, 8), strip(p, 200, 78)));
  return out.join('');
}
