#!/usr/bin/env node
// Draws the demo catalogue's product pictures and home-page banners from SVG and writes them,
// as AVIF and JPG, to packages/services/demo-assets/ (committed; seedDemoImages copies them into
// storage). The pictures are flat illustrations on purpose: clearly synthetic, never mistaken for
// photos of real stock, and small. Deterministic: the same script gives the same drawings.
//
// Product pictures: one drawing per kind of cut (src/demo-cuts.mjs says which item types each
// kind stands for), in the species' colours, on the style's scene, written to
// products/{species}-{cut}-{style}/NN for the combinations the demo catalogue uses, plus every
// species' default cut in every style (the drawing for a type no kind lists).
//
//   node tooling/demo-pictures/make-demo-images.mjs              products and banners
//   node tooling/demo-pictures/make-demo-images.mjs --products   products only
//   node tooling/demo-pictures/make-demo-images.mjs --banners    banners only
//   (or: npm run demo-images [-- --products])
//
// Korean banner text needs a Korean font (Noto Sans CJK KR: Debian's fonts-noto-cjk); the script
// stops with a message when fontconfig has none rather than writing banners with empty boxes.
// Product pictures need none, hence --products.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import {
  DEFAULT_DEMO_CUT,
  DEMO_DRAWINGS_PER_FOLDER,
  demoCutOf,
  demoDrawingFolder,
} from '../../packages/services/src/demo/cuts.mjs';
import { GLAZE, MEAT, SCENE, blobPath, boneKnob, f, hash, rng, streaks } from './demo-art.mjs';
import { drawCut, painter } from './demo-cut-art.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(HERE, '..', '..', 'packages', 'services', 'demo-assets');
const SEED = path.resolve(HERE, '..', '..', 'packages', 'db', 'src', 'seed', 'catalogue-data.ts');
/** The files catalogue-data.ts gathers, one per product type. */
const SEED_PARTS = path.join(path.dirname(SEED), 'demo-items');
const PRODUCT_SIZE = 800;
const BANNER_W = 1200;
const BANNER_H = 600;
const AVIF = { quality: 45, effort: 4, chromaSubsampling: '4:2:0' };
// 70 rather than 72 keeps the busiest drawings under 30 KB without visible loss on flat art.
const JPEG = { quality: 70, mozjpeg: true, chromaSubsampling: '4:2:0' };
const FONT_LATIN = "'DejaVu Sans', 'Noto Sans CJK KR', sans-serif";
const FONT_KO = "'Noto Sans CJK KR', 'DejaVu Sans', sans-serif";

const BANNERS = {
  en: [
    ['Wholesale meat for', 'LA restaurants'],
    ['Marinated favourites,', 'ready to grill'],
    ['Adams Gourmet', 'premium beef'],
    ['Prepped cuts save', 'kitchen time'],
    ['Whole meat,', 'cut your way'],
    ['Order online,', 'pick up in LA'],
  ],
  ko: [
    ['LA 레스토랑을 위한', '도매 정육'],
    ['바로 굽는', '인기 양념육'],
    ['애덤스 고메', '프리미엄 소고기'],
    ['주방 시간을 줄이는', '손질육'],
    ['원하는 대로 손질하는', '원육'],
    ['온라인 주문,', 'LA 매장 픽업'],
  ],
};
const BANNER_SUBLINE = { en: 'For verified business buyers', ko: '인증된 사업자 회원 전용' };
const BANNER_SCENES = [
  ['beef', 'unprocessed'],
  ['pork', 'marinated'],
  ['beef', 'premium'],
  ['chicken', 'processed'],
  ['pork', 'unprocessed'],
  ['chicken', 'marinated'],
];

// ------------------------------------------------------------------ banner meat
/**
 * One piece of meat: the shape in the species colour, its fat and grain, and for marinated
 * items a glaze with sesame and scallion. `clipId` must be unique within the SVG.
 */
