import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState, type FormEvent } from 'react';
import { DateField } from '../DateField';
import { Link } from '../../../lib/router';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportQueryError } from '../access';
import { QueryBody } from '../ListStates';
import { customerHref } from '../customers/model';
import { adminDate, datedTypeName } from '../documents/expiry';
import { FileFacts } from '../DocumentList';
import { ADMIN_STALE_MS } from '../queries';
import { useDocumentFile } from '../useDocumentFile';
import { useFormSend } from '../useFormSend';
import { DocumentsPanel } from './DocumentsPanel';
import type { RouterOutputs } from '@wholesale/api';
import { LabelledField } from '../LabelledField';

type Renewal = RouterOutputs['admin']['documents']['renewals'][number];

/**
 * The dashboard's renewals to review: the business licenses and resale certificates owners
 * uploaded, which count for nothing until staff read them. Each can be opened, then accepted with
 * the expiry date read on it (that date goes on file, and an expired certificate's hold lifts) or
 * refused with a reason, which the owner receives by e-mail in their language. Texts: `admin.expiry.renewals`.
 */
export function RenewalsToReview() {
  const { LL } = useI18nContext();
  const R = LL.admin.expiry.renewals;
  const q = useQuery(trpc.admin.documents.renewals.queryOptions(undefined, { staleTime: ADMIN_STALE_MS }));
  useReportQueryError(q.error);
  return (
    <DocumentsPanel className="admin-renewals-panel" testId="renewals-to-review" title={R.title()} intro={R.intro()}>
      <QueryBody
        query={q}
        words={{ loading: LL.common.loading, loadError: R.loadError, retry: LL.admin.customers.retry }}
        isEmpty={(data) => data.length === 0}
        empty={<p className="muted">{R.empty()}</p>}
      >
        {(data) => (
          <ul className="admin-renewals" aria-label={R.caption()}>
            {data.map((r) => (
              <RenewalCard key={r.document_id} renewal={r} />
            ))}
          </ul>
        )}
      </QueryBody>
    </DocumentsPanel>
  );
}

function RenewalCard({ renewal: r }: { renewal: Renewal }) {
  const { LL, locale } = useI18nContext();
  const E = LL.admin.expiry;
  const R = E.renewals;
  const queryClient = useQueryClient();
  const company = r.company?.trim() ? r.company : r.name;
  const docType = datedTypeName(E, r.document_type);
  const { mutateAsync: documentLink } = useMutation(trpc.admin.signupRequests.downloadLink.mutationOptions());
  const { busy: fileBusy, view } = useDocumentFile(
    async (documentId) => (await documentLink({ email: r.email, documentId })).downloadUrl,
  );
  const { mutateAsync: accept } = useMutation(trpc.admin.documents.acceptRenewal.mutationOptions());
  const { mutateAsync: refuse } = useMutation(trpc.admin.documents.refuseRenewal.mutationOptions());
  const [date, setDate] = useState(r.expires_on ?? '');
  const [reason, setReason] = useState('');
  const [refusing, setRefusing] = useState(false);
  const { busy, error, setError, send } = useFormSend(R.failed());
  const ids = { heading: useId(), date: useId(), reason: useId(), error: useId() };
  const current = r.current_expires_on ? R.current({ date: adminDate(r.current_expires_on, locale) }) : R.currentNone();

  /** After a decision: the list, the dashboard's expiring documents and the company's documents are read again. */
  function refresh() {
    void queryClient.invalidateQueries(trpc.admin.documents.pathFilter());
    void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
    void queryClient.invalidateQueries(trpc.documents.pathFilter());
  }

  function decide(run: () => Promise<void>) {
    return send(async () => {
      await run();
      refresh();
    });
  }

  function submitAccept(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setError(R.invalidDate());
      focusById(ids.date);
      return;
    }
    void decide(async () => {
      const done = await accept({ documentId: r.document_id, expires_on: date });
      toast({
        title: R.accepted(),
        text: R.acceptedText({ company, document: docType, date: adminDate(done.expires_on ?? date, locale) }),
        variant: 'success',
      });
    });
  }

  function submitRefuse(e: FormEvent) {
    e.preventDefault();
    if (reason.trim() === '') {
      setError(R.reasonRequired());
      focusById(ids.reason);
      return;
    }
    void decide(async () => {
      await refuse({ documentId: r.document_id, reason: reason.trim() });
      toast({ title: R.refused(), text: R.refusedText({ company }), variant: 'success' });
    });
  }

  return (
    <li>
      <article className="admin-renewal" aria-labelledby={ids.heading}>
        <div className="admin-renewal-head">
          <h3 id={ids.heading} className="admin-renewal-title">
            <Link to={customerHref(r.company_id)}>{company}</Link> · {docType}
          </h3>
        </div>
        <FileFacts className="admin-renewal-file" file={r} uploadedWord={R.uploaded()} />
        <p className="admin-renewal-dates">
          {r.expires_on ? R.ownerDate({ date: adminDate(r.expires_on, locale) }) : null}
          {r.expires_on ? ' · ' : null}
          {current}
        </p>
        <div className="doc-actions">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-label={R.viewLabel({ file: r.original_filename })}
            aria-busy={fileBusy === `view-${r.document_id}`}
            onClick={() => void view({ id: r.document_id, originalFilename: r.original_filename })}
          >
            {R.view()}
          </button>
        </div>
        {refusing ? (
          <form className="admin-renewal-form" onSubmit={submitRefuse} noValidate aria-busy={busy}>
            <LabelledField id={ids.reason} label={R.reasonLabel()}>
              <textarea
                id={ids.reason}
                rows={3}
                maxLength={2000}
                value={reason}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
                onChange={(e) => setReason(e.target.value)}
              />
            </LabelledField>
            <div className="admin-renewal-actions">
              <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
                {R.refuseConfirm()}
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => {
                  setRefusing(false);
                  setError('');
                }}
              >
                {R.cancel()}
              </button>
            </div>
          </form>
        ) : (
          <form className="admin-renewal-form" onSubmit={submitAccept} noValidate aria-busy={busy}>
            <DateField
              id={ids.date}
              label={R.dateLabel()}
              value={date}
              onChange={setDate}
              errorId={error ? ids.error : undefined}
            />
            <div className="admin-renewal-actions">
              <button
                type="submit"
                className="btn btn-primary btn-small"
                aria-label={R.acceptLabel({ document: docType, company })}
                disabled={busy}
              >
                {R.accept()}
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={R.refuseLabel({ document: docType, company })}
                onClick={() => {
                  setRefusing(true);
                  setError('');
                }}
              >
                {R.refuse()}
              </button>
            </div>
          </form>
        )}
        {error && (
          <p id={ids.error} className="admin-inline-error" role="alert">
            {error}
          </p>
        )}
      </article>
    </li>
  );
}

/** Focuses the control a refusal of the form is about. */
function focusById(id: string) {
  document.getElementById(id)?.focus();
}
