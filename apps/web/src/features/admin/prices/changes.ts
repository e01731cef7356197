import { localName } from './products';

// An import's refused lines, and a recorded change in words (as a kind and its values; the page
// words them in its language).

/** The refused lines of an import ('line 3' → its reason), by line number. */
export function importLines<T>(fields: Readonly<Record<string, T>>): { line: number; error: T }[] {
  return Object.entries(fields)
    .flatMap(([key, error]) => {
      const m = /^line (\d+)$/.exec(key);
      return m ? [{ line: Number(m[1]), error }] : [];
    })
    .sort((a, b) => a.line - b.line);
}

export interface RecordedChange {
  action: string;
  user_id: number | null;
  /** the list the change is about; for 'list-assigned', the buyer's list after it (null: none) */
  price_list_id: number | null;
  /** for 'list-assigned', the buyer's list before it (null: none) */
  old_price_list_id: number | null;
  item_id: number | null;
  min_quantity: number | null;
  old_value: string | null;
  new_value: string | null;
}

/**
 * The product a change names, in the page's language, from the change's own answer; null when the
 * change names none, or its product no longer exists (the page then says "product #12").
 */
export function changeProductName(
  c: { item_id: number | null; item_name: string | null; item_name_ko: string | null },
  locale: string,
): string | null {
  if (c.item_id === null || c.item_name === null) return null;
  return localName({ name: c.item_name, name_ko: c.item_name_ko }, locale);
}

/** A recorded change, as a kind and its values (prices in dollars). */
export type ChangeWords =
  | { kind: 'ownAdded' | 'ownRemoved'; item: number; price: number }
  | { kind: 'ownChanged'; item: number; from: number; to: number }
  | { kind: 'tierAdded' | 'tierRemoved'; item: number; min: number; price: number }
  | { kind: 'tierChanged'; item: number; min: number; from: number; to: number }
  // a buyer's list, as their history says it
  | { kind: 'assigned' | 'unassigned'; list: string; customer: number | null }
  | { kind: 'reassigned'; from: string; to: string; customer: number | null }
  // a buyer given this list, or taken from it (to another list, or to none), as the list's history says it
  | { kind: 'customerJoined'; customer: number }
  | { kind: 'customerLeft'; customer: number; to: string | null }
  | { kind: 'created' | 'deleted'; name: string }
  | { kind: 'renamed'; from: string; to: string }
  | { kind: 'imported'; prices: number; changed: number }
  | { kind: 'importedOther'; text: string }
  | { kind: 'other'; text: string };

const dollars = (value: string | null): number | null => {
  if (value === null || !/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
};

const count = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** An import's record: JSON `{ "prices": n, "changed": n }`; null when it is anything else. */
export function importCounts(value: string | null): { prices: number; changed: number } | null {
  if (value === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { prices, changed } = parsed as { prices?: unknown; changed?: unknown };
  return count(prices) && count(changed) ? { prices, changed } : null;
}

/**
 * The words of a change the server recorded (a value it cannot read is shown as it was recorded).
 * `listId`: the list whose history shows it, where a buyer's change of list reads as one joining
 * or leaving this list; without it (a buyer's history), as the buyer's list before and after.
 */
export function describeChange(c: RecordedChange, listId?: number): ChangeWords {
  const before = dollars(c.old_value);
  const after = dollars(c.new_value);
  const other = (): ChangeWords => ({
    kind: 'other',
    text: [c.action, c.old_value, c.new_value].filter((v) => v !== null && v !== '').join(' · '),
  });
  switch (c.action) {
    case 'own-price': {
      if (c.item_id === null) return other();
      if (before === null && after !== null) return { kind: 'ownAdded', item: c.item_id, price: after };
      if (before !== null && after === null && c.new_value === null)
        return { kind: 'ownRemoved', item: c.item_id, price: before };
      if (before !== null && after !== null) return { kind: 'ownChanged', item: c.item_id, from: before, to: after };
      return other();
    }
    case 'list-price': {
      if (c.item_id === null) return other();
      const min = c.min_quantity ?? 1;
      if (before === null && after !== null && c.old_value === null)
        return { kind: 'tierAdded', item: c.item_id, min, price: after };
      if (before !== null && c.new_value === null) return { kind: 'tierRemoved', item: c.item_id, min, price: before };
      if (before !== null && after !== null)
        return { kind: 'tierChanged', item: c.item_id, min, from: before, to: after };
      return other();
    }
    case 'list-assigned':
      if (listId !== undefined && c.user_id !== null) {
        // In a list's history: a buyer given this list, or taken from it (their list is now another, or none).
        if (c.price_list_id === listId) return { kind: 'customerJoined', customer: c.user_id };
        if (c.old_price_list_id === listId)
          return { kind: 'customerLeft', customer: c.user_id, to: c.price_list_id === null ? null : c.new_value };
      }
      if (c.old_value !== null && c.new_value !== null)
        return { kind: 'reassigned', from: c.old_value, to: c.new_value, customer: c.user_id };
      if (c.new_value !== null) return { kind: 'assigned', list: c.new_value, customer: c.user_id };
      if (c.old_value !== null) return { kind: 'unassigned', list: c.old_value, customer: c.user_id };
      return other();
    case 'list-created':
      return c.new_value !== null ? { kind: 'created', name: c.new_value } : other();
    case 'list-renamed':
      return c.old_value !== null && c.new_value !== null
        ? { kind: 'renamed', from: c.old_value, to: c.new_value }
        : other();
    case 'list-deleted':
      return c.old_value !== null ? { kind: 'deleted', name: c.old_value } : other();
    case 'list-imported': {
      // recorded as JSON {"prices": 120, "changed": 4}; anything else is shown as it was recorded
      const counts = importCounts(c.new_value);
      if (counts) return { kind: 'imported', prices: counts.prices, changed: counts.changed };
      return c.new_value !== null && c.new_value.trim() !== '' ? { kind: 'importedOther', text: c.new_value } : other();
    }
    default:
      return other();
  }
}
