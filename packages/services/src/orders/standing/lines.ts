// The products a standing order repeats, as the buyer changes them: the whole list, one line per
// product (a product listed twice keeps its last quantity), each one still sold. A product no
// longer sold is refused by name, as checkout refuses it, rather than left out silently.
import type { StandingOrderLine as StoredLine } from '@wholesale/db';
import { unavailableError, ValidationError, type Actor } from '@wholesale/contract';
import type { Db } from '../../kernel/common';
import { itemsById } from './rows';

export async function sellableLines(
  db: Db,
  lines: readonly { id: number; quantity: number }[],
  actor: Actor,
): Promise<StoredLine[]> {
  const wanted = new Map(lines.map((l) => [l.id, l.quantity]));
  const items = await itemsById(db, [...wanted.keys()]);
  const gone = [...wanted.keys()].filter((id) => !items.get(id)?.show);
  if (gone.length > 0) {
    const who = actor.kind === 'buyer' ? actor.userId : 0;
    const reader = await db.selectFrom('users').select('locale').where('id', '=', who).executeTakeFirst();
    const names = gone.flatMap((id) => {
      const item = items.get(id);
      return item ? [reader?.locale === 'ko' ? item.name_ko : item.name] : [];
    });
    throw new ValidationError(unavailableError(names), { lines: unavailableError(names) });
  }
  return [...wanted].map(([item_id, quantity]) => ({ item_id, quantity }));
}
