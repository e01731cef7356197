import { Link } from '../../lib/router';
import { ChevronLeft } from '../../ui/icons';

/** The way back above an order's own view (to the orders, or where it was opened from). */
export function OrderBackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="order-back">
      <Link to={to}>
        <ChevronLeft />
        {label}
      </Link>
    </p>
  );
}
