// Tests' reader of a PDF's text, with pdf.js (the reader Firefox uses): what a person copying text
// out of the PDF would get, page by page, so a test proves the words are really in the file (and
// Korean is mapped back to Unicode), not only drawn.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every byte of a stream (a PDF as it is made). */
export async function bytesOf(content: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Each page's text, its pieces joined with spaces. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}
