import { it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { invoicePdf } from './invoice-pdf';
import { bytesOf } from './pdf-text';
it('prof', async () => {
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
  const data = (locale: 'en' | 'ko') => ({
    locale,
    number: 'INV-001001',
    issuedAt: new Date().toISOString(),
    business: { name: 'Wholesale Meat Co.', address: '1200 E 14th St', phone: '(213) 555-0142', email: 'a@b.c' },
    buyer: { name: 'Kim', company: '서울 갈비', email: 'k@x', phone: null, license: 'L', resale: 'R' },
    order: { number: 'WS-1', date: new Date().toISOString(), pickup: null },
    lines,
    amounts: { subtotal: 1, fee: 0, total: 1 },
    payment: {
      state: 'prepaid' as const,
      paid: 1,
      collected: 1,
      prepayment_due: 0,
      due: 0,
      payments: [],
      cash_discount_percent: 5,
      card_tax_percent: 9.75,
    },
  });
  for (const locale of ['ko', 'en', 'ko', 'en', 'ko'] as const) {
    const t0 = performance.now();
    const doc = invoicePdf(data(locale));
    const t1 = performance.now();
    await bytesOf(doc);
    console.log(locale, 'draw', Math.round(t1 - t0), 'total', Math.round(performance.now() - t0));
  }
});
