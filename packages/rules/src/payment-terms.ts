// A company's payment terms: the seeds' pickup terms (half before pickup, the balance at pickup,
// so an invoice is due the day it is issued) unless staff grant net days from the invoice.
import { addDays } from './business-calendar';

export const PAYMENT_TERMS_CODES = ['pickup', 'net7', 'net15', 'net30'] as const;
export type PaymentTermsCode = (typeof PAYMENT_TERMS_CODES)[number];

/** Days from the invoice to its due date. */
export const TERMS_DAYS: Readonly<Record<PaymentTermsCode, number>> = { pickup: 0, net7: 7, net15: 15, net30: 30 };

/** The day an invoice issued on `issuedOn` ('YYYY-MM-DD', Los Angeles) falls due on `terms`. */
export function invoiceDueOn(issuedOn: string, terms: PaymentTermsCode): string {
  return addDays(issuedOn, TERMS_DAYS[terms]);
}

/** Whole days an invoice due on `dueOn` is overdue on `today` (both 'YYYY-MM-DD'); 0 when not yet due. */
export function daysOverdue(dueOn: string, today: string): number {
  const days = (Date.parse(`${today}T12:00:00Z`) - Date.parse(`${dueOn}T12:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.round(days));
}

/** At most this many overdue reminders per invoice: the day after it falls due, then weekly. */
export const OVERDUE_REMINDERS_MAX = 4;

/**
 * The overdue reminder due on `today` for an invoice due on `dueOn` (both 'YYYY-MM-DD'): 1 the day
 * after, 2 a week later, up to OVERDUE_REMINDERS_MAX; 0 before the first. A day missed (the server
 * down) sends the one due then, not the ones skipped.
 */
export function overdueReminderDue(dueOn: string, today: string): number {
  const late = daysOverdue(dueOn, today);
  return late < 1 ? 0 : Math.min(OVERDUE_REMINDERS_MAX, Math.floor((late - 1) / 7) + 1);
}
