import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from '../../lib/router';
import { trpc } from '../../lib/trpc';
import { useProfileDate } from '../profile/useProfileDate';
import { calendarDateText, DOCUMENTS_ANCHOR, type DatedDocumentType } from './model';
import { companyDocumentsQuery, type CompanyDocuments as Documents } from './queries';
import type { CompanyDocument } from './upload';
import { UploadForm } from './UploadForm';
import '../../ui/badge.css';
import './documents.css';
import { LoadingBlocks } from '../../ui/LoadState';

// The profile's Business documents: the company's current business license and
// California resale certificate with the day each expires, and, for the owner, the upload of a
// renewed one with its date. A renewal waits for staff: under its type the page says that it waits,
// or that it was refused and why. Every member sees where the company stands; the reminder mails
// link here (#documents). Texts: `account.documents`.

const BADGE: Record<CompanyDocument['status'], string> = {
  undated: 'badge-gray',
  valid: 'badge-green',
  expiring: 'badge-yellow',
  expired: 'badge-red',
};

/** Where a document stands, in words: 'Valid until March 31, 2027', 'Expires March 20, 2026, in 10 days' … */
export function documentStatusText(
  T: TranslationFunctions['account']['documents'],
  doc: Pick<CompanyDocument, 'status' | 'expires_on' | 'days_left'>,
  locale: string,
): string {
  const date = doc.expires_on ? calendarDateText(doc.expires_on, locale) : '';
  switch (doc.status) {
    case 'undated':
      return T.status.undated();
    case 'valid':
      return T.status.valid({ date });
    case 'expiring':
      return doc.days_left === 0
        ? T.status.expiringToday({ date })
        : T.status.expiring({ date, days: doc.days_left ?? 0 });
    case 'expired':
      return T.status.expired({ date });
  }
}

/** The type the form starts on: the one that needs renewing first (expired, then expiring), else the certificate. */
function typeToRenew(d: Documents): DatedDocumentType {
  const order = ['expired', 'expiring'] as const;
  for (const status of order) {
    if (d.resale_certificate?.status === status) return 'resale-certificate';
    if (d.license?.status === status) return 'business-license';
  }
  return 'resale-certificate';
}

export function CompanyDocuments() {
  const { LL } = useI18nContext();
  const T = LL.account.documents;
  const q = useQuery(companyDocumentsQuery());
  const queryClient = useQueryClient();
  const heading = useId();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // The reminder mail's link (…#documents): the section comes in after the page, so scroll to it then.
  const loaded = q.data !== undefined;
  useEffect(() => {
    if (hash === `#${DOCUMENTS_ANCHOR}` && loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  return (
    <section
      id={DOCUMENTS_ANCHOR}
      ref={section}
      className="section card doc-section"
      aria-labelledby={heading}
      aria-busy={q.isPending}
    >
      <h2 id={heading} className="section-title">
        {T.title()}
      </h2>
      <p className="field-hint">{T.intro()}</p>
      {q.isPending ? (
        <LoadingBlocks label={T.loading()} heights={[90]} />
      ) : q.isError ? (
        <p className="alert" role="alert">
          {T.loadFailed()}{' '}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void q.refetch()}>
            {T.retry()}
          </button>
        </p>
      ) : (
        <>
          <ul className="doc-current">
            <DocumentRow label={T.license()} doc={q.data.license} renewal={renewalOf(q.data, 'business-license')} />
            <DocumentRow
              label={T.resale()}
              doc={q.data.resale_certificate}
              renewal={renewalOf(q.data, 'resale-certificate')}
            />
          </ul>
          {q.data.can_upload ? (
            <UploadForm
              today={q.data.today}
              initialType={typeToRenew(q.data)}
              onUploaded={() => {
                void queryClient.invalidateQueries(trpc.documents.pathFilter());
              }}
            />
          ) : (
            <p className="note">{T.ownerOnly()}</p>
          )}
        </>
      )}
    </section>
  );
}

type Renewal = Documents['renewals'][number];

/** The renewal of a type not on file yet (waiting for staff, or refused), if any. */
function renewalOf(d: Documents, type: DatedDocumentType): Renewal | undefined {
  return d.renewals.find((r) => r.document_type === type);
}

function DocumentRow({
  label,
  doc,
  renewal,
}: {
  label: string;
  doc: CompanyDocument | null;
  renewal: Renewal | undefined;
}) {
  const { LL, locale } = useI18nContext();
  const T = LL.account.documents;
  const date = useProfileDate();
  return (
    <li className="doc-current-row">
      <span className="doc-current-type">{label}</span>
      {doc ? (
        <>
          <span className={`badge ${BADGE[doc.status]}`}>{documentStatusText(T, doc, locale)}</span>
          <span className="doc-current-file muted">
            {doc.original_filename} · {T.uploadedOn({ date: date(doc.uploaded_at) })}
          </span>
        </>
      ) : (
        <span className="muted">{T.none()}</span>
      )}
      {renewal && (
        <p
          className={renewal.status === 'refused' ? 'alert doc-renewal' : 'note doc-renewal'}
          data-testid={`renewal-${renewal.document_type}`}
        >
          {renewal.status === 'refused'
            ? T.renewal.refused({ uploaded: date(renewal.uploaded_at), reason: renewal.reason ?? '' })
            : T.renewal.pending({
                uploaded: date(renewal.uploaded_at),
                date: calendarDateText(renewal.expires_on ?? '', locale),
              })}
        </p>
      )}
    </li>
  );
}
