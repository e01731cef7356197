import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { Picture } from '../../../ui/Picture';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { checkPhotoFile, PHOTO_ACCEPT, previewImage, uploadPhoto, type UploadAnswer } from './photos';
import type { AdminItem } from './queries';

interface Busy {
  file: string;
  /** 0-1, or null until the browser reports progress. */
  progress: number | null;
}

/** A refused upload as the admin guard reads failures (tRPC-like codes), so 401/403 switch screens. */
function refusalOf(answer: Extract<UploadAnswer, { ok: false }>): unknown {
  if (answer.status === 401) return { data: { code: 'UNAUTHORIZED', httpStatus: 401 } };
  if (answer.status === 403) return { data: { code: 'FORBIDDEN', httpStatus: 403 } };
  return null;
}

/**
 * The item's photos, with Upload (a new photo after the last) and Replace (photo n). A photo is
 * saved as soon as it is uploaded, apart from the form's Save.
 */
export function PhotoUploader({
  item,
  name,
  version,
  onUploaded,
  onBusyChange,
}: {
  item: AdminItem;
  /** The item's name in the page's language. */
  name: string;
  /** Cache-busting version of this item's previews after an upload in this page. */
  version: number | undefined;
  onUploaded: (item: AdminItem) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { LL } = useI18nContext();
  const P = LL.admin.items.photos;
  const report = useReportFailure();
  const input = useRef<HTMLInputElement>(null);
  /** Which photo the next chosen file replaces (undefined: a new one). */
  const target = useRef<number | undefined>(undefined);
  const abort = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const hintId = useId();

  useEffect(() => onBusyChange(busy !== null), [busy, onBusyChange]);
  // Closing the editor mid-upload stops sending the rest of the file.
  useEffect(() => () => abort.current?.abort(), []);

  function choose(replace?: number) {
    if (busy) return;
    target.current = replace;
    input.current?.click();
  }

  async function upload(file: File) {
    const problem = checkPhotoFile(file);
    if (problem) {
      setError(problem === 'type' ? P.wrongType() : P.tooLarge());
      return;
    }
    const replace = target.current;
    setError(null);
    setBusy({ file: file.name, progress: null });
    abort.current = new AbortController();
    const answer = await uploadPhoto({
      itemId: item.id,
      file,
      ...(replace !== undefined ? { replace } : {}),
      onProgress: (progress) => setBusy({ file: file.name, progress }),
      signal: abort.current.signal,
    });
    abort.current = null;
    setBusy(null);
    if (answer.ok) {
      onUploaded(answer.item);
      toast({
        title: LL.admin.items.toast.photoUploaded(),
        text: LL.admin.items.toast.photoUploadedText({ n: replace ?? answer.item.images, name }),
        variant: 'success',
      });
      return;
    }
    const refusal = refusalOf(answer);
    if (refusal) report(refusal);
    const reason = answer.message ?? (answer.status === 0 ? LL.admin.toast.networkError() : LL.admin.toast.unexpected());
    setError(P.failed({ reason }));
  }

  const photos = Array.from({ length: item.images }, (_, i) => i + 1);

  return (
    <section className="item-photos" aria-labelledby={headingId} aria-busy={busy !== null}>
      <h3 id={headingId} className="item-photos-title">
        {P.title()}
      </h3>
      <p id={hintId} className="muted admin-hint">
        {P.hint()}
      </p>
      {photos.length === 0 ? (
        <p className="item-photos-none">{P.none()}</p>
      ) : (
        <ul className="item-photo-list">
          {photos.map((n) => {
            const urls = previewImage(item, n, version);
            return (
              <li key={n} className="item-photo">
                <Picture avif={urls.avif} jpg={urls.jpg} alt={P.altN({ name, n })} width={120} height={120} className="item-photo-picture" />
                <span className="item-photo-label">{P.photoN({ n })}</span>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={P.replaceLabel({ n, name })}
                  aria-disabled={busy !== null || undefined}
                  onClick={() => choose(n)}
                >
                  {P.replace()}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="item-photo-actions">
        <button
          type="button"
          className="btn btn-secondary"
          aria-describedby={hintId}
          aria-disabled={busy !== null || undefined}
          onClick={() => choose()}
        >
          {P.add()}
        </button>
        {/* Opened by the buttons above; kept out of the tab order and the accessibility tree. */}
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so that choosing the same file again is a change too.
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        {busy && (
          <div className="item-upload-progress" role="status">
            <span>{P.uploading({ file: busy.file })}</span>
            <progress max={1} value={busy.progress ?? undefined} aria-label={P.uploading({ file: busy.file })} />
          </div>
        )}
      </div>
      {error && (
        <p className="admin-inline-error item-upload-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
