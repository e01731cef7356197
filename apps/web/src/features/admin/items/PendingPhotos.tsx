import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { formatFileSize } from '../format';
import { PhotoFileInput } from './PhotoFileInput';
import { PhotosSection } from './PhotosSection';
import { addChosenPhotos, PHOTO_MAX_COUNT, type PhotoRefusal } from './photos';

/**
 * The Add product form's photos: chosen with the rest of the form, kept here until the product is
 * added, then uploaded one by one (PhotoUploader's queue). A file that could not be sent (its type,
 * its size, one photo too many) is said at once and left out.
 */
export function PendingPhotos({
  files,
  onChange,
  disabled,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.items.photos;
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const hintId = useId();

  const why = (reason: PhotoRefusal) =>
    reason === 'type' ? P.wrongType() : reason === 'size' ? P.tooLarge() : P.tooMany({ max: PHOTO_MAX_COUNT });

  function add(chosen: File[]) {
    const next = addChosenPhotos(files, chosen);
    onChange(next.photos);
    setRefused(next.refused.map(({ file, reason }) => P.notAdded({ file: file.name, reason: why(reason) })));
  }

  return (
    <PhotosSection hintId={hintId} hint={P.pendingHint()}>
      {files.length > 0 && (
        <>
          <p className="item-pending-count">{P.chosen({ count: files.length })}</p>
          <ul className="item-pending-list">
            {files.map((file, i) => (
              <li key={`${i}-${file.name}-${file.size}`} className="item-pending">
                <Thumb file={file} />
                <span className="item-pending-name">{file.name}</span>
                <span className="muted item-pending-size">{formatFileSize(file.size, locale)}</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-label={P.removeLabel({ file: file.name })}
                  aria-disabled={disabled || undefined}
                  onClick={() => !disabled && onChange(files.filter((_, j) => j !== i))}
                >
                  {P.remove()}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="item-photo-actions">
        <button
          type="button"
          className="btn btn-secondary"
          aria-describedby={hintId}
          aria-disabled={disabled || undefined}
          onClick={() => !disabled && input.current?.click()}
        >
          {P.choose()}
        </button>
        <PhotoFileInput ref={input} multiple onFiles={add} />
      </div>
      {refused.length > 0 && (
        <ul className="admin-inline-error item-upload-error item-pending-refused" role="alert">
          {refused.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
    </PhotosSection>
  );
}

/** A small preview of a chosen file, made in the browser (nothing is sent before the product exists). */
function Thumb({ file }: { file: File }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void thumbnail(file).then((url) => {
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [file]);
  // Decorative: the file's name is written next to it.
  return src ? (
    <img className="item-pending-thumb" src={src} alt="" width={64} height={64} />
  ) : (
    <span className="item-pending-thumb" aria-hidden="true" />
  );
}

const THUMB_PX = 128;

/**
 * A square preview as a data: URL: the site's Content-Security-Policy lets images come from the
 * site and data: URLs, not blob: ones. Null when the browser cannot decode the file (the server,
 * which decodes it again, has the last word).
 */
async function thumbnail(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = THUMB_PX;
    canvas.height = THUMB_PX;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    // Cover the square, like object-fit: cover.
    const scale = Math.max(THUMB_PX / bitmap.width, THUMB_PX / bitmap.height);
    const w = bitmap.width * scale;
    const h = bitmap.height * scale;
    ctx.drawImage(bitmap, (THUMB_PX - w) / 2, (THUMB_PX - h) / 2, w, h);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return null;
  }
}
