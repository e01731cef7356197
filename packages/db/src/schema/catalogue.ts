// The catalogue: the products buyers see, with their list and member prices.
import type { Generated, GeneratedAlways } from 'kysely';
import type { Spec, Species, Style } from '@wholesale/rules';
import type { CreatedAt, Nullable, TextList } from './columns';

export interface ItemsTable {
  id: Generated<number>;
  /** url-safe, unique; also the image folder name under /products/{style}/ */
  slug: string;
  name: string;
  name_ko: string;
  type: string;
  type_ko: string;
  description: Generated<string>;
  description_ko: Generated<string>;
  species: Species;
  style: Style;
  spec: Spec;
  /** list price in cents; for C.W. (catch weight) items the price is per lb */
  price_cents: number;
  /** buyer price in cents; null or 0 means "no discount, charge the list price" */
  discounted_price_cents: Nullable<number>;
  brand: Generated<string>;
  grade: Generated<string>;
  origin: Generated<string>;
  /** lbs per pack, numeric(8,2) */
  avg_weight: Generated<number>;
  /** the GTIN-14 its cases' GS1-128 labels carry (migration 0040); null: no labels */
  gtin: Nullable<string>;
  /** number of images 01..NN; 0 = placeholder */
  images: Generated<number>;
  show: Generated<boolean>;
  ingredients: TextList;
  ingredients_ko: TextList;
  allergens: TextList;
  allergens_ko: TextList;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /**
   * Computed by the database (migration 0008, generated columns): the name, the cut, and all the
   * searchable text as a search compares them (lower case, no spaces or punctuation, plus the
   * Korean initial consonants). Read only by the storefront search; never written or selected.
   * NULL-able to the database (a generated column without NOT NULL), so `| null` here, although
   * their expressions over NOT NULL columns never give null (schema-drift.int.test.ts).
   */
  search_name: GeneratedAlways<string | null>;
  search_type: GeneratedAlways<string | null>;
  search_text: GeneratedAlways<string | null>;
  /** Every character and character pair of search_text (GIN-indexed): a search's candidates. */
  search_grams: GeneratedAlways<string[] | null>;
}
