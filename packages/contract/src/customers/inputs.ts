// The back office's customers: the buyers' list and one buyer's page. Parsed
// once at the door; services receive the parsed value.
import { z } from 'zod';
import { optionalText } from '../inputs';

/** tRPC admin.customers.list / GET /api/admin/customers?q=: a name, company or e-mail to look for. */
export const customerListInput = z.object({ q: optionalText(100) }).default({});
