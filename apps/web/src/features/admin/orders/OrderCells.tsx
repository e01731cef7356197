import { Link } from '../../../lib/router';
import { ordersHref } from './helpers';

/**
 * The head of a row that stands for an order (a customer's recent orders, the orders a calendar
 * change moves): its number, a link to its page named by `label` ("Open order WS-1042").
 */
export function OrderLinkHead({ order, label }: { order: { id: number; order_number: string }; label: string }) {
  return (
    <th scope="row">
      <Link to={ordersHref({ orderId: order.id })} aria-label={label}>
        {order.order_number}
      </Link>
    </th>
  );
}

/** Who placed an order, as a table cell shows it: the company, and the buyer's name under it. */
export function BuyerNames({ order }: { order: { company: string | null; buyer_name: string } }) {
  return (
    <>
      <span className="admin-buyer">{order.company ?? order.buyer_name}</span>
      {order.company && <span className="muted admin-buyer-sub">{order.buyer_name}</span>}
    </>
  );
}
