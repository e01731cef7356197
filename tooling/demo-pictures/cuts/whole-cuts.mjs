// Whole cuts of beef and pork: steaks, roasts and their medallions, brisket slabs and their slices.
import { blobPath, f, smoothPath, streaks } from '../demo-art.mjs';
import { at, between, boxOf, cutIntoSlices, flesh, jitter, profilePath, rectPoints, shadow } from './blocks.mjs';
import { sideGarnish } from './garnish.mjs';

/** Ribeye: the eye of meat, the cap around it behind a seam of fat, and a fat rim on one side. */
function steak(p, w, h) {
  const pts = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    // A flatter side at the bottom left gives the steak its ribeye outline rather than an egg's.
    const flat = 1 - 0.16 * Math.max(0, Math.cos(a - 2.3)) ** 2;
    const k = flat * between(p.rand, 0.95, 1.05);
    pts.push([Math.cos(a) * (w / 2) * k, Math.sin(a) * (h / 2) * k]);
  }
  const outer = smoothPath(pts);
  const inner = smoothPath(pts.map(([x, y]) => [x * 0.86 - w * 0.04, y * 0.84 + h * 0.05]));
  const eye =
    `<ellipse cx="${f(-w * 0.08)}" cy="${f(h * 0.1)}" rx="${f(w * 0.24)}" ry="${f(h * 0.25)}" fill="${p.c.dark}" opacity="0.28"/>` +
    `<path d="M${f(-w * 0.36)},${f(-h * 0.05)} C${f(-w * 0.3)},${f(-h * 0.3)} ${f(w * 0.2)},${f(-h * 0.3)} ${f(w * 0.2)},${f(h * 0.12)}" stroke="${p.c.fat}" stroke-width="9" fill="none" opacity="0.95"/>`;
  return (
    shadow(outer) +
    flesh(p, outer, boxOf(w, h), { fill: p.c.fat, texture: null, glaze: false, edge: p.c.dark }) +
    flesh(p, inner, boxOf(w * 0.86, h * 0.84), { detail: eye, edge: p.c.base })
  );
}

export function drawSteak(p, n) {
  const sliced = at(0, 0, -6, cutIntoSlices(p, steak(p, 440, 300), 440, 300, 5, 26));
  const whole = () => at(jitter(p.rand, 10), -10, -8 + jitter(p.rand, 6), steak(p, 440, 310));
  const two = () => at(-90, -55, -14, steak(p, 330, 230)) + at(95, 75, 10, steak(p, 330, 230));
  if (n === 1) return p.prepped ? sliced : whole() + sideGarnish(p, 200, 200);
  if (n === 2) return two();
  return p.prepped ? whole() + sideGarnish(p, 200, 200) : sliced;
}

/** A roast: a thick log of meat, its cut end showing, tied with butcher's twine unless `bare`. */
function roast(p, len, r, { taper = 0, ties = 4 } = {}) {
  const half = (t) => r * (1 - taper * t * t);
  const d = profilePath(p.rand, len, half, 14, 3);
  const highlight = `<path d="M${f(-len * 0.35)},${f(-r * 0.55)} Q0,${f(-r * 0.75)} ${f(len * 0.35)},${f(-r * 0.5 * (1 - taper))}" stroke="${p.c.light}" stroke-width="${f(r * 0.2)}" fill="none" stroke-linecap="round" opacity="0.5"/>`;
  let twine = '';
  for (let i = 0; i < ties; i++) {
    const t = (i + 0.7) / (ties + 0.4);
    const x = -len / 2 + len * t;
    const hh = half(t);
    twine += `<path d="M${f(x)},${f(-hh - 4)} Q${f(x + 14)},0 ${f(x)},${f(hh + 4)}" stroke="#6d5a45" stroke-width="8" fill="none" opacity="0.35"/>`;
    twine += `<path d="M${f(x)},${f(-hh - 4)} Q${f(x + 14)},0 ${f(x)},${f(hh + 4)}" stroke="#f3ead8" stroke-width="5" fill="none"/>`;
  }
  const ex = -len / 2 + r * 0.3;
  const end = `<ellipse cx="${f(ex)}" cy="0" rx="${f(r * 0.36)}" ry="${f(r * 0.92)}" fill="${p.c.light}" stroke="${p.c.dark}" stroke-width="3.5"/>`;
  const endMarbling = streaks(p.rand, { x: ex - r * 0.3, y: -r * 0.7, w: r * 0.6, h: r * 1.4 }, 3, p.c.fat, 3, 0.8);
  return shadow(d, 9, 14) + flesh(p, d, boxOf(len, 2 * r), { detail: highlight + twine }) + end + endMarbling;
}

