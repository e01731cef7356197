// The books: what an order's money becomes on paper (invoices), and the settings they print.
import type { BooksService } from '@wholesale/contract';
import type { Db } from '../kernel/common';
import { createBooksSettings } from './settings';

export { readBooksSettings } from './settings';

export function createBooksService(deps: { db: Db }): BooksService {
  return { ...createBooksSettings(deps.db) };
}
