import { orderStatusChecks } from './order-status-checks';
import { statementsMigration } from './statements';

// Pickup orders get two statuses of their own: 'ready for pickup' (packed, waiting in its window)
// and 'missed pickup' (the window went by without the buyer), in the orders' and the status
// history's checks as 0021 wrote them. A status change keeps the reason staff give when they
// reopen a closed order (or decline one). Staff may pause a company's ordering after missed
// pickups: on its owner's account, as the credit limit and the reminders' pause are, with who and
// when. Frozen once released.

const STATUSES = `'contacted', 'quote sent', 'order placed', 'declined', 'pending', 'complete', 'incomplete', 'completion', 'new', 'completed', 'delivered', 'approved', 'processing', 'cancelled', 'shipped', 'awaiting approval'`;
const WITH_PICKUP = `(${STATUSES}, 'ready for pickup', 'missed pickup')`;
const WITHOUT = `(${STATUSES})`;

const up: string[] = [
  ...orderStatusChecks(WITH_PICKUP),
  `ALTER TABLE order_status_history ADD COLUMN reason text CHECK (length(reason) <= 500)`,
  `ALTER TABLE users ADD COLUMN ordering_suspended_at timestamptz`,
  `ALTER TABLE users ADD COLUMN ordering_suspended_by integer REFERENCES users(id) ON DELETE SET NULL`,
  // The customer's page counts a company's missed pickups from the history.
  `CREATE INDEX order_status_history_missed_idx ON order_status_history (order_id) WHERE to_status = 'missed pickup'`,
];

const down: string[] = [
  'DROP INDEX IF EXISTS order_status_history_missed_idx',
  'ALTER TABLE users DROP COLUMN IF EXISTS ordering_suspended_by',
  'ALTER TABLE users DROP COLUMN IF EXISTS ordering_suspended_at',
  'ALTER TABLE order_status_history DROP COLUMN IF EXISTS reason',
  `UPDATE orders SET order_status = 'order placed' WHERE order_status = 'ready for pickup'`,
  `UPDATE orders SET order_status = 'declined' WHERE order_status = 'missed pickup'`,
  `UPDATE order_status_history SET to_status = 'order placed' WHERE to_status = 'ready for pickup'`,
  `UPDATE order_status_history SET from_status = 'order placed' WHERE from_status = 'ready for pickup'`,
  `UPDATE order_status_history SET to_status = 'declined' WHERE to_status = 'missed pickup'`,
  `UPDATE order_status_history SET from_status = 'declined' WHERE from_status = 'missed pickup'`,
  ...orderStatusChecks(WITHOUT),
];

export const migration0033 = statementsMigration(up, down);
