import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../lib/trpc';

// An order's claims and its claim window, as the buyer reads them (under the claims path: logout
// drops it with the buyer's data).

export type OrderClaims = RouterOutputs['claims']['forOrder'];
export type Claim = OrderClaims['claims'][number];

export const orderClaimsQuery = (orderId: number) => trpc.claims.forOrder.queryOptions({ orderId });
