// What staff's internal notes answer and their service interface (admins only). Notes are never
// part of a buyer's answer or mail: they live in their own table and only these calls read them.
import type { Actor } from '../actor';
import type { AddNoteInput } from './inputs';

export interface StaffNote {
  id: number;
  order_id: number | null;
  customer_id: number | null;
  body: string;
  on_pick_list: boolean;
  /** the author's name (or e-mail), null once that account is gone */
  written_by: string | null;
  /** ISO 8601 */
  written_at: string;
}

export interface NotesService {
  /** An order's notes, oldest first. A missing order → 404. */
  forOrder(actor: Actor, orderId: number): Promise<StaffNote[]>;
  /** A customer's notes, oldest first. A missing customer → 404. */
  forCustomer(actor: Actor, customerId: number): Promise<StaffNote[]>;
  /** Writes a note by the acting admin. */
  add(actor: Actor, input: AddNoteInput): Promise<StaffNote>;
}

export interface NotesDomain {
  notes: NotesService;
}
