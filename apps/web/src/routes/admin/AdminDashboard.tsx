import { useEffect } from 'react';
import { AdminApp } from '../../features/admin/AdminApp';
import { adminPage, parseAdminPage } from '../../features/admin/pages';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { useLocation } from '../../lib/router';
import { PageSkeleton } from '../../ui/Skeleton';

/**
 * /admin/dashboard. A lazy route: this module, the admin shell, its CSS and the `admin`,
 * `serverErrors`, `orderStatus` and `holidays` dictionary namespaces are loaded only when an admin
 * opens the dashboard, never by the storefront; each admin page is a further chunk
 * (features/admin/pages.ts).
 */
export default function AdminDashboard() {
  // The web's words for the server's refusals (by code) come with it: the back office words them too.
  // The orders' status words and the holidays' names are namespaces of their own: the buyer's
  // profile needs the first, the mails the second, no visitor's first load either.
  const ready = [
    useNamespace('admin'),
    useNamespace('serverErrors'),
    useNamespace('orderStatus'),
    useNamespace('holidays'),
  ].every(Boolean);
  const { search } = useLocation();
  // The open page's code downloads alongside the dictionary and the session check, not after them.
  useEffect(() => void adminPage(parseAdminPage(search)).load(), [search]);
  if (!ready) return <PageSkeleton />;
  return <AdminApp />;
}
