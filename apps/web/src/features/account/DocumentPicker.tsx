import { useI18nContext } from '@wholesale/i18n';
import { useState, type Ref } from 'react';
import { toast } from '../../ui/Toast';
import { FileField } from './Field';
import { fieldText } from './messages';
import { fileError, type FieldErrors } from './validation';

/** The two optional documents the signup and contact forms take, in the forms' order. */
export const DOC_FIELDS = ['businessLicenseFile', 'resaleFile'] as const;
export type DocField = (typeof DOC_FIELDS)[number];

const NO_FILES: Record<DocField, File | null> = { businessLicenseFile: null, resaleFile: null };

export interface DocumentFiles {
  files: Record<DocField, File | null>;
  fileErrors: FieldErrors<DocField>;
  /** The change handler for one picker: checks the file at once and says so in a toast. */
  pick: (k: DocField) => (file: File | null) => void;
  /** Forgets the chosen files after a submit; a shown file error stays until the next pick. */
  clearFiles: () => void;
}

/** The chosen files and their errors; a rejected file is not kept, so it is never uploaded. */
export function useDocumentFiles(toastGroup: string): DocumentFiles {
  const { LL } = useI18nContext();
  const f = LL.account.form;
  const [files, setFiles] = useState<Record<DocField, File | null>>(NO_FILES);
  const [fileErrors, setFileErrors] = useState<FieldErrors<DocField>>({});
  const pick = (k: DocField) => (file: File | null) => {
    const problem = file ? fileError(file) : undefined;
    setFiles((x) => ({ ...x, [k]: problem ? null : file }));
    setFileErrors((x) => ({ ...x, [k]: problem }));
    if (problem) toast({ group: toastGroup, variant: 'error', title: f[problem]() });
    else if (file)
      toast({ group: toastGroup, variant: 'success', title: f.fileUploaded(), text: file.name, durationMs: 3000 });
  };
  return { files, fileErrors, pick, clearFiles: () => setFiles(NO_FILES) };
}

export interface DocumentPickerProps {
  docs: DocumentFiles;
  /** Lets the form focus a picker when it is the first field with an error. */
  inputRef: (k: DocField) => Ref<HTMLInputElement>;
}

/** The business licence and resale certificate pickers, in that order. */
export function DocumentPicker({ docs, inputRef }: DocumentPickerProps) {
  const { LL } = useI18nContext();
  const f = LL.account.form;
  const { files, fileErrors, pick } = docs;
  return (
    <>
      {DOC_FIELDS.map((k) => (
        <FileField
          key={k}
          label={f[k]()}
          file={files[k]}
          onFile={pick(k)}
          error={fieldText(LL, fileErrors[k])}
          inputRef={inputRef(k)}
        />
      ))}
    </>
  );
}
