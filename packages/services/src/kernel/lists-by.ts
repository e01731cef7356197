// Rows read in one query for many owners (photos of claims, lots of recalls, cases of lines),
// handed back to each owner: Node 20 has no Map.groupBy.

/** Each key's values, in the rows' order; a key no row has is absent. */
export function listsBy<T, K, V>(rows: Iterable<T>, key: (row: T) => K, value: (row: T) => V): Map<K, V[]> {
  const lists = new Map<K, V[]>();
  for (const row of rows) {
    const list = lists.get(key(row));
    if (list) list.push(value(row));
    else lists.set(key(row), [value(row)]);
  }
  return lists;
}
