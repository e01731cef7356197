import type { Locales } from '@wholesale/i18n';
import type { CatalogueItem } from '@wholesale/rules';

/** The item's texts in the current language (Korean mode uses the *_ko fields, falling back to English when empty). */
export function localized(item: CatalogueItem, locale: Locales) {
  const ko = locale === 'ko';
  const pick = (en: string, k: string) => (ko && k.trim() ? k : en);
  return {
    name: pick(item.name, item.name_ko),
    type: pick(item.type, item.type_ko),
    description: pick(item.description, item.description_ko),
    ingredients: ko && item.ingredients_ko.length > 0 ? item.ingredients_ko : item.ingredients,
    allergens: ko && item.allergens_ko.length > 0 ? item.allergens_ko : item.allergens,
  };
}

/** Cuts a name to `max` characters (by code point, so Korean and emoji are not split) with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** A product id from the URL: a positive safe integer, or null (shown as not found). */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}
