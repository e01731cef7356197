// Products no longer sold, refused by name in the reader's language: checkout's cart and a
// standing order's new list say it the same way (400 orders.unavailable, on the list's field).
import { unavailableError, ValidationError } from '@wholesale/contract';

interface Sold {
  show: boolean;
  name: string;
  name_ko: string;
}

export function refuseUnsold(
  ids: readonly number[],
  items: ReadonlyMap<number, Sold>,
  locale: string,
  field: string,
): void {
  const gone = ids.filter((id) => !items.get(id)?.show);
  if (gone.length === 0) return;
  const names = gone.flatMap((id) => {
    const item = items.get(id);
    return item ? [locale === 'ko' ? item.name_ko : item.name] : [];
  });
  throw new ValidationError(unavailableError(names), { [field]: unavailableError(names) });
}
