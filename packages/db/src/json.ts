/**
 * The value to write into a jsonb column. `pg` turns a JS array into a Postgres array literal
 * (which jsonb rejects) while PGlite serialises by column type; a JSON string is the one input
 * both accept and store as the same jsonb value.
 */
export function toJson(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError('value is not JSON-serialisable');
  return text;
}
