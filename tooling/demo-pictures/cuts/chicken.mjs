// Chicken: thighs, chunks and skewers, legs, wings and the whole bird.
import { blobPath, BONE, boneKnob, f, smoothPath } from '../demo-art.mjs';
import { at, boxOf, flesh, jitter, profilePath, rectPoints, shadow, skinBumps } from './blocks.mjs';
import { backToFront, garlicClove, jujube, sideGarnish } from './garnish.mjs';

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

export function drawThighs(p, n) {
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

export function drawLegs(p, n) {
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

export function drawWings(p, n) {
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

export function drawWholeBird(p, n) {
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
