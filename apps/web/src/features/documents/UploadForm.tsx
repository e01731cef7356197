import { useI18nContext } from '@wholesale/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { failureText, fieldErrorTexts } from '../../lib/serverErrorText';
import { FileField, TextField, focusControl } from '../account/Field';
import {
  calendarDateText,
  DATED_DOCUMENT_TYPES,
  validateUpload,
  type DatedDocumentType,
  type UploadErrors,
  type UploadFieldError,
} from './model';
import { uploadCompanyDocument, type CompanyDocument } from './upload';
import './documents.css';

/**
 * The renewed license or resale certificate, its expiry date and the file (the profile's owner; an
 * admin names the company). The form refuses an empty or past date and a wrong file first, in the
 * page's language; the server checks it all again and its refusals are worded by their codes.
 * Texts: `account.documents`.
 */
export function UploadForm({
  today,
  companyId,
  initialType = 'resale-certificate',
  onUploaded,
}: {
  today: string;
  companyId?: number;
  initialType?: DatedDocumentType;
  onUploaded: (doc: CompanyDocument) => void;
}) {
  const { LL, locale } = useI18nContext();
  const T = LL.account.documents;
  const [documentType, setDocumentType] = useState<DatedDocumentType>(initialType);
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadErrors & { server?: string }>({});
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [formKey, setFormKey] = useState(0);
  const ids = { heading: useId(), type: useId() };
  const dateRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const word = (e: UploadFieldError | undefined) => (e === undefined ? undefined : T.errors[e]());
  const typeName = (t: DatedDocumentType) => (t === 'business-license' ? T.license() : T.resale());

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSaid('');
    const found = validateUpload({ documentType, expiresOn, file }, today);
    setErrors(found);
    if (found.expiresOn) return focusControl(dateRef.current);
    if (found.file || !file) return focusControl(fileRef.current);
    setBusy(true);
    try {
      const answer = await uploadCompanyDocument({
        documentType,
        expiresOn,
        file,
        ...(companyId === undefined ? {} : { companyId }),
      });
      if (answer.ok) {
        const words = {
          document: typeName(answer.document.document_type),
          date: calendarDateText(answer.document.expires_on ?? '', locale),
        };
        // An owner's renewal waits for staff: say so, or the owner believes the hold is lifted.
        setSaid(answer.document.review_status === 'pending' ? T.uploadedPending(words) : T.uploaded(words));
        setExpiresOn('');
        setFile(null);
        setFormKey((k) => k + 1); // a fresh file input
        onUploaded(answer.document);
        return;
      }
      // The server's words by its code (a date it refused names the field); no answer, or its fault: ours.
      const dateRefused = fieldErrorTexts(LL, answer.error.fields, locale).expiresOn;
      const server =
        dateRefused ??
        failureText(LL, answer.error, locale, { unreachable: T.errors.network(), failed: T.errors.server() });
      setErrors({ server });
      if (dateRefused) focusControl(dateRef.current);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="doc-upload" aria-labelledby={ids.heading} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={ids.heading}>{T.uploadTitle()}</h3>
      <p className="field-hint">{T.uploadIntro()}</p>
      <div className="field">
        <label htmlFor={ids.type}>{T.typeLabel()}</label>
        <select
          id={ids.type}
          value={documentType}
          onChange={(e) => setDocumentType(e.target.value as DatedDocumentType)}
        >
          {DATED_DOCUMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {typeName(t)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={T.expiryLabel()}
        type="date"
        min={today}
        max="2100-12-31"
        required
        value={expiresOn}
        onValue={setExpiresOn}
        inputRef={dateRef}
        hint={T.expiryHint()}
        error={word(errors.expiresOn)}
      />
      <FileField
        key={formKey}
        label={T.fileLabel()}
        file={file}
        onFile={setFile}
        error={word(errors.file)}
        inputRef={fileRef}
        optional={false}
      />
      {errors.server && (
        <p className="alert doc-upload-error" role="alert">
          {errors.server}
        </p>
      )}
      <div role="status" className="doc-upload-said">
        {said && <p className="note">{said}</p>}
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? T.uploading() : T.submit()}
        </button>
      </div>
    </form>
  );
}
