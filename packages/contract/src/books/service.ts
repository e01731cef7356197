// What the books answer (output types) and the service interface @wholesale/services implements.
import type { z } from 'zod';
import type { Actor } from '../actor';
import type { booksSettingsInput } from './inputs';

export type BooksSettingsInput = z.output<typeof booksSettingsInput>;

/** What the invoices and credit memos print of the seller, as staff set it in the back office. */
export interface BooksSettings {
  /** the California seller's permit number printed under the business's address; null: none */
  seller_permit: string | null;
  /** ISO 8601, when it was last saved; null while no admin has saved it */
  updated_at: string | null;
}

export interface BooksService {
  /** The books' settings (admins only). */
  settings(actor: Actor): Promise<BooksSettings>;
  /** Saves them (admins only); documents issued from now on print them. */
  setSettings(actor: Actor, input: BooksSettingsInput): Promise<BooksSettings>;
}

/** What DomainServices gains from this context. */
export interface BooksDomain {
  books: BooksService;
}