function meatPiece(rand, { species, style }, cx, cy, rx, ry, rotation, clipId) {
  const c = MEAT[species];
  const d = blobPath(rand, cx, cy, rx, ry, 9, 0.18, rotation);
  const box = { x: cx - rx * 1.1, y: cy - ry * 1.1, w: rx * 2.2, h: ry * 2.2 };
  let inner = '';
  if (species === 'beef') {
    inner += streaks(rand, box, style === 'premium' ? 20 : 10, c.fat, style === 'premium' ? 5 : 4, 0.8);
    inner += `<path d="${blobPath(rand, cx + rx * 0.7, cy - ry * 0.1, rx * 0.35, ry * 1.2, 7, 0.1, rotation)}" fill="${c.fat}" opacity="0.9"/>`;
  } else if (species === 'pork') {
    // A fat cap along one side and a few seams: the look of belly or shoulder.
    inner += `<path d="${blobPath(rand, cx, cy - ry * 0.95, rx * 1.2, ry * 0.32, 8, 0.08, rotation)}" fill="${c.fat}"/>`;
    inner += streaks(rand, box, 5, c.fat, 6, 0.7);
  } else {
    inner += `<ellipse cx="${f(cx - rx * 0.25)}" cy="${f(cy - ry * 0.3)}" rx="${f(rx * 0.5)}" ry="${f(ry * 0.28)}" fill="${c.light}" opacity="0.8"/>`;
    inner += streaks(rand, box, 8, c.dark, 3, 0.35);
  }
  // Chicken pieces get a bone knob so they read as drumsticks rather than buns.
  let bone = '';
  if (species === 'chicken') {
    const a = rotation + Math.PI * 0.15;
    const bx = cx + Math.cos(a) * rx * 0.95;
    const by = cy + Math.sin(a) * ry * 0.95;
    const ex = cx + Math.cos(a) * rx * 1.35;
    const ey = cy + Math.sin(a) * ry * 1.35;
    const w = Math.max(10, Math.min(rx, ry) * 0.22);
    bone = boneKnob(bx, by, ex, ey, w, { grow: 4, fill: '#f7f1e6', angle: a });
  }
  let glaze = '';
  if (style === 'marinated') {
    glaze += `<path d="${d}" fill="${GLAZE[species]}" opacity="0.55"/>`;
    glaze += `<ellipse cx="${f(cx - rx * 0.3)}" cy="${f(cy - ry * 0.35)}" rx="${f(rx * 0.35)}" ry="${f(ry * 0.12)}" fill="#fff" opacity="0.28" transform="rotate(-18 ${f(cx)} ${f(cy)})"/>`;
    for (let i = 0; i < 10; i++) {
      const x = cx + (rand() - 0.5) * rx * 1.4;
      const y = cy + (rand() - 0.5) * ry * 1.3;
      glaze += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="5" ry="2.6" fill="#fbf3dc" transform="rotate(${Math.round(rand() * 180)} ${f(x)} ${f(y)})"/>`;
    }
    for (let i = 0; i < 6; i++) {
      const x = cx + (rand() - 0.5) * rx * 1.2;
      const y = cy + (rand() - 0.5) * ry * 1.1;
      glaze += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(6 + rand() * 4)}" fill="none" stroke="#5e9b3a" stroke-width="4"/>`;
    }
  }
  return `
  ${bone}
  <clipPath id="${clipId}"><path d="${d}"/></clipPath>
  <path d="${d}" fill="${c.base}"/>
  <g clip-path="url(#${clipId})">
    <path d="${d}" fill="url(#shade-${species})"/>
    ${inner}
  </g>
  ${glaze}
  <path d="${d}" fill="none" stroke="${c.dark}" stroke-width="5" opacity="0.55"/>`;
}

function defs({ species }, extra = '') {
  const c = MEAT[species];
  return `<defs>
  <radialGradient id="shade-${species}" cx="40%" cy="35%" r="75%">
    <stop offset="0" stop-color="${c.light}" stop-opacity="0.55"/>
    <stop offset="1" stop-color="${c.dark}" stop-opacity="0.6"/>
  </radialGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
    <feGaussianBlur stdDeviation="14"/>
  </filter>
  ${extra}
</defs>`;
}

function surface(kind, cx, cy, r, accent) {
  const shadow = `<ellipse cx="${cx + 10}" cy="${cy + 22}" rx="${r}" ry="${r * 0.92}" fill="#000" opacity="0.22" filter="url(#shadow)"/>`;
  switch (kind) {
    case 'plate':
      return `${shadow}<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fbf8f3"/><circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="#f3eee6"/><circle cx="${cx}" cy="${cy}" r="${r - 10}" fill="none" stroke="${accent}" stroke-width="4" opacity="0.5"/>`;
    case 'tray':
      return `${shadow}<rect x="${cx - r}" y="${cy - r * 0.8}" width="${2 * r}" height="${1.6 * r}" rx="36" fill="#f7f9fa"/><rect x="${cx - r + 22}" y="${cy - r * 0.8 + 22}" width="${2 * r - 44}" height="${1.6 * r - 44}" rx="24" fill="#e8eef0"/>`;
    case 'paper':
      return `${shadow}<path d="M${cx - r},${cy - r * 0.78} L${cx + r * 0.96},${cy - r * 0.86} L${cx + r},${cy + r * 0.8} L${cx - r * 0.94},${cy + r * 0.86} Z" fill="#f2e6d0"/><path d="M${cx - r},${cy - r * 0.78} L${cx + r * 0.96},${cy - r * 0.86}" stroke="#d9c6a3" stroke-width="6"/>`;
    default: // slate
      return `${shadow}<rect x="${cx - r}" y="${cy - r * 0.72}" width="${2 * r}" height="${1.44 * r}" rx="18" fill="#3b3836"/><rect x="${cx - r + 14}" y="${cy - r * 0.72 + 14}" width="${2 * r - 28}" height="${1.44 * r - 28}" rx="12" fill="none" stroke="${accent}" stroke-width="3" opacity="0.7"/>`;
  }
}

