// What the back office's customers pages answer and the service interface
// @wholesale/services implements. A customer is an approved buyer account; money in US dollars.
import type { z } from 'zod';
import type { PaymentTermsCode } from '@wholesale/rules';
import type { Actor } from '../actor';
import type { customerListInput } from './inputs';

export type CustomerListInput = z.output<typeof customerListInput>;

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

export interface CustomersService {
  /** Every buyer (admin), by company, those matching `q` when given (500 at most). */
  list(actor: Actor, input: CustomerListInput): Promise<CustomerSummary[]>;
  /** One buyer's page (admin); an unknown id or an admin's is 404. */
  detail(actor: Actor, userId: number): Promise<CustomerDetail>;
}

export interface CustomersDomain {
  customers: CustomersService;
}
