// Staff's internal notes on orders and customers (admins only): written with their author and
// time, read oldest first. Their own table, read by these calls alone, so a note can never reach
// a buyer's answer or mail.
import { NOTE_ERRORS, ORDER_ERRORS, requireAdmin, type NotesService, type StaffNote } from '@wholesale/contract';
import { iso, rowOrNotFound, type Db } from '../kernel/common';
import { nameOrEmail } from '../kernel/name-or-email';

interface NoteRow {
  id: number;
  order_id: number | null;
  customer_id: number | null;
  body: string;
  on_pick_list: boolean;
  written_at: Date;
  author: string | null;
}

const toNote = (r: NoteRow): StaffNote => ({
  id: r.id,
  order_id: r.order_id,
  customer_id: r.customer_id,
  body: r.body,
  on_pick_list: r.on_pick_list,
  written_by: r.author,
  written_at: iso(r.written_at),
});

/** Notes with their author's name (or e-mail), in no order yet. */
function notesQuery(db: Db) {
  return db
    .selectFrom('staff_notes')
    .leftJoin('users as author', 'author.id', 'staff_notes.written_by')
    .select([
      'staff_notes.id',
      'staff_notes.order_id',
      'staff_notes.customer_id',
      'staff_notes.body',
      'staff_notes.on_pick_list',
      'staff_notes.written_at',
    ])
    .select(nameOrEmail('author').as('author'));
}

/**
 * The notes on any of these orders or customers, newest first, in one read (the pick list asks
 * for a whole range's at once). The caller has checked that the actor is staff.
 */
export async function notesOnAny(
  db: Db,
  orderIds: readonly number[],
  customerIds: readonly number[],
): Promise<StaffNote[]> {
  if (orderIds.length === 0 && customerIds.length === 0) return [];
  const rows = await notesQuery(db)
    .where((eb) =>
      eb.or([
        ...(orderIds.length > 0 ? [eb('staff_notes.order_id', 'in', [...orderIds])] : []),
        ...(customerIds.length > 0 ? [eb('staff_notes.customer_id', 'in', [...new Set(customerIds)])] : []),
      ]),
    )
    .orderBy('staff_notes.written_at', 'desc')
    .orderBy('staff_notes.id', 'desc')
    .execute();
  return rows.map(toNote);
}

export function createNotesService(deps: { db: Db }): NotesService {
  const { db } = deps;

  const notes = () => notesQuery(db).orderBy('staff_notes.written_at').orderBy('staff_notes.id');

  async function requireOrder(orderId: number) {
    await rowOrNotFound(db.selectFrom('orders').select('id').where('id', '=', orderId), ORDER_ERRORS.orderNotFound);
  }
  async function requireCustomer(customerId: number) {
    await rowOrNotFound(
      db.selectFrom('users').select('id').where('id', '=', customerId).where('is_admin', '=', false),
      NOTE_ERRORS.customerNotFound,
    );
  }

  return {
    async forOrder(actor, orderId) {
      requireAdmin(actor);
      await requireOrder(orderId);
      return (await notes().where('staff_notes.order_id', '=', orderId).execute()).map(toNote);
    },

    async forCustomer(actor, customerId) {
      requireAdmin(actor);
      await requireCustomer(customerId);
      return (await notes().where('staff_notes.customer_id', '=', customerId).execute()).map(toNote);
    },

    async add(actor, input) {
      const admin = requireAdmin(actor);
      if (input.order_id !== undefined) await requireOrder(input.order_id);
      else if (input.customer_id !== undefined) await requireCustomer(input.customer_id);
      const { id } = await db
        .insertInto('staff_notes')
        .values({
          order_id: input.order_id ?? null,
          customer_id: input.customer_id ?? null,
          body: input.body,
          on_pick_list: input.on_pick_list ?? false,
          written_by: admin.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toNote(await notes().where('staff_notes.id', '=', id).executeTakeFirstOrThrow());
    },
  };
}
