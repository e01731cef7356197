// One drawing per kind of cut (the kinds and the item types they stand for are in
// src/demo-cuts.mjs), in three variations. Each drawing is the food only, centred on (0, 0) and
// kept within about 300 px of it so it sits on every style's serving surface; the scene around it
// is make-demo-images.mjs's. Shapes are bold on purpose: the listing shows them at 200 px.
import { BONE, GLAZE, MEAT, blobPath, boneKnob, f, smoothPath, streaks } from './demo-art.mjs';

const PORK_SKIN = '#edc9a2';
const HOOF = '#7a5646';
const GREEN = '#5e9b3a';

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

// ------------------------------------------------------------------ building blocks
const at = (x, y, deg, body, scale = 1) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(deg)})${scale === 1 ? '' : ` scale(${scale})`}">${body}</g>`;
const jitter = (rand, amount) => (rand() - 0.5) * 2 * amount;
const between = (rand, lo, hi) => lo + rand() * (hi - lo);
const boxOf = (w, h) => ({ x: -w / 2, y: -h / 2, w, h });

/** Points around a w × h rectangle centred on (0, 0), about `step` apart, each nudged a little. */
function rectPoints(rand, w, h, step = 40, nudge = 4) {
  const pts = [];
  const side = (x0, y0, x1, y1) => {
    const k = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let i = 0; i < k; i++) {
      const t = i / k;
      pts.push([x0 + (x1 - x0) * t + jitter(rand, nudge), y0 + (y1 - y0) * t + jitter(rand, nudge)]);
    }
  };
  const x = w / 2;
  const y = h / 2;
  side(-x, -y, x, -y);
  side(x, -y, x, y);
  side(x, y, -x, y);
  side(-x, y, -x, -y);
  return pts;
}

/** A long piece along x whose half-width at t (0 at the left end, 1 at the right) is `half(t)`. */
function profilePath(rand, len, half, steps = 14, nudge = 3) {
  const top = [];
  const bottom = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = -len / 2 + len * t;
    top.push([x, -half(t) + jitter(rand, nudge)]);
    bottom.push([x, half(t) + jitter(rand, nudge)]);
  }
  // End caps: a point beyond each end rounds it off.
  return smoothPath([[-len / 2 - half(0) * 0.6, 0], ...top, [len / 2 + half(1) * 0.6, 0], ...bottom.reverse()]);
}

/** A flat drop shadow: cheap (no blur) and enough to lift a piece off its surface. */
const shadow = (d, dx = 7, dy = 11) => `<path d="${d}" transform="translate(${dx} ${dy})" fill="#000" opacity="0.16"/>`;

/** The species' own texture: fat marbling for beef, seams for pork, fibres for chicken. */
function grain(p, box, density = 1) {
  const area = (box.w * box.h) / 10000;
  if (p.species === 'beef') {
    const rich = p.style === 'premium' ? 1.8 : 1;
    return streaks(p.rand, box, Math.round(Math.min(22, Math.max(2, area * 0.9 * rich * density))), p.c.fat, 4, 0.8);
  }
  if (p.species === 'pork')
    return streaks(p.rand, box, Math.round(Math.max(1, area * 0.35 * density)), p.c.fat, 5, 0.7);
  return streaks(p.rand, box, Math.round(Math.max(2, area * 0.6 * density)), p.c.dark, 3, 0.35);
}

