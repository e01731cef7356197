import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../lib/trpc';

// A company's documents through the tRPC integration: the buyer's own (logout drops them with the
// rest of the buyer's data), or, for an admin, the company named.

export type CompanyDocuments = RouterOutputs['documents']['current'];

export const companyDocumentsQuery = (companyId?: number) =>
  trpc.documents.current.queryOptions(companyId === undefined ? {} : { companyId });
