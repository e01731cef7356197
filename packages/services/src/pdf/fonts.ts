// The fonts the server's PDFs embed: Noto Sans KR (SIL Open Font License), regular and bold, from
// the npm package @embedpdf/fonts-kr. It carries Latin as well as Hangul, so one family serves
// both languages and an English invoice with a Korean company name prints whole.
//
// Parsed once per process with fontkit (pdfkit's own font engine) and handed to every document
// already parsed: reading and parsing the two 4.5 MB CFF fonts took about 60 ms of each invoice.
// pdfkit makes its own subset per document, so sharing the parsed font shares no document's state.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

export interface PdfFonts {
  regular: Font;
  bold: Font;
}

let fonts: PdfFonts | undefined;

/**
 * OpenType features turned off: the invoice's text needs no ligatures, contextual forms or jamo
 * composition (Korean arrives as precomposed syllables, which the font maps one to one), and
 * applying the Korean font's feature tables was two thirds of drawing an invoice.
 */
const NO_SHAPING: Record<string, boolean> = Object.fromEntries(
  [
    'ccmp',
    'locl',
    'rlig',
    'mark',
    'mkmk',
    'calt',
    'clig',
    'liga',
    'rclt',
    'curs',
    'kern',
    'ljmo',
    'vjmo',
    'tjmo',
    'ltra',
    'ltrm',
    'frac',
    'numr',
    'dnom',
  ].map((tag) => [tag, false]),
);

function load(dir: string, file: string): Font {
  const font = create(readFileSync(join(dir, file)));
  // A font file can hold a collection; ours holds one font.
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  // The same font, laid out without shaping, whatever features a caller asks for.
  const plain = Object.create(font) as Font;
  plain.layout = (text: string) => font.layout(text, NO_SHAPING);
  return plain;
}

export function pdfFonts(): PdfFonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    // the package's entry is dist/index.cjs; its fonts sit beside dist/
    const dir = join(dirname(require.resolve('@embedpdf/fonts-kr')), '../fonts');
    fonts = { regular: load(dir, 'NotoSansKR-Regular.otf'), bold: load(dir, 'NotoSansKR-Bold.otf') };
  }
  return fonts;
}