/**
 * A small corner tag so nobody mistakes a demo drawing for a product photo. Placed in a corner the
 * storefront's controls leave free: top left on products (the gallery's counter is top right, its
 * dots bottom centre, its arrows at the sides), top right on banners (their arrows and dots run
 * along the bottom edge, the headline sits left).
 */
function demoTag(x, y, dark) {
  return `<g opacity="0.85"><rect x="${x}" y="${y}" width="118" height="40" rx="20" fill="${dark ? '#ffffff' : '#1d1d1d'}" opacity="0.16"/><text x="${x + 59}" y="${y + 27}" text-anchor="middle" font-family="${FONT_LATIN}" font-size="19" font-weight="700" letter-spacing="2" fill="${dark ? '#f1e6cf' : '#2a2a2a'}">DEMO</text></g>`;
}

// ------------------------------------------------------------------ product pictures
/** Drawing `n` of a cut, in the species' colours, on the style's scene. */
export function productSvg({ species, cut, style }, n) {
  const scene = SCENE[style];
  const p = painter(species, style, rng(hash(`${species}/${cut}/${style}/${n}`)));
  const S = PRODUCT_SIZE;
  const cx = S / 2;
  const cy = S / 2 + 10;
  const dark = style === 'premium';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
${defs({ species }, `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scene.bg1}"/><stop offset="1" stop-color="${scene.bg2}"/></linearGradient>`)}
<rect width="${S}" height="${S}" fill="url(#bg)"/>
${surface(scene.surface, cx, cy, 330, scene.accent)}
<g transform="translate(${cx} ${cy})">${drawCut(cut, p, n)}</g>
${demoTag(30, 26, dark)}
</svg>`;
}

/**
 * The folders to draw, each with how many drawings it needs: those the demo catalogue's items
 * use (as many as its items show, at most DEMO_DRAWINGS_PER_FOLDER) and every species' default
 * cut in every style, complete, for the items whose type has no drawing of its own.
 */
export function productFolders(items) {
  const folders = new Map();
  const need = (item, count) => {
    const name = demoDrawingFolder(item);
    const known = folders.get(name);
    const drawings = Math.min(DEMO_DRAWINGS_PER_FOLDER, Math.max(count, known?.drawings ?? 0));
    folders.set(name, { species: item.species, cut: demoCutOf(item), style: item.style, drawings });
  };
  for (const item of items) if (item.images > 0) need(item, item.images);
  for (const species of Object.keys(DEFAULT_DEMO_CUT)) {
    for (const style of Object.keys(SCENE)) need({ species, style, type: '' }, DEMO_DRAWINGS_PER_FOLDER);
  }
  return [...folders].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The demo catalogue, read from the seed's TypeScript source so the folders follow the seed.
 * TypeScript's transpiler (a root dev dependency) is enough: the files import one another and
 * types only, so each is transpiled into a scratch folder, its relative imports given the .mjs
 * it is written as, and the gathering file imported from there.
 */
export async function loadDemoItems() {
  const { default: ts } = await import('typescript');
  const scratch = await mkdtemp(path.join(tmpdir(), 'demo-items-'));
  try {
    const files = [
      SEED,
      ...(await readdir(SEED_PARTS)).filter((f) => f.endsWith('.ts')).map((f) => path.join(SEED_PARTS, f)),
    ];
    for (const file of files) {
      const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      const out = path.join(scratch, path.relative(path.dirname(SEED), file).replace(/\.ts$/, '.mjs'));
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, outputText.replace(/(from\s+['"])(\.{1,2}\/[^'"]+)(['"])/g, '$1$2.mjs$3'));
    }
    const { demoItems } = await import(pathToFileURL(path.join(scratch, path.basename(SEED, '.ts') + '.mjs')).href);
    return demoItems;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ banners
function bannerSvg(locale, n) {
  const [species, style] = BANNER_SCENES[n - 1];
  const v = { species, style };
  const scene = SCENE[style];
  const rand = rng(hash(`banner/${n}`)); // same drawing in both languages; only the words change
  const dark = style === 'premium';
  const ink = dark ? '#f6eddc' : '#2b1d14';
  const [line1, line2] = BANNERS[locale][n - 1];
  const font = locale === 'ko' ? FONT_KO : FONT_LATIN;
  const size = locale === 'ko' ? 58 : 52;
  const cx = 950;
  const cy = 310;
  let meat = '';
  meat += meatPiece(rand, v, cx - 50, cy - 40, 150, 105, -0.25, 'b1');
  meat += meatPiece(rand, v, cx + 110, cy + 85, 105, 75, 0.35, 'b2');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_W}" height="${BANNER_H}" viewBox="0 0 ${BANNER_W} ${BANNER_H}">
${defs(v, `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${scene.bg1}"/><stop offset="1" stop-color="${scene.bg2}"/></linearGradient>`)}
<rect width="${BANNER_W}" height="${BANNER_H}" fill="url(#bg)"/>
<circle cx="${cx}" cy="${cy}" r="260" fill="${scene.accent}" opacity="0.14"/>
${surface(scene.surface, cx, cy + 10, 215, scene.accent)}
${meat}
<rect x="72" y="170" width="10" height="170" rx="5" fill="${scene.accent}"/>
<text font-family="${font}" font-weight="700" font-size="${size}" fill="${ink}">
  <tspan x="110" y="230">${line1}</tspan>
  <tspan x="110" y="${230 + size * 1.25}">${line2}</tspan>
</text>
<text x="112" y="${230 + size * 1.25 + 64}" font-family="${font}" font-size="28" fill="${ink}" opacity="0.8">${BANNER_SUBLINE[locale]}</text>
${demoTag(BANNER_W - 148, 22, dark)}
</svg>`;
}

// ------------------------------------------------------------------ output
async function write(svg, base) {
  await mkdir(path.dirname(base), { recursive: true });
  const image = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  await image.clone().avif(AVIF).toFile(`${base}.avif`);
  await image.clone().jpeg(JPEG).toFile(`${base}.jpg`);
  const sizes = await Promise.all(['avif', 'jpg'].map(async (ext) => (await stat(`${base}.${ext}`)).size));
  return sizes;
}

function requireKoreanFont() {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' });
  } catch {
    // fc-list missing: fall through to the message below
  }
  if (!/Noto Sans CJK KR/.test(families)) {
    console.error('No Korean font (Noto Sans CJK KR) found: apt-get install fonts-noto-cjk, then run again.');
    process.exit(1);
  }
}

async function writeProducts(report) {
  await rm(path.join(OUT, 'products'), { recursive: true, force: true });
  for (const [name, folder] of productFolders(await loadDemoItems())) {
    for (let n = 1; n <= folder.drawings; n++) {
      const base = path.join(OUT, 'products', name, String(n).padStart(2, '0'));
      report.push([path.relative(OUT, base), ...(await write(productSvg(folder, n), base))]);
    }
  }
}

async function writeBanners(report) {
  await rm(path.join(OUT, 'banners'), { recursive: true, force: true });
  for (const locale of Object.keys(BANNERS)) {
    for (let n = 1; n <= BANNERS[locale].length; n++) {
      const base = path.join(OUT, 'banners', locale, String(n).padStart(2, '0'));
      report.push([path.relative(OUT, base), ...(await write(bannerSvg(locale, n), base))]);
    }
  }
}

async function main(args) {
  const products = !args.includes('--banners') || args.includes('--products');
  const banners = !args.includes('--products') || args.includes('--banners');
  const report = [];
  // Checked first, so that without a Korean font the script stops before deleting anything.
  if (banners) requireKoreanFont();
  if (products) await writeProducts(report);
  if (banners) await writeBanners(report);
  let total = 0;
  for (const [name, avif, jpg] of report) {
    total += avif + jpg;
    console.log(
      `${name.padEnd(44)} avif ${(avif / 1024).toFixed(1).padStart(5)} KB   jpg ${(jpg / 1024).toFixed(1).padStart(5)} KB`,
    );
  }
  console.log(`${report.length * 2} files, ${(total / 1024).toFixed(0)} KB in ${OUT}`);
}

// Run as a script; imported (to preview the drawings), it only exports.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await main(process.argv.slice(2));
