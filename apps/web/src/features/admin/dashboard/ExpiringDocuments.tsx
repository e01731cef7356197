import { useI18nContext } from '@wholesale/i18n';
import { AdminTable } from '../AdminTable';
import { Link } from '../../../lib/router';
import { customerHref } from '../customers/model';
import { adminDate, datedTypeName, daysWords, STATUS_BADGE } from '../documents/expiry';
import type { DashboardFigures } from '../queries';
import { DocumentsPanel } from './DocumentsPanel';
import '../../../ui/badge.css';

/**
 * The dashboard's list of companies' business licenses and resale certificates that expire within
 * 30 days or have expired, the soonest first, each a link to the customer's
 * page (where the admin enters a new date or uploads the renewed file).
 */
export function ExpiringDocuments({ documents }: { documents: DashboardFigures['expiring_documents'] }) {
  const { LL, locale } = useI18nContext();
  const E = LL.admin.expiry;
  const D = E.dashboard;
  return (
    <DocumentsPanel className="admin-expiring" testId="expiring-documents" title={D.title()} intro={D.intro()}>
      {documents.length === 0 ? (
        <p className="muted">{D.empty()}</p>
      ) : (
        <AdminTable caption={D.caption()} columns={[D.company(), D.document(), D.expires()]}>
          {documents.map((d) => {
            const company = d.company?.trim() ? d.company : d.name;
            return (
              <tr key={d.document_id}>
                <th scope="row">
                  <Link to={customerHref(d.company_id)} aria-label={D.open({ company })}>
                    {company}
                  </Link>
                </th>
                <td>{datedTypeName(E, d.document_type)}</td>
                <td>
                  <time dateTime={d.expires_on}>{adminDate(d.expires_on, locale)}</time>{' '}
                  <span className={`badge ${STATUS_BADGE[d.status]}`}>
                    {d.status === 'expired' ? D.expired() : D.expiring()} · {daysWords(E, d.days_left)}
                  </span>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </DocumentsPanel>
  );
}
