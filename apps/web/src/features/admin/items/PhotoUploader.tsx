import { useI18nContext } from '@wholesale/i18n';
import { refusalText } from '../../../lib/serverErrorText';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Picture } from '../../../ui/Picture';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { PhotoFileInput } from './PhotoFileInput';
import { PhotosSection } from './PhotosSection';
import { checkPhotoFile, previewImage, uploadPhoto, uploadQueue, type UploadAnswer } from './photos';
import type { AdminItem } from './queries';

interface Busy {
  file: string;
  /** 0-1, or null until the browser reports progress. */
  progress: number | null;
  /** In a queue (the Add product form's photos): this is photo `n` of `total`. */
  of?: { n: number; total: number };
}

/** A refused upload as the admin guard reads failures (tRPC-like codes), so 401/403 switch screens. */
function refusalOf(answer: Extract<UploadAnswer, { ok: false }>): unknown {
  if (answer.status === 401) return { data: { code: 'UNAUTHORIZED', httpStatus: 401 } };
  if (answer.status === 403) return { data: { code: 'FORBIDDEN', httpStatus: 403 } };
  return null;
}

/**
 * The item's photos, with Upload (a new photo after the last) and Replace (photo n). A photo is
 * saved as soon as it is uploaded, apart from the form's Save. `queue`: photos chosen in the Add
 * product form, uploaded one after the other as soon as this shows the new product; the product
 * stays whatever happens to them, and a toast says how they went.
 */
export function PhotoUploader({
  item,
  name,
  version,
  queue,
  onQueueDone,
  onUploaded,
  onBusyChange,
}: {
  item: AdminItem;
  /** The item's name in the page's language. */
  name: string;
  /** Cache-busting version of this item's previews after an upload in this page. */
  version: number | undefined;
  queue?: readonly File[] | undefined;
  onQueueDone?: () => void;
  onUploaded: (item: AdminItem) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.items.photos;
  const T = LL.admin.items.toast;
  const report = useReportFailure();
  const input = useRef<HTMLInputElement>(null);
  /** Which photo the next chosen file replaces (undefined: a new one). */
  const target = useRef<number | undefined>(undefined);
  const abort = useRef<AbortController | null>(null);
  const gone = useRef(false);
  const started = useRef<readonly File[] | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The queue's photos that were not saved, with why. */
  const [notSaved, setNotSaved] = useState<{ file: string; reason: string }[]>([]);
  const hintId = useId();

  useEffect(() => onBusyChange(busy !== null), [busy, onBusyChange]);
  // Closing the editor mid-upload stops sending the rest of the file (and of the queue).
  useEffect(
    () => () => {
      gone.current = true;
      abort.current?.abort();
    },
    [],
  );

  const reasonOf = (answer: Extract<UploadAnswer, { ok: false }>) =>
    answer.status === 0
      ? LL.admin.toast.networkError()
      : refusalText(
          LL,
          { code: answer.code ?? null, params: answer.params ?? null, message: answer.message },
          locale,
          LL.admin.toast.unexpected(),
        );

  function send(file: File, onProgress: (progress: number) => void, replace?: number): Promise<UploadAnswer> {
    abort.current = new AbortController();
    return uploadPhoto({
      itemId: item.id,
      file,
      ...(replace !== undefined ? { replace } : {}),
      onProgress,
      signal: abort.current.signal,
    }).then((answer) => {
      abort.current = null;
      if (answer.ok) onUploaded(answer.item);
      return answer;
    });
  }

  async function runQueue(files: readonly File[]) {
    const total = files.length;
    setError(null);
    setNotSaved([]);
    const result = await uploadQueue(
      files,
      (file, index) => {
        const of = { n: index + 1, total };
        setBusy({ file: file.name, progress: null, of });
        return send(file, (progress) => setBusy({ file: file.name, progress, of }));
      },
      () => gone.current,
    );
    if (gone.current) return;
    setBusy(null);
    onQueueDone?.();
    if (result.failed.length === 0) {
      toast({
        title: T.photosUploaded(),
        text: T.photosUploadedText({ count: result.sent, name }),
        variant: 'success',
        group: 'item-save',
      });
      return;
    }
    setNotSaved(result.failed.map(({ file, answer }) => ({ file: file.name, reason: reasonOf(answer) })));
    // The product is saved either way: the toast says so, and which photos still need uploading.
    toast({
      title: T.photosPartly(),
      text: T.photosPartlyText({ name, failed: result.failed.length, total }),
      variant: 'warning',
      durationMs: 8000,
      group: 'item-save',
    });
    const refusal = result.refused ? refusalOf(result.refused) : null;
    if (refusal) report(refusal);
  }

  // An effect event: it reads this render's item and name (the queue's product) without making
  // them reasons to send the queue again.
  const startQueue = useEffectEvent((files: readonly File[]) => {
    void runQueue(files);
  });

  // The Add product form's photos: sent once, as soon as the new product is here.
  useEffect(() => {
    if (!queue || queue.length === 0 || started.current === queue) return;
    started.current = queue;
    startQueue(queue);
  }, [queue]);

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
    setNotSaved([]);
    setBusy({ file: file.name, progress: null });
    const answer = await send(file, (progress) => setBusy({ file: file.name, progress }), replace);
    if (gone.current) return;
    setBusy(null);
    if (answer.ok) {
      toast({
        title: LL.admin.items.toast.photoUploaded(),
        text: LL.admin.items.toast.photoUploadedText({ n: replace ?? answer.item.images, name }),
        variant: 'success',
      });
      return;
    }
    const refusal = refusalOf(answer);
    if (refusal) report(refusal);
    setError(P.failed({ reason: reasonOf(answer) }));
  }

  const photos = Array.from({ length: item.images }, (_, i) => i + 1);

  return (
    <PhotosSection hintId={hintId} hint={P.hint()} busy={busy !== null}>
      {photos.length === 0 ? (
        <p className="item-photos-none">{P.none()}</p>
      ) : (
        <ul className="item-photo-list">
          {photos.map((n) => {
            const urls = previewImage(item, n, version);
            return (
              <li key={n} className="item-photo">
                <Picture
                  avif={urls.avif}
                  jpg={urls.jpg}
                  alt={P.altN({ name, n })}
                  width={120}
                  height={120}
                  className="item-photo-picture"
                />
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
        <PhotoFileInput
          ref={input}
          onFiles={([file]) => {
            if (file) void upload(file);
          }}
        />
        {busy && (
          <div className="item-upload-progress" role="status">
            <span>{busy.of ? P.uploadingOf({ ...busy.of, file: busy.file }) : P.uploading({ file: busy.file })}</span>
            <progress max={1} value={busy.progress ?? undefined} aria-label={P.uploading({ file: busy.file })} />
          </div>
        )}
      </div>
      {error && (
        <p className="admin-inline-error item-upload-error" role="alert">
          {error}
        </p>
      )}
      {notSaved.length > 0 && (
        <div className="admin-inline-error item-upload-error" role="alert">
          <p>{P.notSaved()}</p>
          <ul className="item-upload-list">
            {notSaved.map((f, i) => (
              <li key={i}>{P.notSavedItem(f)}</li>
            ))}
          </ul>
        </div>
      )}
    </PhotosSection>
  );
}
