import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../app/router';
import { AdminHeader } from './AdminHeader';
import { AdminNav } from './AdminNav';
import { CalendarPage } from './calendar/CalendarPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { InquiriesPage } from './inquiries/InquiriesPage';
import { ItemListPage } from './items/ItemListPage';
import { OrdersPage } from './orders/OrdersPage';
import { InventoryPage } from './pages/InventoryPage';
import { parseAdminPage, type AdminPage } from './pages';
import { SettingsPage } from './settings/SettingsPage';
import { SignupRequestsPage } from './signup/SignupRequestsPage';

function PageBody({ page }: { page: AdminPage }) {
  switch (page) {
    case 'dashboard':
      return <DashboardPage />;
    case 'signup-requests':
      return <SignupRequestsPage />;
    case 'inventory':
      return <InventoryPage />;
    case 'orders':
      return <OrdersPage />;
    case 'inquiries':
      return <InquiriesPage />;
    case 'items':
      return <ItemListPage />;
    case 'calendar':
      return <CalendarPage />;
    case 'settings':
      return <SettingsPage />;
  }
}

export function AdminShell() {
  const params = useSearchParams();
  const page = parseAdminPage(params);
  // An order's page and the pick list are views inside the Orders page: they move focus too.
  const view = `${page}|${params.get('order') ?? ''}|${params.get('view') ?? ''}`;
  const content = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // Switching admin pages changes only the query string, which the app shell does not treat as
  // a navigation: move focus to the new page's heading here so screen readers announce it.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    content.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: false });
  }, [view]);

  return (
    <div className="admin">
      <AdminHeader page={page} />
      <AdminNav page={page} />
      <div className="admin-content" ref={content}>
        <PageBody page={page} />
      </div>
    </div>
  );
}