/** Marinated pieces: a glossy glaze with sesame seeds and scallion rings, kept on the piece. */
function glazeLayer(p, d, box) {
  let out = `<path d="${d}" fill="${GLAZE[p.species]}" opacity="0.5"/>`;
  out += `<ellipse cx="${f(box.x + box.w * 0.35)}" cy="${f(box.y + box.h * 0.3)}" rx="${f(box.w * 0.22)}" ry="${f(Math.min(14, box.h * 0.1))}" fill="#fff" opacity="0.25"/>`;
  const seeds = Math.max(2, Math.round((box.w * box.h) / 7000));
  for (let i = 0; i < seeds; i++) {
    const x = box.x + box.w * between(p.rand, 0.1, 0.9);
    const y = box.y + box.h * between(p.rand, 0.15, 0.85);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="5.5" ry="2.8" fill="#fbf3dc" transform="rotate(${Math.round(p.rand() * 180)} ${f(x)} ${f(y)})"/>`;
  }
  const rings = Math.max(1, Math.round((box.w * box.h) / 16000));
  for (let i = 0; i < rings; i++) {
    const x = box.x + box.w * between(p.rand, 0.15, 0.85);
    const y = box.y + box.h * between(p.rand, 0.2, 0.8);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(6 + p.rand() * 4)}" fill="none" stroke="${GREEN}" stroke-width="4"/>`;
  }
  return out;
}

/**
 * A piece of food in path `d` (box: its bounds): the fill, a shading gradient, a texture and any
 * `detail` clipped to it, the glaze when marinated, and an outline.
 */
function flesh(p, d, box, { fill = p.c.base, texture = grain, detail = '', glaze = true, edge = p.c.dark } = {}) {
  const clip = p.id();
  const inside = [
    `<path d="${d}" fill="url(#shade-${p.species})"/>`,
    texture ? texture(p, box) : '',
    detail,
    glaze && p.marinated ? glazeLayer(p, d, box) : '',
  ].join('');
  return (
    `<clipPath id="${clip}"><path d="${d}"/></clipPath><path d="${d}" fill="${fill}"/>` +
    `<g clip-path="url(#${clip})">${inside}</g>` +
    `<path d="${d}" fill="none" stroke="${edge}" stroke-width="4.5" stroke-linejoin="round" opacity="0.6"/>`
  );
}

/** A bone cut across: a pale ring around spongy marrow. */
function boneSection(p, x, y, rx, ry) {
  let out = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${BONE.fill}" stroke="${BONE.edge}" stroke-width="3"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * 0.55)}" ry="${f(ry * 0.55)}" fill="${BONE.marrow}"/>`;
  for (let i = 0; i < 3; i++) {
    out += `<circle cx="${f(x + jitter(p.rand, rx * 0.3))}" cy="${f(y + jitter(p.rand, ry * 0.3))}" r="${f(Math.max(1.5, rx * 0.08))}" fill="#8f4d33" opacity="0.6"/>`;
  }
  return out;
}

/** Chicken skin's goose bumps: small pale dots, the cue that tells skin-on pieces apart. */
function skinBumps(p, box, count) {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${f(box.x + p.rand() * box.w)}" cy="${f(box.y + p.rand() * box.h)}" r="${f(2.5 + p.rand() * 2.5)}" fill="${p.c.fat}" opacity="0.55"/>`;
  }
  return out;
}

/** Draws `body` once and shows it cut into `count` slices along x, pulled apart by `gap`. */
function cutIntoSlices(p, body, w, h, count, gap) {
  const whole = p.id('whole');
  let out = `<defs><g id="${whole}">${body}</g></defs>`;
  for (let i = 0; i < count; i++) {
    const clip = p.id();
    const x0 = -w / 2 - 40 + ((w + 80) * i) / count;
    const x1 = -w / 2 - 40 + ((w + 80) * (i + 1)) / count;
    out += `<g transform="translate(${f((i - (count - 1) / 2) * gap)} ${i % 2 ? 6 : -6})">`;
    out += `<clipPath id="${clip}"><rect x="${f(x0)}" y="${f(-h)}" width="${f(x1 - x0)}" height="${f(2 * h)}"/></clipPath>`;
    out += `<g clip-path="url(#${clip})"><use href="#${whole}"/></g></g>`;
  }
  return out;
}

// ------------------------------------------------------------------ garnish
function rosemary(x, y, deg, len = 170) {
  let out = `<line x1="0" y1="0" x2="${len}" y2="0" stroke="#5d6b3a" stroke-width="4" stroke-linecap="round"/>`;
  for (let t = 14; t < len - 4; t += 13) {
    out += `<path d="M${t},0 l16,-17 M${t + 4},0 l16,17" stroke="#4d7a3a" stroke-width="5" stroke-linecap="round"/>`;
  }
  return at(x, y, deg, out);
}

