import { orderStatusChecks } from './order-status-checks';
import { statementsMigration } from './statements';

// An orderer's order above the owner's limit waits for the owner: the new status
// 'awaiting approval' in the orders' and the status history's checks, and the reason an owner gives
// when declining one (the orderer reads it in the decline mail and on the order). Frozen once released.

const STATUSES = `'contacted', 'quote sent', 'order placed', 'declined', 'pending', 'complete', 'incomplete', 'completion', 'new', 'completed', 'delivered', 'approved', 'processing', 'cancelled', 'shipped'`;
const WITH_AWAITING = `(${STATUSES}, 'awaiting approval')`;
const WITHOUT = `(${STATUSES})`;

const up: string[] = [
  ...orderStatusChecks(WITH_AWAITING),
  `ALTER TABLE orders ADD COLUMN decline_reason text CHECK (length(decline_reason) <= 500)`,
  `CREATE INDEX orders_awaiting_idx ON orders (user_id) WHERE order_status = 'awaiting approval'`,
];

const down: string[] = [
  'DROP INDEX IF EXISTS orders_awaiting_idx',
  'ALTER TABLE orders DROP COLUMN IF EXISTS decline_reason',
  `UPDATE orders SET order_status = 'declined' WHERE order_status = 'awaiting approval'`,
  `UPDATE order_status_history SET to_status = 'declined' WHERE to_status = 'awaiting approval'`,
  `UPDATE order_status_history SET from_status = 'declined' WHERE from_status = 'awaiting approval'`,
  ...orderStatusChecks(WITHOUT),
];

export const migration0021 = statementsMigration(up, down);
