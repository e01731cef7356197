// Products as the price pages show them, named from the server's answers (a list's prices and a
// change carry their product's names) or from the product search for a row not saved yet: the page
// never loads the whole catalogue.

/** A product's name in the page's language: its Korean name on a Korean page when it has one. */
export function localName(p: { name: string; name_ko: string | null }, locale: string): string {
  return locale === 'ko' && p.name_ko ? p.name_ko : p.name;
}

/** The member price: the discounted price when there is one (above $0), else the list price. */
export function memberPriceOf(item: { price: number; discounted_price?: number | null }): number {
  return item.discounted_price && item.discounted_price > 0 ? item.discounted_price : item.price;
}

/** What a row shows of its product (names, spec, list and member price), as a list's answer gives it. */
export interface RowProduct {
  name: string;
  name_ko: string;
  spec: string;
  list_price: number;
  member_price: number;
}

/** A product found by the product search (an Item List row), as a row shows it. */
export function rowProductOf(item: {
  name: string;
  name_ko: string;
  spec: string;
  price: number;
  discounted_price?: number | null;
}): RowProduct {
  return {
    name: item.name,
    name_ko: item.name_ko,
    spec: item.spec,
    list_price: item.price,
    member_price: memberPriceOf(item),
  };
}
