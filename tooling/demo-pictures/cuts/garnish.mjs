// Garnish beside the food (rosemary, salt, garlic, chili, scallion, bay leaf, jujube), which says
// which line a drawing belongs to.
import { f } from '../demo-art.mjs';
import { at, GREEN, jitter } from './blocks.mjs';

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

export function garlicClove(x, y, deg) {
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

export function scallionPieces(p, cx, cy, count = 5) {
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

export function jujube(x, y, deg) {
  return at(
    x,
    y,
    deg,
    `<ellipse rx="24" ry="17" fill="#8b2b1e" stroke="#5e1a11" stroke-width="3"/><ellipse cx="-7" cy="-6" rx="8" ry="4" fill="#fff" opacity="0.3"/>`,
  );
}

/** A little garnish beside the food that says which line it belongs to. */
export function sideGarnish(p, x, y) {
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
export const backToFront = (pieces) =>
  [...pieces]
    .sort((a, b) => a.y - b.y)
    .map((piece) => piece.svg)
    .join('');
