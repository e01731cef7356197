// The back office's customers: the buyers' list and one buyer's page. Parsed
// once at the door; services receive the parsed value.
import { z } from 'zod';
import { BOOKS_CODES } from '../books/messages';
import { body, optionalText } from '../inputs';

/** tRPC admin.customers.list / GET /api/admin/customers?q=: a name, company or e-mail to look for. */
export const customerListInput = z.object({ q: optionalText(100) }).default({});
export type CustomerListInput = z.output<typeof customerListInput>;

/**
 * PUT /api/admin/customers/:id/ordering and tRPC admin.customers.setOrdering: suspend the
 * customer's company's online ordering (true) or lift it (false).
 */
export const customerOrderingInput = body({ suspended: z.boolean({ error: BOOKS_CODES.orderingSuspended }) });
export type CustomerOrderingInput = z.output<typeof customerOrderingInput>;
