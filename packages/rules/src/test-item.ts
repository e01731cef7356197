// A catalogue item for tests, in the browser and in Node: a pure value, unlike the packages' test kits.
import type { CatalogueItem } from './item';

/** An item of the catalogue for tests: a box of beef at $100 unless `over` says otherwise. */
export const testItem = (id: number, over: Partial<CatalogueItem> = {}): CatalogueItem => ({
  id,
  slug: `item-${id}`,
  name: `Item ${id}`,
  name_ko: `상품 ${id}`,
  type: '',
  type_ko: '',
  description: '',
  description_ko: '',
  species: 'beef',
  style: 'marinated',
  price: 100,
  brand: '',
  grade: '',
  origin: '',
  spec: '30 lb - 5 lb x 6 packs',
  avg_weight: 5,
  images: 1,
  show: true,
  ingredients: [],
  ingredients_ko: [],
  allergens: [],
  allergens_ko: [],
  ...over,
});
