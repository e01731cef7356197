// What the dashboard answers (output types) and the service interface @wholesale/services
// implements.
import type { Actor } from '../actor';
import type { AdminOrderSummary } from '../orders/admin-service';
import type { ExpiringDocument } from '../documents/service';
import type { DashboardInput } from './inputs';

export interface PeriodTotal {
  /** ISO 8601 instants of the period's Los Angeles midnights, [start, end) */
  start: string;
  end: string;
  /** US dollars of the orders that count as sales (docs/decisions.md) */
  sales: number;
  orders: number;
}

export interface DashboardFigures {
  period: 'weekly' | 'monthly';
  /** this week and last week (from Sunday), or this month and last month, Los Angeles time */
  current: PeriodTotal;
  previous: PeriodTotal;
  /** current against previous, one decimal; null when the previous period sold nothing */
  change_percent: number | null;
  /** the last 7 (weekly) or 30 (monthly) Los Angeles days, oldest first, today included */
  daily: { date: string; sales: number }[];
  counts: { new_pickup_orders: number; new_delivery_orders: number; new_inquiries: number; pending_signups: number };
  /**
   * What buyers owe: what is left to pay on confirmed ('order placed') and completed orders, in US
   * dollars, and how many orders owe it (their payments recorded on the order)
   */
  owed: { amount: number; orders: number };
  /** the 6 most recent orders */
  recent_orders: AdminOrderSummary[];
  /**
   * Companies' current business licenses and resale certificates that expire within 30 days or
   * have expired, the soonest first (100 at most)
   */
  expiring_documents: ExpiringDocument[];
}

export interface DashboardService {
  figures(actor: Actor, input: DashboardInput): Promise<DashboardFigures>;
}

export interface DashboardDomain {
  dashboard: DashboardService;
}
