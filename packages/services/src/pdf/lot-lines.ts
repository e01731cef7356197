// A line's lots as the documents print them under the product: 'Lot A123 · packed Nov 20 · 3 cases',
// one a line, small and grey, in the document's language.
import { lotDay } from '@wholesale/rules';
import type { TranslationFunctions } from '@wholesale/i18n/sync';

export const LOT_FONT_SIZE = 7.5;

/** The lots' lines; `today` ('YYYY-MM-DD', the document's day) decides whether a pack date shows its year. */
export function lotLines(
  LL: TranslationFunctions,
  locale: 'en' | 'ko',
  lots: readonly { lot_code: string; packed_on: string; cases: number }[] | undefined,
  today?: string,
): string[] {
  return (lots ?? []).map((l) =>
    LL.mail.lots.line({ code: l.lot_code, packed: lotDay(l.packed_on, locale, today), cases: l.cases }),
  );
}

/** Writes the lots' lines from `y` (in the current x column) and answers the y below them. */
export function drawLotLines(
  doc: PDFKit.PDFDocument,
  lines: readonly string[],
  at: { x: number; y: number; width: number },
  grey: string,
): number {
  if (lines.length === 0) return at.y;
  doc.font('regular').fontSize(LOT_FONT_SIZE).fillColor(grey);
  doc.text(lines.join('\n'), at.x, at.y, { width: at.width });
  const below = doc.y;
  doc.fillColor('black');
  return below;
}

/** The lots' lines' height at the lot font; the font size is `restore` again after. */
export function lotLinesHeight(
  doc: PDFKit.PDFDocument,
  lines: readonly string[],
  width: number,
  restore: number,
): number {
  if (lines.length === 0) return 0;
  doc.fontSize(LOT_FONT_SIZE);
  const height = doc.heightOfString(lines.join('\n'), { width });
  doc.fontSize(restore);
  return height;
}
