import { CLAIM_PHOTOS_MAX } from '@wholesale/contract';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useState } from 'react';
import { addPhotos, PHOTO_ACCEPT, type PhotoRefusal } from './model';

/**
 * Up to five photos for a claim: taken with the camera or chosen from the phone, each shown as a
 * thumbnail with a button that removes it. A photo of another type, over 10 MB or past the fifth
 * is left out with the reason said at once (the server checks them all again).
 */
export function PhotoPicker({
  photos,
  onPhotos,
  disabled,
}: {
  photos: File[];
  onPhotos: (photos: File[]) => void;
  disabled: boolean;
}) {
  const { LL } = useI18nContext();
  const C = LL.buyerOrders.claims;
  const ids = { legend: useId(), hint: useId(), error: useId(), camera: useId(), files: useId() };
  const [refused, setRefused] = useState<PhotoRefusal[]>([]);
  const [said, setSaid] = useState('');
  const full = photos.length >= CLAIM_PHOTOS_MAX;

  function add(list: FileList | null) {
    const next = addPhotos(photos, [...(list ?? [])]);
    setRefused(next.refused);
    setSaid('');
    onPhotos(next.photos);
  }
  const errorText = refused
    .map((r) => (r === 'photoCount' ? C.errors.photoCount({ max: CLAIM_PHOTOS_MAX }) : C.errors[r]()))
    .join(' ');

  return (
    <fieldset className="field claim-photos" aria-describedby={errorText ? `${ids.hint} ${ids.error}` : ids.hint}>
      <legend id={ids.legend}>
        {C.photos()} <span className="opt">{LL.account.form.optional()}</span>
      </legend>
      <p id={ids.hint} className="field-hint">
        {C.photosHint({ max: CLAIM_PHOTOS_MAX })}
      </p>
      <div className="claim-photo-pick">
        <PickButton id={ids.camera} label={C.takePhoto()} off={disabled || full} onFiles={add} capture />
        <PickButton id={ids.files} label={C.choosePhotos()} off={disabled || full} onFiles={add} />
        <span className="muted claim-photo-count" aria-live="polite">
          {C.photoCount({ n: photos.length, max: CLAIM_PHOTOS_MAX })}
        </span>
      </div>
      {errorText && (
        <p id={ids.error} className="field-error" role="alert">
          {errorText}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="claim-thumbs">
          {photos.map((p, i) => (
            <li key={`${p.name}:${p.size}:${p.lastModified}`} className="claim-thumb">
              <Thumb file={p} alt={C.photoAlt({ n: i + 1 })} />
              <button
                type="button"
                className="btn btn-ghost btn-small claim-thumb-remove"
                disabled={disabled}
                onClick={() => {
                  onPhotos(photos.filter((_, j) => j !== i));
                  setRefused([]);
                  setSaid(C.photoRemoved());
                }}
              >
                {C.removePhoto({ n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </fieldset>
  );
}

/**
 * A file input hidden (still focusable) behind a label in the page's words: the native control's
 * own words follow the browser's language. `capture`: the camera; otherwise several photos at once.
 */
function PickButton({
  id,
  label,
  off,
  onFiles,
  capture = false,
}: {
  id: string;
  label: string;
  off: boolean;
  onFiles: (files: FileList | null) => void;
  capture?: boolean;
}) {
  return (
    <>
      <input
        id={id}
        className="file-input"
        type="file"
        accept={PHOTO_ACCEPT}
        {...(capture ? { capture: 'environment' as const } : { multiple: true })}
        disabled={off}
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      <label htmlFor={id} className="btn btn-secondary btn-small" data-disabled={off || undefined}>
        {label}
      </label>
    </>
  );
}

/** A chosen photo's thumbnail; one the browser cannot draw (HEIC on most) shows its name instead. */
function Thumb({ file, alt }: { file: File; alt: string }) {
  // undefined: drawing; null: the browser cannot draw it
  const [src, setSrc] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setSrc(undefined);
    void thumbnailOf(file).then((url) => current && setSrc(url));
    return () => {
      current = false;
    };
  }, [file]);
  if (!src)
    return (
      <span className="claim-thumb-img claim-thumb-name" role="img" aria-label={alt}>
        {src === null ? file.name : ''}
      </span>
    );
  return <img className="claim-thumb-img" src={src} alt={alt} />;
}

const THUMB_PX = 176;

/**
 * A small square JPEG of a photo, as a data: URL (the page's content policy admits images from the
 * site and data: URLs, not blob: ones), drawn off the photo's bitmap; null when it cannot be drawn.
 */
async function thumbnailOf(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.max(THUMB_PX / bitmap.width, THUMB_PX / bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = THUMB_PX;
    canvas.height = THUMB_PX;
    const ctx = canvas.getContext('2d');
    const w = bitmap.width * scale;
    const h = bitmap.height * scale;
    ctx?.drawImage(bitmap, (THUMB_PX - w) / 2, (THUMB_PX - h) / 2, w, h);
    bitmap.close();
    return ctx ? canvas.toDataURL('image/jpeg', 0.8) : null;
  } catch {
    return null;
  }
}