/** A round slice off a roast (a medallion), fat streaks across its face. */
function medallion(p, r) {
  const d = blobPath(p.rand, 0, 0, r, r * 0.9, 9, 0.08);
  const side = `<path d="${d}" transform="translate(0 12)" fill="${p.c.dark}"/>`;
  return (
    shadow(d, 6, 16) +
    side +
    flesh(p, d, boxOf(2 * r, 1.8 * r), {
      detail: `<path d="${d}" transform="scale(0.86)" fill="none" stroke="${p.c.fat}" stroke-width="5" opacity="0.6"/>`,
    })
  );
}

export function drawRoast(p, n) {
  if (n === 1) return at(0, -10, -12, roast(p, 520, 115)) + sideGarnish(p, 190, 200);
  if (n === 2) {
    return (
      at(-20, -105, -6, roast(p, 440, 95, { ties: 3 })) +
      [-170, 0, 170].map((x, i) => at(x, 140 + (i % 2) * 12, 0, medallion(p, 70))).join('')
    );
  }
  // A tenderloin-like log: tapering to its tail, no twine.
  return at(0, 0, -18, roast(p, 560, 100, { taper: 0.55, ties: 0 })) + sideGarnish(p, -170, 190);
}

/** Brisket: a wide, flat slab, a thick fat cap along its top and the grain running across. */
function brisketSlab(p, w, h) {
  const pts = rectPoints(p.rand, w, h, 50, 9).map(([x, y]) => [x, y < 0 && x > 0 ? y - (x / w) * h * 0.35 : y]);
  const d = smoothPath(pts);
  let grainLines = '';
  for (let x = -w / 2; x < w / 2 + h; x += 26) {
    grainLines += `<line x1="${f(x)}" y1="${f(-h)}" x2="${f(x - h * 0.7)}" y2="${f(h)}" stroke="${p.c.dark}" stroke-width="3" opacity="0.3"/>`;
  }
  const capPts = [];
  for (let i = 0; i <= 10; i++)
    capPts.push([-w / 2 - 20 + ((w + 40) * i) / 10, -h * 0.14 + jitter(p.rand, 12) - (i / 10) * h * 0.2]);
  const cap = `<path d="M${f(-w / 2 - 30)},${f(-h)} ${capPts.map(([x, y]) => `L${f(x)},${f(y)}`).join(' ')} L${f(w / 2 + 30)},${f(-h)} Z" fill="${p.c.fat}" opacity="0.95"/>`;
  return shadow(d, 9, 14) + flesh(p, d, boxOf(w, h), { texture: null, detail: grainLines + cap });
}

/** A slice off the end of a slab: lean with a fat edge along the top. */
function slabSlice(p, w, h) {
  const d = smoothPath(rectPoints(p.rand, w, h, 30, 3));
  const fat = `<rect x="${f(-w)}" y="${f(-h)}" width="${f(2 * w)}" height="${f(h * 0.75)}" fill="${p.c.fat}"/>`;
  return shadow(d, 5, 8) + flesh(p, d, boxOf(w, h), { texture: null, detail: fat });
}

export function drawSlab(p, n) {
  if (n === 1) return at(0, -10, -5, brisketSlab(p, 560, 300));
  if (n === 2) {
    const slices = [0, 1, 2, 3].map((i) => at(-150 + i * 85, 175 + (i % 2) * 8, 12, slabSlice(p, 170, 52))).join('');
    return at(-10, -70, -4, brisketSlab(p, 470, 250)) + slices;
  }
  return at(-135, 0, -8, brisketSlab(p, 280, 300)) + at(150, 10, 6, brisketSlab(p, 260, 250));
}
