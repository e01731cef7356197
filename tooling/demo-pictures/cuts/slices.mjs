// Beef and pork cut thin or across the ribs: LA galbi, braising chunks, bulgogi slices and chadol rolls.
import { BONE, f, smoothPath } from '../demo-art.mjs';
import { at, between, boneSection, boxOf, flesh, grain, jitter, rectPoints, shadow } from './blocks.mjs';
import { backToFront, scallionPieces, sideGarnish } from './garnish.mjs';

/** LA galbi: a thin strip cut across the ribs, with a small round bone section every few inches. */
function flankenStrip(p, len, h) {
  const d = smoothPath(rectPoints(p.rand, len, h, 34, 4));
  const count = Math.max(2, Math.round(len / 160));
  let bones = '';
  for (let i = 0; i < count; i++) {
    const x = -len / 2 + (len * (i + 0.5)) / count + jitter(p.rand, 12);
    bones += boneSection(p, x, jitter(p.rand, 4), h * 0.24, h * 0.32);
  }
  return shadow(d) + flesh(p, d, boxOf(len, h), { detail: bones });
}

export function drawFlanken(p, n) {
  if (n === 1) {
    return [-165, -55, 55, 165].map((y, i) => at(i % 2 ? 18 : -18, y, -6, flankenStrip(p, 470, 84))).join('');
  }
  if (n === 2) {
    const strips = [-80, 0, 80].map((o) => at(o * 0.5 - 40, o - 30, -28, flankenStrip(p, 480, 88))).join('');
    return strips + sideGarnish(p, 190, 190);
  }
  const pieces = [];
  for (let row = 0; row < 3; row++) {
    for (const col of [-1, 1]) pieces.push(at(col * 150, (row - 1) * 135, jitter(p.rand, 4), flankenStrip(p, 250, 86)));
  }
  return pieces.join('');
}

/** A braising chunk: a thick block of meat with the flat rib bone along one side. */
function boneInChunk(p, w, h) {
  const d = smoothPath(rectPoints(p.rand, w, h, 36, 6));
  const top = `<path d="${smoothPath(rectPoints(p.rand, w * 0.8, h * 0.22, 30, 3))}" transform="translate(${f(w * 0.05)} ${f(-h * 0.3)})" fill="${p.c.light}" opacity="0.45"/>`;
  const fat = `<path d="M${f(-w / 2)},${f(h * 0.18)} Q0,${f(h * 0.05)} ${f(w / 2)},${f(h * 0.22)}" stroke="${p.c.fat}" stroke-width="${f(h * 0.09)}" fill="none" opacity="0.85"/>`;
  const bone =
    `<rect x="${f(-w / 2 - 8)}" y="${f(-h / 2 - 6)}" width="${f(w * 0.24)}" height="${f(h + 12)}" rx="12" fill="${BONE.fill}" stroke="${BONE.edge}" stroke-width="4"/>` +
    `<rect x="${f(-w / 2 + w * 0.05)}" y="${f(-h / 2 + 8)}" width="${f(w * 0.09)}" height="${f(h - 16)}" rx="6" fill="${BONE.marrow}" opacity="0.55"/>`;
  return shadow(d, 8, 14) + flesh(p, d, boxOf(w, h), { detail: top + fat + bone });
}

export function drawBoneInChunks(p, n) {
  if (n === 1) {
    const spots = [
      [-100, -95],
      [95, -105],
      [-190, 60],
      [0, 55],
      [185, 70],
    ];
    return backToFront(spots.map(([x, y]) => ({ y, svg: at(x, y, jitter(p.rand, 14), boneInChunk(p, 175, 140)) })));
  }
  if (n === 2) {
    const chunks = [-170, 0, 170]
      .map((x, i) => at(x, i % 2 ? 10 : -25, jitter(p.rand, 10), boneInChunk(p, 165, 150)))
      .join('');
    return chunks + sideGarnish(p, 170, 180);
  }
  const spots = [];
  for (let row = 0; row < 2; row++) for (let col = 0; col < 3; col++) spots.push([(col - 1) * 175, (row - 0.5) * 165]);
  return spots.map(([x, y]) => at(x, y, jitter(p.rand, 6), boneInChunk(p, 150, 125))).join('');
}

