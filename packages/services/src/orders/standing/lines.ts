// The products a standing order repeats, as the buyer changes them: the whole list, one line per
// product (a product listed twice keeps its last quantity), each one still sold. A product no
// longer sold is refused by name, as checkout refuses it, rather than left out silently.
import type { StandingOrderLine as StoredLine } from '@wholesale/db';
import type { Actor } from '@wholesale/contract';
import type { Db } from '../../kernel/common';
import { refuseUnsold } from '../unsold';
import { itemsById } from './rows';

export async function sellableLines(
  db: Db,
  lines: readonly { id: number; quantity: number }[],
  actor: Actor,
): Promise<StoredLine[]> {
  const wanted = new Map(lines.map((l) => [l.id, l.quantity]));
  const items = await itemsById(db, [...wanted.keys()]);
  const reader = await db
    .selectFrom('users')
    .select('locale')
    .where('id', '=', actor.kind === 'buyer' ? actor.userId : 0)
    .executeTakeFirst();
  refuseUnsold([...wanted.keys()], items, reader?.locale ?? 'en', 'lines');
  return [...wanted].map(([item_id, quantity]) => ({ item_id, quantity }));
}
