import { useI18nContext } from '@wholesale/i18n';
import { Field } from '../Field';
import { useMemo } from 'react';
import { formatPacificMoment } from '../../../lib/pickupText';
import { inquiryAddress } from './helpers';
import { InquiryCart } from './InquiryCart';
import { InquiryDocuments } from './InquiryDocuments';
import type { AdminInquiry } from './queries';
import { Replies } from './Replies';
import { InquirySection } from './InquirySection';

/** Resolved or unresolved, as the server last answered. */
function StatusBadge({ status, id }: { status: AdminInquiry['status']; id: string }) {
  const { LL } = useI18nContext();
  const I = LL.admin.inquiries;
  return (
    <span id={id} className={`admin-badge inq-status inq-status-${status}`}>
      {status === 'resolved' ? I.resolved() : I.unresolved()}
    </span>
  );
}

/** One inquiry: who wrote, what about, their cart and files, what was answered, and the actions. */
export function InquiryCard({
  inquiry: i,
  busy,
  onToggle,
  onReply,
}: {
  inquiry: AdminInquiry;
  /** this inquiry's status change is running */
  busy: boolean;
  onToggle: (i: AdminInquiry) => void;
  onReply: (i: AdminInquiry) => void;
}) {
  const { LL, locale } = useI18nContext();
  const I = LL.admin.inquiries;
  const lc = locale === 'ko' ? 'ko' : 'en';
  // The cart keeps the English names it was sent with; the server adds today's names in both languages.
  const names = useMemo(
    () => new Map(i.items.map((item) => [item.id, lc === 'ko' && item.name_ko ? item.name_ko : item.name])),
    [i.items, lc],
  );
  const none = <span className="muted">{I.notGiven()}</span>;
  const address = inquiryAddress(i);
  const resolved = i.status === 'resolved';
  const id = (part: string) => `inquiry-${i.id}-${part}`;

  return (
    <article
      className={resolved ? 'signup-card inq-card resolved' : 'signup-card inq-card'}
      aria-labelledby={id('name')}
      aria-busy={busy}
    >
      <div className="signup-card-head">
        <div>
          <h2 id={id('name')} className="signup-name">
            {i.name}
          </h2>
          {i.company && <p className="signup-company">{i.company}</p>}
        </div>
        <div className="inq-badges">
          {i.replies.length > 0 && <span className="admin-badge inq-badge-answered">{I.answered()}</span>}
          <StatusBadge status={i.status} id={id('status')} />
        </div>
      </div>

      <div className="inq-body">
        <div>
          <dl className="signup-fields inq-fields">
            <Field label={I.fields.received()}>
              <time dateTime={i.timestamp}>{formatPacificMoment(i.timestamp, lc, LL.common.pacificZone())}</time>
            </Field>
            <Field label={I.fields.email()}>
              <a href={`mailto:${i.email}`}>{i.email}</a>
            </Field>
            <Field label={I.fields.phone()}>{i.phone ? <a href={`tel:${i.phone}`}>{i.phone}</a> : none}</Field>
            <Field label={I.fields.license()}>{i.license_number || none}</Field>
            <Field label={I.fields.resale()}>{i.california_resale || none}</Field>
            <Field label={I.fields.language()}>{i.locale === 'ko' ? I.korean() : I.english()}</Field>
            <Field label={I.fields.address()}>{address || none}</Field>
          </dl>

          <InquirySection headingId={id('message')} title={I.message()} empty={i.message ? null : I.noMessage()}>
            <p className="inq-text inq-message">{i.message}</p>
          </InquirySection>

          {i.item_id !== null && (
            <InquirySection headingId={id('item')} title={I.item()}>
              <p className="inq-none">
                <a href={`/wholesale/product/${i.item_id}`} target="_blank" rel="noopener">
                  {names.get(i.item_id) ?? I.itemFallback({ id: i.item_id })}
                  <span className="visually-hidden"> {I.opensInNewTab()}</span>
                </a>
              </p>
            </InquirySection>
          )}
        </div>

        <div>
          <InquiryCart inquiry={i} names={names} headingId={id('cart')} />
          <InquiryDocuments inquiryId={i.id} documents={i.documents} headingId={id('docs')} />
          <Replies replies={i.replies} headingId={id('replies')} />
        </div>
      </div>

      <div className="signup-actions" role="group" aria-label={I.actionsFor({ name: i.name })}>
        <button
          type="button"
          className="btn btn-primary"
          aria-label={I.replyLabel({ name: i.name })}
          onClick={() => onReply(i)}
        >
          {I.reply()}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          aria-label={resolved ? I.markUnresolvedLabel({ name: i.name }) : I.markResolvedLabel({ name: i.name })}
          aria-describedby={id('status')}
          onClick={() => !busy && onToggle(i)}
        >
          {resolved ? I.markUnresolved() : I.markResolved()}
        </button>
      </div>
    </article>
  );
}
