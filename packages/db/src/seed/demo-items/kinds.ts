// A demo product as the seed writes it, the draft each catalogue file lists, and the pack sizes.
import type { Spec, Species, Style } from '@wholesale/rules';

/** A demo product as inserted (money in integer cents). `id` is its position, from 1. */
export interface DemoItem {
  id: number;
  slug: string;
  style: Style;
  species: Species;
  spec: Spec;
  name: string;
  name_ko: string;
  type: string;
  type_ko: string;
  description: string;
  description_ko: string;
  price_cents: number;
  discounted_price_cents: number;
  brand: string;
  grade: string;
  origin: string;
  avg_weight: number;
  images: number;
  show: boolean;
  ingredients: string[];
  ingredients_ko: string[];
  allergens: string[];
  allergens_ko: string[];
}

export type Draft = Omit<
  DemoItem,
  'id' | 'brand' | 'grade' | 'origin' | 'ingredients' | 'ingredients_ko' | 'allergens' | 'allergens_ko' | 'show'
> & {
  brand?: string;
  grade?: string;
  origin?: string;
  show?: boolean;
  recipe: Recipe;
};

export interface Recipe {
  ingredients: string[];
  ingredients_ko: string[];
  allergens: string[];
  allergens_ko: string[];
}

export const BOX30: Spec = '30 lb - 5 lb x 6 packs';
export const BOX20: Spec = '20 lb - 10 lb x 2 packs';
export const BOX50: Spec = '50 lb - 50 lb x 1 box';
export const CW: Spec = 'C.W. (Catch Weights)';
