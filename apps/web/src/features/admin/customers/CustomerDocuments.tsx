import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState, type FormEvent } from 'react';
import { DateField } from '../DateField';
import { DocumentActions, FileFacts } from '../DocumentList';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useNamespace } from '../../locale/LocaleProvider';
import { companyDocumentsQuery, type CompanyDocuments } from '../../documents/queries';
import type { CompanyDocument } from '../../documents/upload';
import { UploadForm } from '../../documents/UploadForm';
import { useReportQueryError } from '../access';
import { QueryBody } from '../ListStates';
import { adminDate, datedTypeName, daysWords, STATUS_BADGE } from '../documents/expiry';
import { useDocumentFile } from '../useDocumentFile';
import { useFormSend } from '../useFormSend';
import { TitledPanel } from '../TitledPanel';
import '../../../ui/badge.css';

/**
 * A customer's documents that expire, on their page: the current business
 * license and resale certificate (the latest upload of each) with View and Download, the expiry
 * date the admin enters, changes or clears, what checkout does with the certificate today, and an
 * upload for the company. Texts: `admin.expiry` (the upload form's: `account.documents`).
 */
export function CustomerDocuments({ companyId }: { companyId: number }) {
  const { LL } = useI18nContext();
  const C = LL.admin.expiry.customer;
  const q = useQuery(companyDocumentsQuery(companyId));
  useReportQueryError(q.error);
  const heading = useId();
  return (
    <TitledPanel className="cu-docs" headingId={heading} testId="customer-documents" title={C.title()}>
      <p className="muted admin-hint cu-intro">{C.intro()}</p>
      <QueryBody query={q} words={{ loading: C.loading, loadError: C.loadError, retry: LL.admin.customers.retry }}>
        {(data) => <Documents data={data} companyId={companyId} />}
      </QueryBody>
    </TitledPanel>
  );
}

function Documents({ data, companyId }: { data: CompanyDocuments; companyId: number }) {
  const { LL } = useI18nContext();
  const C = LL.admin.expiry.customer;
  const queryClient = useQueryClient();
  // The upload form speaks the profile's words (account.documents): loaded with it.
  const accountTexts = useNamespace('account');
  const check =
    data.resale_check === 'ok'
      ? C.resaleCheck.ok()
      : data.resale_check === 'expired-warn'
        ? C.resaleCheck.warn()
        : C.resaleCheck.refuse();
  return (
    <>
      <p
        className={data.resale_check === 'expired-refuse' ? 'admin-inline-error' : 'admin-hint'}
        data-testid="resale-check"
      >
        {check}
      </p>
      <ul className="cu-doc-list">
        <DocumentRow type="business-license" doc={data.license} />
        <DocumentRow type="resale-certificate" doc={data.resale_certificate} />
      </ul>
      <details className="cu-doc-upload">
        <summary>{C.uploadTitle()}</summary>
        {accountTexts ? (
          <UploadForm
            today={data.today}
            companyId={companyId}
            onUploaded={() => {
              toast({ title: C.uploaded(), variant: 'success' });
              void queryClient.invalidateQueries(trpc.documents.pathFilter());
              void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
            }}
          />
        ) : (
          <p className="muted">{LL.common.loading()}</p>
        )}
      </details>
    </>
  );
}

function DocumentRow({ type, doc }: { type: 'business-license' | 'resale-certificate'; doc: CompanyDocument | null }) {
  const { LL, locale } = useI18nContext();
  const E = LL.admin.expiry;
  const C = E.customer;
  const name = datedTypeName(E, type);
  const { mutateAsync: documentLink } = useMutation(trpc.admin.signupRequests.downloadLink.mutationOptions());
  const files = useDocumentFile(
    async (documentId) => (await documentLink({ email: doc?.email ?? '', documentId })).downloadUrl,
  );
  if (!doc) {
    return (
      <li className="cu-doc-row">
        <span className="cu-doc-type">{name}</span>
        <span className="muted">{C.none()}</span>
      </li>
    );
  }
  const file = { id: doc.id, originalFilename: doc.original_filename };
  return (
    <li className="cu-doc-row">
      <div className="cu-doc-head">
        <span className="cu-doc-type">{name}</span>
        <span className={`badge ${STATUS_BADGE[doc.status]}`}>
          {C.status[doc.status]()}
          {doc.expires_on && doc.days_left !== null
            ? ` · ${adminDate(doc.expires_on, locale)} · ${daysWords(E, doc.days_left)}`
            : ''}
        </span>
      </div>
      <FileFacts className="cu-doc-file" file={doc} />
      <DocumentActions file={file} files={files} />
      <ExpiryForm key={`${doc.id}:${doc.expires_on ?? ''}`} doc={doc} name={name} />
    </li>
  );
}

/** The date input with Save and Clear: `admin.documents.setExpiry`. */
function ExpiryForm({ doc, name }: { doc: CompanyDocument; name: string }) {
  const { LL, locale } = useI18nContext();
  const C = LL.admin.expiry.customer;
  const queryClient = useQueryClient();
  const { mutateAsync: setExpiry } = useMutation(trpc.admin.documents.setExpiry.mutationOptions());
  const [value, setValue] = useState(doc.expires_on ?? '');
  const { busy, error, setError, send } = useFormSend(C.saveFailed());
  const ids = { input: useId(), error: useId() };

  function save(expires_on: string | null) {
    return send(async () => {
      const next = await setExpiry({ documentId: doc.id, expires_on });
      void queryClient.invalidateQueries(trpc.documents.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      toast({
        title: C.saved(),
        text: next.expires_on
          ? C.savedText({ document: name, date: adminDate(next.expires_on, locale) })
          : C.cleared({ document: name }),
        variant: 'success',
      });
    });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      setError(C.invalidDate());
      document.getElementById(ids.input)?.focus();
      return;
    }
    void save(value);
  }

  return (
    <form className="cu-doc-expiry" onSubmit={submit} noValidate>
      <DateField
        id={ids.input}
        label={C.expiresLabel({ document: name })}
        value={value}
        onChange={setValue}
        errorId={error ? ids.error : undefined}
      />
      <button type="submit" className="btn btn-primary btn-small" disabled={busy} aria-busy={busy}>
        {busy ? C.saving() : C.save()}
      </button>
      {doc.expires_on && (
        <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void save(null)}>
          {C.clear()}
        </button>
      )}
      {error && (
        <p className="admin-inline-error" id={ids.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
