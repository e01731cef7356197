// The sample order the mail template tests render (templates.test.ts and the order-*-templates
// tests): its lines, figures and pickup window, the order list's address and the hostile text that
// must come out escaped. Each test still writes the text it expects out by hand from these figures.

/** 2 boxes × $189.99 = $379.98 */
export const BOX_LINE = {
  name: 'Beef short rib',
  spec: '30 lb - 5 lb x 6 packs',
  quantity: 2,
  unitPriceCents: 18_999,
  lineTotalCents: 37_998,
  estimated: false,
  avgWeight: 5,
};

/** 3 packs × 12.35 lb × $4.99/lb = 37.05 lb × $4.99 = $184.8795 → $184.88, an estimate until weighed */
export const CW_LINE = {
  name: 'Pork belly',
  spec: 'C.W. (Catch Weights)',
  quantity: 3,
  unitPriceCents: 499,
  lineTotalCents: 18_488,
  estimated: true,
  avgWeight: 12.35,
};

/** BOX_LINE and CW_LINE: subtotal $379.98 + $184.88 = $564.86; 50% = $282.43 each; 5% of the balance = $14.12 */
export const MONEY = {
  subtotalCents: 56_486,
  feeCents: 0,
  totalCents: 56_486,
  prepaymentCents: 28_243,
  balanceCents: 28_243,
  cashDiscountMaxCents: 1_412,
  estimated: true,
};

/** Wednesday 2026-11-25, 8:00–10:00 AM PST */
export const WED_PICKUP = { start: '2026-11-25T16:00:00.000Z', end: '2026-11-25T18:00:00.000Z' };

export const ORDERS_URL = 'https://shop.example.com/profile/user/abc?view=orders';

/** A name that is markup, and how the HTML part must show it. */
export const EVIL = '<b>Kim & Sons</b>';
export const EVIL_HTML = '&lt;b&gt;Kim &amp; Sons&lt;/b&gt;';
