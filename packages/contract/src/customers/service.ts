// What the back office's customers pages answer and the service interface
// @wholesale/services implements. A customer is an approved buyer account; money in US dollars.
import type { PaymentTermsCode } from '@wholesale/rules';
import type { Actor } from '../actor';
import type { CustomerListInput, CustomerOrderingInput } from './inputs';

/** One row of the customers list. */
export interface CustomerSummary {
  id: number;
  name: string;
  company: string | null;
  email: string;
  price_list: { id: number; name: string } | null;
  /** how many own prices the buyer has */
  own_prices: number;
  orders: number;
  /** what is left to pay on their confirmed and completed orders */
  owed: number;
  last_order_at: string | null;
}

/** A customer's page: who they are, how they buy, what they ordered and owe. */
export interface CustomerDetail extends CustomerSummary {
  phone_number: string | null;
  license_number: string | null;
  california_resale: string | null;
  locale: 'en' | 'ko';
  created_at: string;
  /** the company's payment terms and credit limit (US dollars; null: none) */
  terms: PaymentTermsCode;
  credit_limit: number | null;
  /** staff paused the company's overdue reminders */
  reminders_paused: boolean;
  /** the company's orders staff marked as missed pickups (from the orders' history) */
  missed_pickups: number;
  /** the business setting: at this many missed pickups the page flags the customer */
  missed_pickups_flag: number;
  /** staff paused the company's online ordering: when and who; null while it may order */
  ordering_suspended: OrderingSuspension | null;
  /** the latest orders, newest first (20 at most) */
  recent_orders: {
    id: number;
    order_number: string;
    order_date: string;
    order_status: string;
    total_amount: number;
    paid: number;
  }[];
}

/** A company's ordering paused by staff (on its owner's account). */
export interface OrderingSuspension {
  /** ISO 8601 */
  at: string;
  /** the admin's name; null once that account is gone */
  by: string | null;
}

export interface CustomersService {
  /** Every buyer (admin), by company, those matching `q` when given (500 at most). */
  list(actor: Actor, input: CustomerListInput): Promise<CustomerSummary[]>;
  /** One buyer's page (admin); an unknown id or an admin's is 404. */
  detail(actor: Actor, userId: number): Promise<CustomerDetail>;
  /**
   * Suspends (or lifts) the online ordering of the customer's company (admin): its checkout is
   * refused and its standing orders are not made while it stands. An unknown id is 404.
   */
  setOrdering(
    actor: Actor,
    userId: number,
    input: CustomerOrderingInput,
  ): Promise<{ ordering_suspended: OrderingSuspension | null }>;
}

export interface CustomersDomain {
  customers: CustomersService;
}