function saltFlakes(p, cx, cy, r, count = 14) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = cx + jitter(p.rand, r);
    const y = cy + jitter(p.rand, r);
    out += `<rect x="${f(x)}" y="${f(y)}" width="7" height="7" fill="#fbfaf6" opacity="0.9" transform="rotate(${Math.round(p.rand() * 90)} ${f(x)} ${f(y)})"/>`;
  }
  return out;
}

function garlicClove(x, y, deg) {
  return at(
    x,
    y,
    deg,
    `<path d="M0,-30 C22,-16 26,16 0,26 C-26,16 -22,-16 0,-30 Z" fill="#f7f2e6" stroke="#d8c9a8" stroke-width="3"/><path d="M0,-26 Q6,0 0,22" stroke="#e6dcc4" stroke-width="3" fill="none"/>`,
  );
}

function chiliRings(p, cx, cy, count = 4) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = cx + jitter(p.rand, 40);
    const y = cy + jitter(p.rand, 30);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="13" fill="#f2e3c8" stroke="#c8312b" stroke-width="6"/><circle cx="${f(x + 2)}" cy="${f(y)}" r="2.5" fill="#e8c26a"/>`;
  }
  return out;
}

function scallionPieces(p, cx, cy, count = 5) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = cx + jitter(p.rand, 50);
    const y = cy + jitter(p.rand, 40);
    out +=
      i % 2
        ? `<circle cx="${f(x)}" cy="${f(y)}" r="11" fill="none" stroke="${GREEN}" stroke-width="5"/>`
        : at(
            x,
            y,
            p.rand() * 180,
            `<rect x="-26" y="-7" width="52" height="14" rx="7" fill="#7fb24f"/><line x1="-20" y1="0" x2="20" y2="0" stroke="#b7d98f" stroke-width="3"/>`,
          );
  }
  return out;
}

function bayLeaf(x, y, deg) {
  return at(
    x,
    y,
    deg,
    `<path d="M-60,0 Q0,-30 60,0 Q0,30 -60,0 Z" fill="#6f7d3c" stroke="#55622c" stroke-width="3"/><line x1="-55" y1="0" x2="55" y2="0" stroke="#a9b46a" stroke-width="2.5"/>`,
  );
}

function jujube(x, y, deg) {
  return at(
    x,
    y,
    deg,
    `<ellipse rx="24" ry="17" fill="#8b2b1e" stroke="#5e1a11" stroke-width="3"/><ellipse cx="-7" cy="-6" rx="8" ry="4" fill="#fff" opacity="0.3"/>`,
  );
}

/** A little garnish beside the food that says which line it belongs to. */
function sideGarnish(p, x, y) {
  switch (p.style) {
    case 'premium':
      return rosemary(x - 80, y + 10, -20) + saltFlakes(p, x, y - 30, 40, 10);
    case 'marinated':
      return scallionPieces(p, x, y) + chiliRings(p, x - 30, y - 50, 3);
    case 'processed':
      return garlicClove(x - 30, y, -20) + garlicClove(x + 20, y + 10, 25) + garlicClove(x - 5, y - 40, 80);
    default:
      return bayLeaf(x, y, -25) + bayLeaf(x + 30, y - 40, 15);
  }
}

/** Draws pieces (each { x, y, svg }) back to front, so the lower ones overlap the upper ones. */
const backToFront = (pieces) =>
  [...pieces]
    .sort((a, b) => a.y - b.y)
    .map((piece) => piece.svg)
    .join('');

// ------------------------------------------------------------------ beef and pork cuts
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

function drawFlanken(p, n) {
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

function drawBoneInChunks(p, n) {
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

function drawThinSlices(p, n) {
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

function drawShavedRolls(p, n) {
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

function drawSteak(p, n) {
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

function drawRoast(p, n) {
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

function drawSlab(p, n) {
  if (n === 1) return at(0, -10, -5, brisketSlab(p, 560, 300));
  if (n === 2) {
    const slices = [0, 1, 2, 3].map((i) => at(-150 + i * 85, 175 + (i % 2) * 8, 12, slabSlice(p, 170, 52))).join('');
    return at(-10, -70, -4, brisketSlab(p, 470, 250)) + slices;
  }
  return at(-135, 0, -8, brisketSlab(p, 280, 300)) + at(150, 10, 6, brisketSlab(p, 260, 250));
}

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

function drawLayeredSlab(p, n) {
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

function drawThickSlices(p, n) {
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

function drawStrips(p, n) {
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

/** A rack of back ribs: a long slab ridged by parallel bones whose ends stick out below. */
function rack(p, w, h, ribs) {
  const d = smoothPath(rectPoints(p.rand, w, h, 40, 4));
  let tips = '';
  let ridges = '';
  for (let i = 0; i < ribs; i++) {
    const x = -w / 2 + (w * (i + 0.5)) / ribs;
    tips += `<rect x="${f(x - 13)}" y="${f(h / 2 - 16)}" width="26" height="46" rx="11" fill="${BONE.fill}" stroke="${BONE.edge}" stroke-width="4"/>`;
    ridges += `<line x1="${f(x)}" y1="${f(-h / 2)}" x2="${f(x - 6)}" y2="${f(h / 2)}" stroke="${p.c.light}" stroke-width="20" opacity="0.55"/>`;
    if (i > 0) {
      const g = x - w / ribs / 2;
      ridges += `<line x1="${f(g)}" y1="${f(-h / 2 + 10)}" x2="${f(g - 6)}" y2="${f(h / 2)}" stroke="${p.c.dark}" stroke-width="6" opacity="0.45"/>`;
    }
  }
  const fatTop = `<path d="M${f(-w / 2)},${f(-h / 2)} L${f(w / 2)},${f(-h / 2)} L${f(w / 2)},${f(-h * 0.32)} Q0,${f(-h * 0.24)} ${f(-w / 2)},${f(-h * 0.3)} Z" fill="${p.c.fat}" opacity="0.8"/>`;
  return shadow(d, 9, 14) + tips + flesh(p, d, boxOf(w, h), { texture: null, detail: ridges + fatTop });
}

function drawRack(p, n) {
  if (n === 1) return at(0, -20, -7, rack(p, 560, 230, 8));
  if (n === 2) return at(-50, -90, -10, rack(p, 360, 200, 5)) + at(60, 110, 6, rack(p, 360, 200, 5));
  return [0, 1, 2, 3, 4].map((i) => at((i - 2) * 115, (i % 2) * 20 - 10, 4, rack(p, 96, 300, 1))).join('');
}

/** A round cut across the bone (shank, oxtail): muscle around a bone with its marrow. */
function boneRound(p, r, { vertebra = false } = {}) {
  const d = blobPath(p.rand, 0, 0, r, r * 0.93, 10, 0.1);
  let seams = `<path d="${d}" transform="scale(0.86)" fill="none" stroke="${p.c.fat}" stroke-width="${f(r * 0.08)}" opacity="0.8"/>`;
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + p.rand();
    const bend = jitter(p.rand, r * 0.25);
    seams += `<path d="M${f(Math.cos(a) * r * 0.3)},${f(Math.sin(a) * r * 0.3)} Q${f(Math.cos(a) * r * 0.6 + bend)},${f(Math.sin(a) * r * 0.6 - bend)} ${f(Math.cos(a) * r)},${f(Math.sin(a) * r)}" stroke="${p.c.fat}" stroke-width="${f(Math.max(3, r * 0.04))}" fill="none" opacity="0.75"/>`;
  }
  const bone = vertebra
    ? `<path d="${blobPath(p.rand, 0, 0, r * 0.36, r * 0.32, 8, 0.45)}" fill="${BONE.fill}" stroke="${BONE.edge}" stroke-width="3"/><circle r="${f(r * 0.12)}" fill="${BONE.marrow}"/>`
    : boneSection(p, jitter(p.rand, r * 0.08), jitter(p.rand, r * 0.08), r * 0.28, r * 0.27);
  return shadow(d, 8, 14) + flesh(p, d, boxOf(2 * r, 1.86 * r), { texture: null, detail: seams }) + bone;
}

function drawBoneRounds(p, n) {
  if (n === 1)
    return at(-70, -40, 0, boneRound(p, 165)) + at(175, -95, 0, boneRound(p, 90)) + at(165, 130, 0, boneRound(p, 100));
  if (n === 2) {
    const spots = [
      [-190, -70, 95],
      [-20, -120, 85],
      [150, -70, 80],
      [-150, 110, 80],
      [20, 60, 100],
      [190, 120, 70],
    ];
    return backToFront(spots.map(([x, y, r]) => ({ y, svg: at(x, y, 0, boneRound(p, r, { vertebra: true })) })));
  }
  return (
    [
      [-140, -60],
      [140, -70],
      [0, 120],
    ]
      .map(([x, y]) => at(x, y, 0, boneRound(p, 125)))
      .join('') + sideGarnish(p, 200, 170)
  );
}

/** A whole beef tongue: broad at the root, a rounded tip, its top rough with papillae. */
function tongue(p, len, w) {
  const half = (t) => (w / 2) * (0.42 + 0.58 * (1 - t) ** 0.5);
  const d = profilePath(p.rand, len, half, 14, 2);
  let bumps = '';
  for (let i = 0; i < 70; i++) {
    const t = p.rand();
    bumps += `<circle cx="${f(-len / 2 + len * t)}" cy="${f(jitter(p.rand, half(t) * 0.8))}" r="${f(between(p.rand, 2, 4))}" fill="#fbe9e6" opacity="0.55"/>`;
  }
  const groove = `<path d="M${f(len * 0.45)},0 Q${f(len * 0.1)},${f(-6)} ${f(-len * 0.15)},2" stroke="${p.c.dark}" stroke-width="5" fill="none" opacity="0.4"/>`;
  const root = `<ellipse cx="${f(-len / 2 + 14)}" cy="0" rx="22" ry="${f(w * 0.42)}" fill="${p.c.base}" opacity="0.8"/>`;
  return shadow(d, 8, 14) + flesh(p, d, boxOf(len, w), { fill: TONGUE, texture: null, detail: bumps + groove + root });
}

// Tongue is paler than the rest of the beef: a greyish pink.
const TONGUE = '#cf8f8f';

/** A slice of tongue: a fine-grained oval with its pale skin for a rim. */
function tongueSlice(p, rx, ry) {
  const d = blobPath(p.rand, 0, 0, rx, ry, 9, 0.08);
  const rim = `<path d="${d}" fill="none" stroke="#ecd3cf" stroke-width="14"/>`;
  let dots = '';
  for (let i = 0; i < 10; i++)
    dots += `<circle cx="${f(jitter(p.rand, rx * 0.6))}" cy="${f(jitter(p.rand, ry * 0.6))}" r="2.5" fill="${p.c.dark}" opacity="0.35"/>`;
  return shadow(d, 5, 8) + flesh(p, d, boxOf(2 * rx, 2 * ry), { fill: TONGUE, texture: null, detail: rim + dots });
}

const tongueSliceRow = (p, y, count) =>
  Array.from({ length: count }, (_, i) =>
    at((i - (count - 1) / 2) * 95, y + (i % 2) * 10, -10, tongueSlice(p, 80, 58)),
  ).join('');

function drawTongue(p, n) {
  if (n === 1) return at(-10, -110, -6, tongue(p, 480, 170)) + tongueSliceRow(p, 130, 5);
  if (n === 2) return tongueSliceRow(p, -85, 5) + tongueSliceRow(p, 85, 5);
  return at(0, 0, -14, tongue(p, 560, 200)) + sideGarnish(p, 180, 190);
}

/** A pig's trotter: the foot, creased skin, and the split hoof's two toes with their dark tips. */
function trotter(p, len, w) {
  const body = profilePath(p.rand, len, (t) => (w / 2) * (1 - 0.2 * t), 10, 3);
  let creases = '';
  for (let i = 0; i < 3; i++) {
    const x = len * (0.1 + i * 0.1);
    creases += `<path d="M${f(x)},${f(-w * 0.35)} Q${f(x - 14)},0 ${f(x)},${f(w * 0.35)}" stroke="${p.c.dark}" stroke-width="4" fill="none" opacity="0.45"/>`;
  }
  const toes = [-1, 1]
    .map((side) => {
      const y = side * w * 0.2;
      const toe = `<ellipse cx="${f(len / 2 + 40)}" cy="${f(y)}" rx="58" ry="${f(w * 0.22)}" fill="${PORK_SKIN}" stroke="${p.c.dark}" stroke-width="4"/>`;
      const hoof = `<path d="M${f(len / 2 + 60)},${f(y - w * 0.2)} Q${f(len / 2 + 120)},${f(y)} ${f(len / 2 + 60)},${f(y + w * 0.2)} Z" fill="${HOOF}"/>`;
      return toe + hoof;
    })
    .join('');
  const cutEnd = `<ellipse cx="${f(-len / 2 + 10)}" cy="0" rx="24" ry="${f(w * 0.44)}" fill="${p.c.base}" stroke="${p.c.dark}" stroke-width="3"/><circle cx="${f(-len / 2 + 10)}" cy="0" r="${f(w * 0.14)}" fill="${BONE.fill}" stroke="${BONE.edge}" stroke-width="3"/>`;
  return (
    shadow(body, 8, 14) +
    toes +
    flesh(p, body, boxOf(len, w), { fill: PORK_SKIN, texture: null, detail: creases }) +
    cutEnd
  );
}

function drawTrotter(p, n) {
  if (n === 1)
    return [-1, 0, 1].map((i) => at(i % 2 ? 20 : -20, i * 150, i % 2 ? 180 : 0, trotter(p, 330, 120))).join('');
  if (n === 2)
    return at(-10, -60, -25, trotter(p, 360, 130)) + at(10, 90, 20, trotter(p, 360, 130)) + sideGarnish(p, 210, -150);
  const out = [];
  for (let row = 0; row < 2; row++)
    for (const col of [-1, 1]) out.push(at(col * 150, (row - 0.5) * 210, 90 * col, trotter(p, 200, 105)));
  return out.join('');
}

// ------------------------------------------------------------------ chicken
/** A boneless thigh: a flattened, lumpy piece with pale folds and a little fat at its edge. */
function thigh(p, rx, ry) {
  const d = blobPath(p.rand, 0, 0, rx, ry, 11, 0.32);
  let folds = '';
  for (let i = 0; i < 2; i++) {
    const x = jitter(p.rand, rx * 0.4);
    folds += `<path d="M${f(x - rx * 0.3)},${f(jitter(p.rand, ry * 0.5))} q${f(rx * 0.3)},${f(-ry * 0.3)} ${f(rx * 0.6)},${f(jitter(p.rand, ry * 0.3))}" stroke="${p.c.light}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.75"/>`;
  }
  const fat = `<ellipse cx="${f(rx * 0.7)}" cy="${f(ry * 0.5)}" rx="${f(rx * 0.3)}" ry="${f(ry * 0.22)}" fill="${p.c.fat}" opacity="0.8"/>`;
  return shadow(d) + flesh(p, d, boxOf(2 * rx, 2 * ry), { detail: folds + fat });
}

/** A bite-sized chunk (dak galbi cut, skewers). */
function chunk(p, r) {
  const d = blobPath(p.rand, 0, 0, r, r * 0.85, 7, 0.35);
  return shadow(d, 5, 8) + flesh(p, d, boxOf(2 * r, 1.7 * r));
}

function skewer(p, len) {
  let out = `<line x1="${f(-len / 2)}" y1="0" x2="${f(len / 2 + 40)}" y2="0" stroke="#b98d55" stroke-width="11" stroke-linecap="round"/><line x1="${f(-len / 2)}" y1="-2" x2="${f(len / 2 + 40)}" y2="-2" stroke="#dcb57e" stroke-width="4" stroke-linecap="round"/>`;
  const step = len / 4;
  for (let i = 0; i < 4; i++) {
    const x = -len / 2 + step * (i + 0.5);
    out += at(x, 0, p.rand() * 60, chunk(p, 44));
    if (i < 3)
      out += `<rect x="${f(x + step / 2 - 13)}" y="-26" width="26" height="52" rx="10" fill="#7fb24f" stroke="#4f7f31" stroke-width="3"/>`;
  }
  return out;
}

function drawThighs(p, n) {
  if (n === 1)
    return (
      at(-120, -90, -15, thigh(p, 150, 105)) + at(130, -60, 20, thigh(p, 140, 100)) + at(0, 120, 5, thigh(p, 150, 105))
    );
  if (n === 2) {
    const pieces = [];
    for (let i = 0; i < 16; i++) {
      const a = p.rand() * Math.PI * 2;
      const r = 170 * Math.sqrt(p.rand());
      pieces.push({
        y: Math.sin(a) * r * 0.8,
        svg: at(Math.cos(a) * r, Math.sin(a) * r * 0.8, p.rand() * 180, chunk(p, 50)),
      });
    }
    return backToFront(pieces) + sideGarnish(p, 200, 200);
  }
  return [-140, 0, 140].map((y) => at(-20, y, -8, skewer(p, 440))).join('');
}

/** A drumstick: the plump muscle tapering to its bone and knuckle. */
function drumstick(p, len, r) {
  const half = (t) => r * (0.35 + 0.65 * Math.sin((Math.PI / 2) * (1 - t) ** 0.8 + 0.2));
  const d = profilePath(p.rand, len, half, 12, 2);
  const knob = boneKnob(len / 2 - 10, 0, len / 2 + 55, 0, 20);
  return shadow(d, 8, 12) + knob + flesh(p, d, boxOf(len, 2 * r), { detail: skinBumps(p, boxOf(len, 2 * r), 14) });
}

/** A leg quarter: the thigh still joined to its drumstick. */
function legQuarter(p) {
  const d = blobPath(p.rand, -110, 0, 130, 105, 10, 0.16);
  return (
    at(80, 10, 8, drumstick(p, 260, 62)) +
    shadow(d) +
    flesh(p, d, boxOf(260, 210), { detail: skinBumps(p, { x: -240, y: -105, w: 260, h: 210 }, 16) })
  );
}

function drawLegs(p, n) {
  // Heads and knuckles alternating, as drumsticks are packed.
  if (n === 1)
    return [0, 1, 2, 3]
      .map((i) => at((i - 1.5) * 125, i % 2 ? 30 : -30, i % 2 ? 90 : -90, drumstick(p, 270, 68)))
      .join('');
  if (n === 2) return at(-10, -100, -8, legQuarter(p)) + at(20, 120, 172, legQuarter(p));
  const out = [];
  for (let i = 0; i < 6; i++) {
    const deg = (i / 6) * 360 + 15;
    const a = (deg * Math.PI) / 180;
    out.push(at(Math.cos(a) * 105, Math.sin(a) * 95, deg, drumstick(p, 200, 56)));
  }
  return out.join('');
}

/** A wing's drumette: a small club with the knuckle of its bone showing. */
function drumette(p) {
  return drumstick(p, 170, 46);
}

/** A wing's flat: a flattened oblong with the two bones' ends showing at each end. */
function flat(p, len = 190, w = 84) {
  const d = smoothPath(rectPoints(p.rand, len, w, 30, 4));
  const ends = [-1, 1]
    .map(
      (s) =>
        `<circle cx="${f((s * len) / 2 - s * 4)}" cy="-12" r="9" fill="${BONE.fill}" stroke="${BONE.edge}" stroke-width="3"/><circle cx="${f((s * len) / 2 - s * 4)}" cy="14" r="6" fill="${BONE.fill}" stroke="${BONE.edge}" stroke-width="3"/>`,
    )
    .join('');
  return shadow(d, 6, 10) + flesh(p, d, boxOf(len, w), { detail: skinBumps(p, boxOf(len, w), 14) }) + ends;
}

/** A whole wing: drumette, flat and tip joined in a zigzag. */
function wholeWing(p) {
  const tip = profilePath(p.rand, 130, (t) => 34 * (1 - 0.8 * t), 8, 2);
  return (
    at(125, 60, 35, shadow(tip, 5, 8) + flesh(p, tip, boxOf(130, 68))) +
    at(0, 0, 0, flat(p, 200, 90)) +
    at(-150, 55, 210, drumette(p))
  );
}

function drawWings(p, n) {
  const split = () => {
    const pieces = [];
    [
      [-170, -110],
      [40, -140],
      [-60, 20],
      [150, 0],
      [-160, 150],
      [60, 150],
    ].forEach(([x, y], i) => {
      pieces.push({ y, svg: at(x, y, jitter(p.rand, 40) + (i % 2 ? 0 : 30), i % 2 ? flat(p) : drumette(p)) });
    });
    return backToFront(pieces);
  };
  if (n === 1)
    return p.style === 'unprocessed' ? [-140, 20, 180].map((y) => at(-10, y - 30, -6, wholeWing(p))).join('') : split();
  if (n === 2)
    return p.style === 'unprocessed'
      ? split()
      : [-140, 20, 180].map((y) => at(-10, y - 30, -6, wholeWing(p))).join('') + sideGarnish(p, 230, -170);
  return [
    [-170, -120],
    [0, -120],
    [170, -120],
    [-170, 120],
    [0, 120],
    [170, 120],
  ]
    .map(([x, y], i) => at(x, y, 90, i < 3 ? drumette(p) : flat(p, 170, 80)))
    .join('');
}

/** A whole bird, breast up: its legs tucked in with the knuckles showing, wings at its sides. */
function wholeBird(p) {
  const body = blobPath(p.rand, 0, -10, 165, 190, 10, 0.06);
  const box = boxOf(330, 380);
  const wing = (s) => {
    const d = blobPath(p.rand, s * 150, -40, 55, 120, 8, 0.12, s * 0.35);
    return shadow(d) + flesh(p, d, box, { detail: skinBumps(p, { x: s * 150 - 55, y: -160, w: 110, h: 240 }, 8) });
  };
  const leg = (s) => {
    const thighShape = blobPath(p.rand, s * 95, 120, 90, 75, 9, 0.1, s * 0.5);
    return (
      at(s * 70, 200, s > 0 ? 120 : 60, drumstick(p, 190, 52)) +
      shadow(thighShape) +
      flesh(p, thighShape, box, { detail: skinBumps(p, { x: s * 95 - 90, y: 45, w: 180, h: 150 }, 10) })
    );
  };
  const breastLine = `<path d="M0,-170 Q10,-20 0,130" stroke="${p.c.dark}" stroke-width="5" fill="none" opacity="0.4"/>`;
  const neck = `<ellipse cx="0" cy="-185" rx="40" ry="22" fill="${p.c.dark}" opacity="0.6"/>`;
  return (
    wing(-1) +
    wing(1) +
    shadow(body) +
    flesh(p, body, box, { detail: skinBumps(p, box, 40) + breastLine + neck }) +
    leg(-1) +
    leg(1)
  );
}

function drawWholeBird(p, n) {
  if (n === 1) return at(0, -30, -6, wholeBird(p), 0.92);
  if (n === 2) return at(-150, -20, -8, wholeBird(p), 0.58) + at(150, 10, 8, wholeBird(p), 0.58);
  // For samgyetang: jujubes and garlic beside a young bird.
  const sides = [
    jujube(200, 150, 20),
    jujube(245, 100, -30),
    garlicClove(-230, 160, -20),
    garlicClove(-190, 190, 40),
  ].join('');
  return at(0, -30, 4, wholeBird(p), 0.8) + sides;
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
