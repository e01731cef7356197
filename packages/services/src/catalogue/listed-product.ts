// A product as a buyer's saved list (an order guide, a standing order) shows it on each line: its
// names and spec as the catalogue has them now, and whether it is still sold. A product no longer
// in the catalogue reads blank and unavailable, so the list still opens.

export interface ListedProduct {
  name: string;
  name_ko: string;
  spec: string;
  available: boolean;
}

export function listedProduct(
  item: { name: string; name_ko: string; spec: string; show: boolean } | undefined,
): ListedProduct {
  return {
    name: item?.name ?? '',
    name_ko: item?.name_ko ?? '',
    spec: item?.spec ?? '',
    available: item?.show ?? false,
  };
}
