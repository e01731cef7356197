#!/usr/bin/env node
// Builds the Privacy Policy PDFs linked from /terms-and-policies:
//   apps/web/public/docs/privacy-policy-en.pdf and privacy-policy-ko.pdf
// from the same dictionaries the page renders (packages/i18n/src/{en,ko}/terms), in the order
// given by apps/web/src/routes/info/structure.ts, so the PDF and the page cannot drift.
// The files are build output (ignored by git): run this before `vite build`, which copies
// public/ into dist/.
//
// Usage: node apps/web/scripts/make-policy-pdf.mjs [--out <dir>]
//
// Korean needs an embedded font: Noto Sans KR (OFL) from the npm package @embedpdf/fonts-kr.
// If that package is missing, the Korean file gets the English text, with a warning, rather
// than a PDF of empty boxes.
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import PDFDocument from 'pdfkit';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = resolve(here, '..');
const repoRoot = resolve(webRoot, '../..');
const require = createRequire(import.meta.url);

function parseArgs(argv) {
  const i = argv.indexOf('--out');
  return { out: i >= 0 && argv[i + 1] ? resolve(argv[i + 1]) : join(webRoot, 'public/docs') };
}

/** Loads the TypeScript dictionaries and page structure by bundling them in memory. */
async function loadSources() {
  const entry = [
    `export { default as en } from ${JSON.stringify(join(repoRoot, 'packages/i18n/src/en/terms/index.ts'))};`,
    `export { default as ko } from ${JSON.stringify(join(repoRoot, 'packages/i18n/src/ko/terms/index.ts'))};`,
    `export { TERMS_SECTIONS } from ${JSON.stringify(join(webRoot, 'src/routes/info/structure.ts'))};`,
  ].join('\n');
  const result = await build({
    stdin: { contents: entry, loader: 'ts', resolveDir: repoRoot },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** Regular and bold Noto Sans KR, or null when the font package is not installed. */
function koreanFonts() {
  try {
    const fontsDir = join(dirname(require.resolve('@embedpdf/fonts-kr')), '../fonts');
    const regular = join(fontsDir, 'NotoSansKR-Regular.otf');
    const bold = join(fontsDir, 'NotoSansKR-Bold.otf');
    return existsSync(regular) && existsSync(bold) ? { regular, bold } : null;
  } catch {
    return null;
  }
}

/** The privacy section as [heading, paragraph] pairs, in page order. */
function privacyParts(dict, sections) {
  const privacy = sections.find((s) => s.key === 'privacy');
  if (!privacy) throw new Error('structure.ts has no privacy section');
  return privacy.subs.map((sub) => {
    const part = dict.privacy[sub];
    if (!part || !part.h || !part.p) throw new Error(`terms.privacy.${sub} is missing`);
    return [part.h, part.p];
  });
}

// Fixed metadata dates keep the output byte-stable between builds of the same text.
const FIXED_DATE = new Date('2026-11-01T00:00:00Z');

function writePdf({ file, lang, dict, sections, fonts }) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    lang,
    displayTitle: true,
    info: {
      Title: dict.privacy.heading,
      Subject: dict.title,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
    bufferPages: true,
  });
  if (fonts) {
    doc.registerFont('body', fonts.regular);
    doc.registerFont('bold', fonts.bold);
  } else {
    doc.registerFont('body', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
  const done = new Promise((ok, fail) => {
    const stream = createWriteStream(file);
    stream.on('finish', ok);
    stream.on('error', fail);
    doc.pipe(stream);
  });

  doc.font('bold').fontSize(20).fillColor('#1f1f1f').text(dict.privacy.heading);
  doc.moveDown(0.3);
  doc.font('body').fontSize(10).fillColor('#555555').text(dict.updated);
  doc.moveDown(1);
  for (const [heading, paragraph] of privacyParts(dict, sections)) {
    // Keep a heading with the start of its paragraph: never leave it alone at a page bottom.
    const keepTogether =
      16 + Math.min(3 * 17, doc.font('body').fontSize(10.5).heightOfString(paragraph, { lineGap: 3 }));
    if (doc.y + keepTogether > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.font('bold').fontSize(12.5).fillColor('#1f1f1f').text(heading);
    doc.moveDown(0.25);
    doc.font('body').fontSize(10.5).fillColor('#1f1f1f').text(paragraph, { align: 'left', lineGap: 3 });
    doc.moveDown(0.9);
  }

  // Page numbers, once all pages exist.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not open a new page
    doc
      .font('body')
      .fontSize(9)
      .fillColor('#555555')
      .text(`${dict.privacy.heading} · ${i + 1} / ${range.count}`, 64, doc.page.height - 40, {
        width: doc.page.width - 128,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

async function main() {
  const { out } = parseArgs(process.argv.slice(2));
  const { en, ko, TERMS_SECTIONS } = await loadSources();
  mkdirSync(out, { recursive: true });
  const kr = koreanFonts();
  const enFile = join(out, 'privacy-policy-en.pdf');
  const koFile = join(out, 'privacy-policy-ko.pdf');
  await writePdf({ file: enFile, lang: 'en-US', dict: en, sections: TERMS_SECTIONS, fonts: null });
  if (kr) {
    await writePdf({ file: koFile, lang: 'ko-KR', dict: ko, sections: TERMS_SECTIONS, fonts: kr });
  } else {
    console.warn('make-policy-pdf: @embedpdf/fonts-kr not found; the Korean PDF falls back to the English text.');
    await writePdf({ file: koFile, lang: 'en-US', dict: en, sections: TERMS_SECTIONS, fonts: null });
  }
  console.log(`make-policy-pdf: wrote ${enFile} and ${koFile}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
