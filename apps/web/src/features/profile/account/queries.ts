import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../../lib/trpc';

// The company's account, as its owner or a viewer reads it (the signed-in buyer's own company:
// a buyer never names one). Under the company path: logout drops it (buyerDataFilters).

export type CompanyAccount = RouterOutputs['company']['account'];

export const companyAccountQuery = () => trpc.company.account.queryOptions({});
