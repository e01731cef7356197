// The demo catalogue: one file per product type under demo-items/ (marinated, prepped, whole
// meat, premium), gathered here in the order that gives each product its id.
import type { DemoItem, Draft } from './demo-items/kinds';
import { marinated } from './demo-items/marinated';
import { premium } from './demo-items/premium';
import { prepped } from './demo-items/prepped';
import { wholeMeat } from './demo-items/whole-meat';

export type { DemoItem } from './demo-items/kinds';

// Sub-brands: marinated products, butcher cuts (Prepped and Whole Meat), and the premium line.
const MARINATED_BRAND = 'Seoul Table';
const BUTCHER_BRAND = 'LA Butcher Co.';
const PREMIUM_BRAND = 'Adams Gourmet';

// Order matters: the position is the id. Item 1 is the "Only Here" product.
const drafts: Draft[] = [...marinated, ...prepped, ...wholeMeat, ...premium];

function defaults(d: Pick<Draft, 'style' | 'species' | 'brand' | 'grade' | 'origin'>): {
  brand: string;
  grade: string;
  origin: string;
} {
  const brand = d.style === 'premium' ? PREMIUM_BRAND : d.style === 'marinated' ? MARINATED_BRAND : BUTCHER_BRAND;
  const grade = d.species === 'beef' ? 'USDA Choice' : d.species === 'pork' ? 'USDA Inspected' : 'USDA Grade A';
  const origin = d.species === 'chicken' ? 'USA (California)' : 'USA';
  return { brand: d.brand ?? brand, grade: d.grade ?? grade, origin: d.origin ?? origin };
}

/** The demo catalogue, ids 1..N in this order (id 1 = the "Only Here" product). */
export const demoItems: readonly DemoItem[] = Object.freeze(
  drafts.map(({ recipe, show, ...d }, index): DemoItem => ({
    ...d,
    ...defaults(d),
    id: index + 1,
    show: show ?? true,
    ...recipe,
  })),
);
