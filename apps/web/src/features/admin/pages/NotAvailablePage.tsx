import { useI18nContext } from '@wholesale/i18n';
import { usePageLabel } from '../AdminNav';
import type { AdminPage } from '../pages';
import { PageTitle } from './PageTitle';

/** Orders, Inquiries and Item List come with the ordering work: say so plainly, change nothing. */
export function NotAvailablePage({ page }: { page: AdminPage }) {
  const { LL } = useI18nContext();
  const title = usePageLabel()(page);
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <NotAvailablePanel text={LL.admin.notAvailable.text({ page: title })} />
    </section>
  );
}

export function NotAvailablePanel({ text }: { text: string }) {
  const { LL } = useI18nContext();
  return (
    <div className="admin-panel admin-unavailable" role="note">
      <p className="admin-unavailable-title">{LL.admin.notAvailable.title()}</p>
      <p>{text}</p>
    </div>
  );
}
