// Where an invoice's time goes: draws a 40-line invoice (the demo catalogue's first 40 shown
// items, catch-weight lines weighed) five times, Korean and English in turn, and prints for each
// the time to lay the document out ("draw") and to have every byte ("total"). The first Korean
// one includes loading and parsing the fonts (src/pdf/fonts.ts parses them once per process).
// A profiler, not a budget: it fails on nothing, and writes no result file.
//
//   npm run bench:invoice-pdf
//
// Nothing to build first: the invoice's TypeScript source is bundled with esbuild
// (lib/source-bundle.mjs).
import { importFromSource } from './lib/source-bundle.mjs';

const { orderDocumentPdf, demoItems } = await importFromSource('invoice-pdf', 'packages/services/src/pdf', [
  "export { orderDocumentPdf } from './invoice-pdf';",
  "export { demoItems } from '@wholesale/db/demo-catalogue';",
]);

const lines = demoItems
  .filter((d) => d.show)
  .slice(0, 40)
  .map((d, i) => ({
    id: i,
    item_id: d.id,
    quantity: 2,
    unit_price: 12.34,
    name: d.name,
    name_ko: d.name_ko,
    spec: d.spec,
    avg_weight: d.avg_weight,
    line_total: 24.68,
    estimated: false,
    weighed_lbs: d.spec.startsWith('C.W') ? 20.5 : null,
  }));

const business = { name: 'Wholesale Meat Co.', address: '1200 E 14th St', phone: '(213) 555-0142', email: 'a@b.c' };
const data = (locale) => ({
  locale,
  heading: { kind: 'invoice', number: 'INV-001001', issuedAt: new Date().toISOString(), replaces: null },
  content: {
    seller: { en: business, ko: business, permit: '102-345678' },
    buyer: {
      name: 'Kim',
      company: '서울 갈비',
      email: 'k@x',
      phone: null,
      address: ['3000 W Olympic Blvd', 'Los Angeles, CA 90006'],
      license: 'L',
      resale: 'R',
    },
    order: { number: 'WS-1', date: new Date().toISOString(), pickup: null },
    lines,
    subtotal_cents: 98_720,
    fee_cents: 0,
    payments: [],
    terms: { cash_discount_percent: 5, card_tax_percent: 9.75 },
    estimated: false,
    locale,
  },
});

for (const locale of ['ko', 'en', 'ko', 'en', 'ko']) {
  const t0 = performance.now();
  const doc = orderDocumentPdf(data(locale));
  const t1 = performance.now();
  for await (const chunk of doc) void chunk; // every byte, as the download streams them
  console.log(locale, 'draw', Math.round(t1 - t0), 'ms, total', Math.round(performance.now() - t0), 'ms');
}
