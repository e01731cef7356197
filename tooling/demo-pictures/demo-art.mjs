// The palette and small SVG helpers shared by the demo drawings (make-demo-images.mjs draws the
// scenes and banners, demo-cut-art.mjs the cuts of meat).

// ------------------------------------------------------------------ palette
export const MEAT = {
  beef: { base: '#b3263a', dark: '#7d1526', light: '#d4485a', fat: '#f6e7e1' },
  pork: { base: '#e59a9a', dark: '#c9727a', light: '#f3b9b5', fat: '#fbf1ea' },
  chicken: { base: '#eab76a', dark: '#c98a3c', light: '#f6d49a', fat: '#fff3dc' },
};
export const BONE = { fill: '#f6efe2', edge: '#b89a6e', marrow: '#c9855e' };
export const GLAZE = { beef: '#5a1d10', pork: '#8a3b17', chicken: '#a4461a' };

// Background and serving surface by style.
export const SCENE = {
  marinated: { bg1: '#f4d9b8', bg2: '#e9b98a', surface: 'plate', accent: '#c4572b' },
  processed: { bg1: '#e3ecef', bg2: '#c6d6dc', surface: 'tray', accent: '#3f6e7d' },
  unprocessed: { bg1: '#eadcc6', bg2: '#d5bf9c', surface: 'paper', accent: '#7a5a35' },
  premium: { bg1: '#2b2623', bg2: '#14110f', surface: 'slate', accent: '#c9a45c' },
};

// ------------------------------------------------------------------ helpers
export function rng(seed) {
  // mulberry32: tiny, deterministic
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  return h >>> 0;
}

export const f = (n) => n.toFixed(1);

/** A closed path through the midpoints of `pts`, each point pulling the curve like a corner. */
export function smoothPath(pts) {
  const mid = (p, q) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const start = mid(pts[pts.length - 1], pts[0]);
  let d = `M${f(start[0])},${f(start[1])}`;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i];
    const m = mid(p, pts[(i + 1) % pts.length]);
    d += ` Q${f(p[0])},${f(p[1])} ${f(m[0])},${f(m[1])}`;
  }
  return `${d} Z`;
}

/** A smooth closed blob around (cx, cy): a wobbly ellipse drawn with quadratic curves. */
export function blobPath(rand, cx, cy, rx, ry, points = 9, wobble = 0.16, rotation = 0) {
  const pts = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 - wobble / 2 + rand() * wobble;
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    pts.push([
      cx + x * Math.cos(rotation) - y * Math.sin(rotation),
      cy + x * Math.sin(rotation) + y * Math.cos(rotation),
    ]);
  }
  return smoothPath(pts);
}

/** Thin wavy streaks across a box: marbling for beef, seams for pork, fibres for chicken. */
export function streaks(rand, box, count, colour, width, opacity) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y0 = box.y + rand() * box.h;
    const x0 = box.x + rand() * box.w * 0.3;
    const len = box.w * (0.25 + rand() * 0.5);
    const amp = 8 + rand() * 22;
    const y1 = y0 + (rand() - 0.5) * 60;
    out += `<path d="M${f(x0)},${f(y0)} C${f(x0 + len / 3)},${f(y0 - amp)} ${f(x0 + (2 * len) / 3)},${f(y1 + amp)} ${f(x0 + len)},${f(y1)}" stroke="${colour}" stroke-width="${f(width * (0.5 + rand()))}" stroke-linecap="round" fill="none" opacity="${opacity}"/>`;
  }
  return out;
}

/**
 * A bone sticking out from (x1, y1) to (x2, y2), ending in a double knob (drumsticks, wings):
 * drawn twice, the outline `grow` px wider under the fill. The knobs sit across `angle` (by default
 * the bone's own direction).
 */
export function boneKnob(
  x1,
  y1,
  x2,
  y2,
  w,
  { grow = 3.5, fill = BONE.fill, angle = Math.atan2(y2 - y1, x2 - x1) } = {},
) {
  const a = angle;
  const nx = -Math.sin(a) * w * 0.7;
  const ny = Math.cos(a) * w * 0.7;
  const shape = (colour, by) =>
    `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${colour}" stroke-width="${f(w + by * 2)}" stroke-linecap="round"/>` +
    `<circle cx="${f(x2 + nx)}" cy="${f(y2 + ny)}" r="${f(w * 0.75 + by)}" fill="${colour}"/>` +
    `<circle cx="${f(x2 - nx)}" cy="${f(y2 - ny)}" r="${f(w * 0.75 + by)}" fill="${colour}"/>`;
  return shape(BONE.edge, grow) + shape(fill, 0);
}
