import { NotAvailablePage } from '../pages/NotAvailablePage';

/** Page 3: inquiries, newest and unresolved first, with the status toggle and the reply. */
export function InquiriesPage() {
  return <NotAvailablePage page="inquiries" />;
}
