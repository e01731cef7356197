// Pure helpers of staff's internal notes: their order on screen and what the add form counts.

/** The longest note the server takes, counted as it counts: the trimmed text. */
export { NOTE_MAX } from '@wholesale/contract';

/** Newest first (the server reads them oldest first); the later id first within one moment. */
export function newestFirst<T extends { id: number; written_at: string }>(notes: readonly T[]): T[] {
  return [...notes].sort((a, b) => b.written_at.localeCompare(a.written_at) || b.id - a.id);
}

/** The characters the server will count of what is typed: the text without its outer blanks. */
export function noteLength(text: string): number {
  return text.trim().length;
}

/** Whether a key press in the note's field sends it: Ctrl+Enter, or Cmd+Enter on a Mac. */
export function isSubmitKey(e: { key: string; ctrlKey: boolean; metaKey: boolean; isComposing?: boolean }): boolean {
  return e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.isComposing;
}

/** A pick list's notes by order and by customer, each newest first. */
export function notesBySubject<
  T extends { id: number; written_at: string; order_id: number | null; customer_id: number | null },
>(notes: readonly T[]): { byOrder: Map<number, T[]>; byCustomer: Map<number, T[]> } {
  const byOrder = new Map<number, T[]>();
  const byCustomer = new Map<number, T[]>();
  for (const n of newestFirst(notes)) {
    const [map, key] = n.order_id !== null ? [byOrder, n.order_id] : [byCustomer, n.customer_id!];
    const list = map.get(key);
    if (list) list.push(n);
    else map.set(key, [n]);
  }
  return { byOrder, byCustomer };
}
