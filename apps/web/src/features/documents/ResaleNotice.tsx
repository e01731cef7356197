import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { Link } from '../../lib/router';
import { profilePath, type AuthUser } from '../auth-state/auth';
import { calendarDateText, DOCUMENTS_ANCHOR, resaleNotice } from './model';
import { companyDocumentsQuery } from './queries';
import './documents.css';

/**
 * The checkout's word about the company's California resale certificate: when it
 * has expired, why the order cannot be placed (or, when the business setting allows it, that it can
 * with a warning) and how to renew: the owner from the profile's Business documents, a member by
 * asking the owner. Nothing while the certificate is good or no expiry date is on file, nor for a
 * guest or an admin. The server refuses the order by the same rule whatever this shows.
 * Texts: `checkout.resale`.
 */
export function ResaleNotice({ user }: { user: AuthUser | null }) {
  const buyer = user?.role === 'buyer';
  const q = useQuery({ ...companyDocumentsQuery(), enabled: buyer });
  const notice = buyer ? resaleNotice(q.data) : null;
  const { LL, locale } = useI18nContext();
  if (!notice || !user) return null;
  const T = LL.checkout.resale;
  const day = calendarDateText(notice.expiredOn, locale);
  const refuse = notice.kind === 'refuse';
  return (
    <div className={`note resale-notice ${notice.kind}`} role={refuse ? 'alert' : 'status'} data-testid="resale-notice">
      <strong>{refuse ? T.refuseTitle() : T.warnTitle()}</strong>
      <p>{refuse ? T.refuseText({ day }) : T.warnText({ day })}</p>
      <p>{notice.canUpload ? T.ownerHow() : T.memberHow()}</p>
      {notice.canUpload && (
        <Link className="btn btn-secondary btn-small" to={`${profilePath(user)}#${DOCUMENTS_ANCHOR}`}>
          {T.upload()}
        </Link>
      )}
    </div>
  );
}
