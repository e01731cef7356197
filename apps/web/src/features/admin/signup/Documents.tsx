import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../ui/toastStore';
import { useReportFailure, useReportQueryError } from '../access';
import { formatFileSize, formatSubmitted } from '../format';
import { failureToast } from '../notify';
import { fetchFile } from '../files';
import { documentLink, documentsQuery, type SignupDocument } from '../queries';

function typeLabel(LL: TranslationFunctions['admin'], type: string): string {
  const t = LL.documents.types;
  switch (type) {
    case 'business-license':
      return t.businessLicense();
    case 'government-id':
      return t.governmentId();
    case 'business-document':
      return t.businessDocument();
    case 'resale-certificate':
      return t.resaleCertificate();
    default:
      return type;
  }
}

/** Saves a fetched file under its original name. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The documents of one signup request, each with View and Download through a short-lived link. */
export function Documents({ email, headingId }: { email: string; headingId: string }) {
  const { LL, locale } = useI18nContext();
  const A = LL.admin;
  const q = useQuery(documentsQuery(email));
  useReportQueryError(q.error);
  const report = useReportFailure();
  const [busy, setBusy] = useState<string | null>(null);

  // Buttons stay enabled while a link is fetched (disabling one would drop keyboard focus);
  // a second click meanwhile is ignored.
  async function view(doc: SignupDocument) {
    if (busy) return;
    // Open the tab inside the click: a tab opened after an await counts as a pop-up and is blocked.
    const tab = window.open('', '_blank');
    if (tab) {
      tab.opener = null;
      tab.document.title = doc.originalFilename;
      tab.document.body.textContent = LL.common.loading();
    }
    setBusy(`view-${doc.id}`);
    try {
      const blob = await fetchFile(await documentLink(email, doc.id));
      if (blob.type === 'application/octet-stream') {
        // Not a type the browser may render: hand it over as a download instead.
        tab?.close();
        saveBlob(blob, doc.originalFilename);
      } else if (tab) {
        const url = URL.createObjectURL(blob);
        tab.location.href = url;
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        toast({ title: A.toast.viewFailed(), text: A.toast.popupBlocked(), variant: 'error' });
      }
    } catch (err) {
      tab?.close();
      report(err);
      failureToast(A, err, { refused: A.toast.viewFailed(), unreachable: A.toast.viewError() });
    } finally {
      setBusy(null);
    }
  }

  async function download(doc: SignupDocument) {
    if (busy) return;
    setBusy(`download-${doc.id}`);
    try {
      const blob = await fetchFile(await documentLink(email, doc.id));
      saveBlob(blob, doc.originalFilename);
    } catch (err) {
      report(err);
      failureToast(A, err, { refused: A.toast.downloadFailed(), unreachable: A.toast.downloadError() });
    } finally {
      setBusy(null);
    }
  }

  let body;
  if (q.data === undefined && !q.isError) {
    body = (
      <p className="muted" role="status">
        {A.documents.loading()}
      </p>
    );
  } else if (q.data === undefined) {
    body = (
      <p className="admin-inline-error">
        {A.documents.error()}{' '}
        <button type="button" className="link-button" onClick={() => void q.refetch()}>
          {A.signup.retry()}
        </button>
      </p>
    );
  } else if (q.data.length === 0) {
    body = <p className="muted">{A.documents.empty()}</p>;
  } else {
    body = (
      <ul className="doc-list">
        {q.data.map((doc) => {
          const uploaded = formatSubmitted(doc.uploadedAt, locale);
          return (
            <li key={doc.id} className="doc-row">
              <div className="doc-meta">
                <span className="doc-type">{typeLabel(A, doc.documentType)}</span>
                <span className="doc-name">{doc.originalFilename}</span>
                <span className="doc-details muted">
                  <span className="visually-hidden">{A.documents.size()}: </span>
                  {formatFileSize(doc.fileSize, locale)}
                  {uploaded && (
                    <>
                      {' · '}
                      <span className="visually-hidden">{A.documents.uploaded()}: </span>
                      <time dateTime={uploaded.dateTime}>{uploaded.local}</time>
                    </>
                  )}
                </span>
              </div>
              <div className="doc-actions">
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={A.documents.viewLabel({ file: doc.originalFilename })}
                  aria-busy={busy === `view-${doc.id}`}
                  onClick={() => void view(doc)}
                >
                  {A.documents.view()}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={A.documents.downloadLabel({ file: doc.originalFilename })}
                  aria-busy={busy === `download-${doc.id}`}
                  onClick={() => void download(doc)}
                >
                  {A.documents.download()}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="signup-docs" aria-labelledby={headingId}>
      <h3 id={headingId} className="signup-docs-title">
        {A.documents.title()}
      </h3>
      {body}
    </section>
  );
}
