import { statementsMigration } from './statements';

// An orderer's order above the owner's limit waits for the owner: the new status
// 'awaiting approval' in the orders' and the status history's checks, and the reason an owner gives
// when declining one (the orderer reads it in the decline mail and on the order). Frozen once released.

const STATUSES = `'contacted', 'quote sent', 'order placed', 'declined', 'pending', 'complete', 'incomplete', 'completion', 'new', 'completed', 'delivered', 'approved', 'processing', 'cancelled', 'shipped'`;
const WITH_AWAITING = `(${STATUSES}, 'awaiting approval')`;
const WITHOUT = `(${STATUSES})`;

/** The three checks (named as PostgreSQL named the inline ones of 0001 and 0003), over `list`. */
function checks(list: string): string[] {
  return [
    'ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_order_status_check',
    `ALTER TABLE orders ADD CONSTRAINT orders_order_status_check CHECK (order_status IN ${list})`,
    'ALTER TABLE order_status_history DROP CONSTRAINT IF EXISTS order_status_history_from_status_check',
    `ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_from_status_check CHECK (from_status IN ${list})`,
    'ALTER TABLE order_status_history DROP CONSTRAINT IF EXISTS order_status_history_to_status_check',
    `ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_to_status_check CHECK (to_status IN ${list})`,
  ];
}

const up: string[] = [
  ...checks(WITH_AWAITING),
  `ALTER TABLE orders ADD COLUMN decline_reason text CHECK (length(decline_reason) <= 500)`,
  `CREATE INDEX orders_awaiting_idx ON orders (user_id) WHERE order_status = 'awaiting approval'`,
];

const down: string[] = [
  'DROP INDEX IF EXISTS orders_awaiting_idx',
  'ALTER TABLE orders DROP COLUMN IF EXISTS decline_reason',
  `UPDATE orders SET order_status = 'declined' WHERE order_status = 'awaiting approval'`,
  `UPDATE order_status_history SET to_status = 'declined' WHERE to_status = 'awaiting approval'`,
  `UPDATE order_status_history SET from_status = 'declined' WHERE from_status = 'awaiting approval'`,
  ...checks(WITHOUT),
];

export const migration0021 = statementsMigration(up, down);
