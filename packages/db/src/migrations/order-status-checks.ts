// The order status checks that 0021 and 0033 rewrite when they add statuses. A migration's SQL is
// history: what this writes must never change, or a database migrated before and one migrated
// after would differ.

/**
 * The three checks on an order's status (named as PostgreSQL named the inline ones of 0001 and
 * 0003), dropped and added again over `list`, a parenthesised SQL list of the allowed statuses.
 */
export function orderStatusChecks(list: string): string[] {
  return [
    'ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_order_status_check',
    `ALTER TABLE orders ADD CONSTRAINT orders_order_status_check CHECK (order_status IN ${list})`,
    'ALTER TABLE order_status_history DROP CONSTRAINT IF EXISTS order_status_history_from_status_check',
    `ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_from_status_check CHECK (from_status IN ${list})`,
    'ALTER TABLE order_status_history DROP CONSTRAINT IF EXISTS order_status_history_to_status_check',
    `ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_to_status_check CHECK (to_status IN ${list})`,
  ];
}
