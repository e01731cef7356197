import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { formatPacificMoment } from '../../lib/pickupText';
import { formatAdminTime, formatFileSize } from './format';
import { useDocumentFile, type FileRef } from './useDocumentFile';

// A buyer's license and resale files, wherever the back office shows them (a signup request, an
// inquiry): type, name, size, when it came (Pacific time), View and Download.

export interface ListedDocument {
  id: number;
  documentType: string;
  originalFilename: string;
  fileSize: number;
  uploadedAt: string;
}

/** 'business-license' → the admin's word for it (unknown types as they are). */
export function documentTypeLabel(A: TranslationFunctions['admin'], type: string): string {
  const t = A.documents.types;
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

/** `linkOf` fetches a fresh short-lived link for each click. */
export function DocumentList({
  documents,
  linkOf,
}: {
  documents: readonly ListedDocument[];
  linkOf: (documentId: number) => Promise<string>;
}) {
  const { LL, locale } = useI18nContext();
  const A = LL.admin;
  const files = useDocumentFile(linkOf);
  return (
    <ul className="doc-list">
      {documents.map((doc) => (
        <li key={doc.id} className="doc-row">
          <div className="doc-meta">
            <span className="doc-type">{documentTypeLabel(A, doc.documentType)}</span>
            <span className="doc-name">{doc.originalFilename}</span>
            <span className="doc-details muted">
              <span className="visually-hidden">{A.documents.size()}: </span>
              {formatFileSize(doc.fileSize, locale)}
              {' · '}
              <span className="visually-hidden">{A.documents.uploaded()}: </span>
              <time dateTime={doc.uploadedAt}>
                {formatPacificMoment(doc.uploadedAt, locale === 'ko' ? 'ko' : 'en', LL.common.pacificZone())}
              </time>
            </span>
          </div>
          <DocumentActions file={doc} files={files} />
        </li>
      ))}
    </ul>
  );
}

/** A document's View and Download, named with its file for a screen reader; busy while its link is fetched. */
export function DocumentActions({ file, files }: { file: FileRef; files: ReturnType<typeof useDocumentFile> }) {
  const { LL } = useI18nContext();
  const D = LL.admin.documents;
  const named = { file: file.originalFilename };
  // Each action's busy mark is `${action}-${id}`, as useDocumentFile sets it.
  const actions = [
    { action: 'view', text: D.view(), label: D.viewLabel(named) },
    { action: 'download', text: D.download(), label: D.downloadLabel(named) },
  ] as const;
  return (
    <div className="doc-actions">
      {actions.map(({ action, text, label }) => (
        <button
          key={action}
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={label}
          aria-busy={files.busy === `${action}-${file.id}`}
          onClick={() => void files[action](file)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** An uploaded file as the server describes it (a company's document, a renewal to review). */
interface UploadedFile {
  original_filename: string;
  file_size: number;
  uploaded_at: string;
}

/**
 * An uploaded file in one line of a document's card: its name, its size and when it came (after
 * `uploadedWord` when the card says so).
 */
export function FileFacts({
  className,
  file,
  uploadedWord,
}: {
  className: string;
  file: UploadedFile;
  uploadedWord?: string;
}) {
  const { LL, locale } = useI18nContext();
  const uploaded = formatAdminTime(file.uploaded_at, locale, LL.common.pacificZone());
  return (
    <p className={`muted ${className}`}>
      {file.original_filename} · {formatFileSize(file.file_size, locale)}
      {uploaded && (
        <>
          {' · '}
          {uploadedWord && `${uploadedWord} `}
          <time dateTime={uploaded.dateTime}>{uploaded.text}</time>
        </>
      )}
    </p>
  );
}