/** Bulgogi: a paper-thin slice, its edges ruffled and its middle folded over itself. */
function ruffledSlice(p, len, w) {
  const steps = Math.round(len / 22);
  const top = [];
  const bottom = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = -len / 2 + len * t;
    const half = (w / 2) * (0.45 + 0.55 * Math.sin(Math.PI * t) ** 0.4);
    const wave = i % 2 ? 8 : -8;
    top.push([x, -half + wave + jitter(p.rand, 3)]);
    bottom.push([x, half + wave + jitter(p.rand, 3)]);
  }
  const d = smoothPath([...top, ...bottom.reverse()]);
  let folds = '';
  for (let i = 0; i < 3; i++) {
    const x = jitter(p.rand, len * 0.35);
    const dx = jitter(p.rand, 30);
    folds += `<path d="M${f(x)},${f(-w / 2)} Q${f(x + dx + 20)},0 ${f(x + dx)},${f(w / 2)}" stroke="${p.c.dark}" stroke-width="5" fill="none" opacity="0.45"/>`;
    folds += `<path d="M${f(x + 9)},${f(-w / 2)} Q${f(x + dx + 29)},0 ${f(x + dx + 9)},${f(w / 2)}" stroke="${p.c.light}" stroke-width="4" fill="none" opacity="0.6"/>`;
  }
  return shadow(d, 5, 8) + flesh(p, d, boxOf(len, w), { detail: folds, texture: (q, box) => grain(q, box, 0.6) });
}

/** A loose mound of ruffled slices around (cx, cy). */
function sliceMound(p, cx, cy, radius, count, len, w) {
  const pieces = [];
  for (let i = 0; i < count; i++) {
    const a = p.rand() * Math.PI * 2;
    const r = radius * Math.sqrt(p.rand());
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r * 0.8;
    pieces.push({ y, svg: at(x, y, p.rand() * 180, ruffledSlice(p, len * between(p.rand, 0.85, 1.1), w)) });
  }
  return backToFront(pieces);
}

/** Onion slivers and scallion on top of a marinated mound, as bulgogi is sold. */
function bulgogiTopping(p, cx, cy, r) {
  if (!p.marinated) return '';
  let out = '';
  for (let i = 0; i < 4; i++) {
    const x = cx + jitter(p.rand, r);
    const y = cy + jitter(p.rand, r * 0.7);
    out += at(
      x,
      y,
      p.rand() * 180,
      `<path d="M-34,0 Q0,-22 34,0" stroke="#f4ecd8" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    );
  }
  return out + scallionPieces(p, cx, cy, 4);
}

export function drawThinSlices(p, n) {
  if (n === 1) return sliceMound(p, 0, 0, 150, 11, 290, 95) + bulgogiTopping(p, 0, -10, 120);
  if (n === 2)
    return sliceMound(p, -40, -20, 120, 9, 270, 90) + bulgogiTopping(p, -40, -30, 100) + sideGarnish(p, 190, 180);
  return (
    sliceMound(p, -150, -10, 90, 6, 220, 80) + sliceMound(p, 150, 10, 90, 6, 220, 80) + bulgogiTopping(p, 0, 0, 200)
  );
}

/** Chadol: a paper-thin, fat-streaked slice rolled up, its spiral showing at the cut end. */
function shavedRoll(p, len, r) {
  const d = smoothPath(rectPoints(p.rand, len, 2 * r, 28, 2));
  let stripes = '';
  for (let x = -len / 2 + 16; x < len / 2 - 6; x += between(p.rand, 14, 24)) {
    stripes += `<path d="M${f(x)},${f(-r)} Q${f(x + 9)},0 ${f(x)},${f(r)}" stroke="${p.c.fat}" stroke-width="${f(between(p.rand, 3, 7))}" fill="none" opacity="0.85"/>`;
  }
  const ex = -len / 2 + r * 0.42;
  let spiral = '';
  for (let i = 0; i <= 28; i++) {
    const a = i * 0.55;
    const k = 0.95 - i / 32;
    spiral += `${i ? 'L' : 'M'}${f(ex + Math.cos(a) * r * 0.4 * k)},${f(Math.sin(a) * r * 0.9 * k)} `;
  }
  const end =
    `<ellipse cx="${f(ex)}" cy="0" rx="${f(r * 0.42)}" ry="${f(r * 0.94)}" fill="${p.c.light}" stroke="${p.c.dark}" stroke-width="3"/>` +
    `<path d="${spiral}" stroke="${p.c.fat}" stroke-width="3.5" fill="none"/>`;
  return shadow(d, 5, 8) + flesh(p, d, boxOf(len, 2 * r), { texture: null, detail: stripes }) + end;
}

export function drawShavedRolls(p, n) {
  if (n === 1) {
    const out = [];
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 3; col++)
        out.push(at((col - 1) * 185 + (row % 2 ? 20 : -20), (row - 1) * 115, 0, shavedRoll(p, 165, 36)));
    }
    return out.join('');
  }
  if (n === 2) {
    const out = [];
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * 360;
      const rad = (a * Math.PI) / 180;
      out.push(at(Math.cos(rad) * 150, Math.sin(rad) * 130, a, shavedRoll(p, 150, 32)));
    }
    return out.join('') + sideGarnish(p, 0, 0);
  }
  const out = [];
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 4; i++) out.push(at((i - 1.5) * 120, (row - 0.5) * 190, 70, shavedRoll(p, 170, 40)));
  }
  return out.join('');
}
