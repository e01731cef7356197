import { useI18nContext } from '@wholesale/i18n';
import { formatPacificMoment } from '../../../lib/pickupText';
import { responseTypeLabel } from './helpers';
import type { AdminInquiry } from './queries';
import { InquirySection } from './InquirySection';

/** What was already answered, oldest first, so the next admin does not answer twice. */
export function Replies({ replies, headingId }: { replies: AdminInquiry['replies']; headingId: string }) {
  const { LL, locale } = useI18nContext();
  const I = LL.admin.inquiries;
  const zone = LL.common.pacificZone();
  const lc = locale === 'ko' ? 'ko' : 'en';
  return (
    <InquirySection
      headingId={headingId}
      title={I.replies.title()}
      empty={replies.length === 0 ? I.replies.empty() : null}
    >
      <ol className="inq-replies">
        {replies.map((r, n) => {
          const type = responseTypeLabel(I, r.response_type);
          return (
            <li key={`${r.sent_at}-${n}`} className="inq-reply">
              <p className="inq-reply-meta">
                <time dateTime={r.sent_at}>{formatPacificMoment(r.sent_at, lc, zone)}</time>
                <span>{I.replies.by({ name: r.sent_by ?? I.replies.unknownAdmin() })}</span>
                <span>{I.replies.to({ email: r.to_address })}</span>
                {type && <span className="inq-tag">{type}</span>}
              </p>
              <p className="inq-text">{r.message}</p>
            </li>
          );
        })}
      </ol>
    </InquirySection>
  );
}
