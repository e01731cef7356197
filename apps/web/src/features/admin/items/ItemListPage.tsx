import { NotAvailablePage } from '../pages/NotAvailablePage';

/** Page 6: every item, hidden ones included, with show/hide, the edit form and new products. */
export function ItemListPage() {
  return <NotAvailablePage page="items" />;
}
