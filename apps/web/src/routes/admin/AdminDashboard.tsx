import { AdminApp } from '../../features/admin/AdminApp';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { PageSkeleton } from '../../ui/Skeleton';
import '../../features/admin/admin.css';

/**
 * /admin/dashboard. A lazy route: this module, the admin features, their CSS and the `admin`
 * dictionary namespace are loaded only when an admin opens the dashboard, never by the storefront.
 */
export default function AdminDashboard() {
  const ready = useNamespace('admin');
  if (!ready) return <PageSkeleton />;
  return <AdminApp />;
}
