// The building blocks of the cut drawings: placing, jitter, outlines, shadows, the species'
// texture, a marinade's glaze, bone sections, chicken skin and slicing.
import { BONE, f, GLAZE, smoothPath, streaks } from '../demo-art.mjs';

export const PORK_SKIN = '#edc9a2';
export const HOOF = '#7a5646';
export const GREEN = '#5e9b3a';

export const at = (x, y, deg, body, scale = 1) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(deg)})${scale === 1 ? '' : ` scale(${scale})`}">${body}</g>`;
export const jitter = (rand, amount) => (rand() - 0.5) * 2 * amount;
export const between = (rand, lo, hi) => lo + rand() * (hi - lo);
export const boxOf = (w, h) => ({ x: -w / 2, y: -h / 2, w, h });

/** Points around a w × h rectangle centred on (0, 0), about `step` apart, each nudged a little. */
export function rectPoints(rand, w, h, step = 40, nudge = 4) {
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
export function profilePath(rand, len, half, steps = 14, nudge = 3) {
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
export const shadow = (d, dx = 7, dy = 11) =>
  `<path d="${d}" transform="translate(${dx} ${dy})" fill="#000" opacity="0.16"/>`;

/** The species' own texture: fat marbling for beef, seams for pork, fibres for chicken. */
export function grain(p, box, density = 1) {
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
export function flesh(
  p,
  d,
  box,
  { fill = p.c.base, texture = grain, detail = '', glaze = true, edge = p.c.dark } = {},
) {
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
export function boneSection(p, x, y, rx, ry) {
  let out = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${BONE.fill}" stroke="${BONE.edge}" stroke-width="3"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * 0.55)}" ry="${f(ry * 0.55)}" fill="${BONE.marrow}"/>`;
  for (let i = 0; i < 3; i++) {
    out += `<circle cx="${f(x + jitter(p.rand, rx * 0.3))}" cy="${f(y + jitter(p.rand, ry * 0.3))}" r="${f(Math.max(1.5, rx * 0.08))}" fill="#8f4d33" opacity="0.6"/>`;
  }
  return out;
}

/** Chicken skin's goose bumps: small pale dots, the cue that tells skin-on pieces apart. */
export function skinBumps(p, box, count) {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${f(box.x + p.rand() * box.w)}" cy="${f(box.y + p.rand() * box.h)}" r="${f(2.5 + p.rand() * 2.5)}" fill="${p.c.fat}" opacity="0.55"/>`;
  }
  return out;
}

/** Draws `body` once and shows it cut into `count` slices along x, pulled apart by `gap`. */
export function cutIntoSlices(p, body, w, h, count, gap) {
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
