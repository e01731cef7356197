// Bones and offal: racks of ribs, rounds cut across the bone, tongue and trotters.
import { blobPath, BONE, f, smoothPath } from '../demo-art.mjs';
import {
  at,
  between,
  boneSection,
  boxOf,
  flesh,
  HOOF,
  jitter,
  PORK_SKIN,
  profilePath,
  rectPoints,
  shadow,
} from './blocks.mjs';
import { backToFront, sideGarnish } from './garnish.mjs';

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

export function drawRack(p, n) {
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

export function drawBoneRounds(p, n) {
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

export function drawTongue(p, n) {
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

export function drawTrotter(p, n) {
  if (n === 1)
    return [-1, 0, 1].map((i) => at(i % 2 ? 20 : -20, i * 150, i % 2 ? 180 : 0, trotter(p, 330, 120))).join('');
  if (n === 2)
    return at(-10, -60, -25, trotter(p, 360, 130)) + at(10, 90, 20, trotter(p, 360, 130)) + sideGarnish(p, 210, -150);
  const out = [];
  for (let row = 0; row < 2; row++)
    for (const col of [-1, 1]) out.push(at(col * 150, (row - 0.5) * 210, 90 * col, trotter(p, 200, 105)));
  return out.join('');
}
