// The gapless numbers of the documents the books issue: each kind's next number is taken from
// `document_numbers` in the issuing transaction (its row lock orders concurrent issues, and a
// rollback takes the number back), formatted with the kind's prefix: 'INV-001001', 'CM-001001'.
import type { Db } from './common';

const PREFIX = { invoice: 'INV', credit_memo: 'CM' } as const;

/** The next number of `kind`, in `trx` (the caller's transaction). */
export async function nextDocumentNumber(trx: Db, kind: keyof typeof PREFIX): Promise<string> {
  const { last_number } = await trx
    .updateTable('document_numbers')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('kind', '=', kind)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `${PREFIX[kind]}-${String(last_number).padStart(6, '0')}`;
}
