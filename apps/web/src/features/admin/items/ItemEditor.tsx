import { useI18nContext } from '@wholesale/i18n';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from '../../../lib/router';
import { TitledDialog } from '../../../ui/Dialog';
import { ItemForm } from './ItemForm';
import { PendingPhotos } from './PendingPhotos';
import { PhotoUploader } from './PhotoUploader';
import type { AdminItem } from './queries';

export type EditorTarget = { mode: 'edit'; item: AdminItem } | { mode: 'create' };

/**
 * The item editor as a modal dialog: the form and the item's photos. A new product's photos are
 * chosen in the same form and uploaded as soon as it is added (the editor then goes on with the
 * product). Closing it with unsaved changes asks first; so does leaving the page.
 */
export function ItemEditor({
  target,
  version,
  onClose,
  onCreated,
  onPhotoUploaded,
}: {
  target: EditorTarget | null;
  version: number | undefined;
  onClose: () => void;
  /** A new product was saved: the editor goes on with it (its photos come next). */
  onCreated: (item: AdminItem) => void;
  onPhotoUploaded: (item: AdminItem) => void;
}) {
  const { LL, locale } = useI18nContext();
  const F = LL.admin.items.form;
  const formId = useId();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** Photos chosen in the Add product form, not sent yet. */
  const [pending, setPending] = useState<File[]>([]);
  /** Those photos, handed to the new product's uploader. */
  const [queue, setQueue] = useState<{ itemId: number; files: File[] } | null>(null);
  const busy = saving || uploading;
  const unsaved = dirty || pending.length > 0;
  const item = target?.mode === 'edit' ? target.item : null;
  const name = item ? (locale === 'ko' ? item.name_ko : item.name) || item.name : '';

  // A new target starts clean (the form remounts and reports again).
  const key = target === null ? 'none' : target.mode === 'edit' ? `edit-${target.item.id}` : 'create';
  useEffect(() => {
    setDirty(false);
    setConfirming(false);
    setPending([]);
  }, [key]);

  // Reloading or closing the tab with unsaved changes or mid-upload: the browser's own "Leave site?" prompt.
  useEffect(() => {
    if (!(unsaved || busy) || target === null) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved, busy, target]);

  const requestClose = useCallback(() => {
    if (busy) return;
    if (unsaved) setConfirming(true);
    else onClose();
  }, [busy, unsaved, onClose]);

  const close = useCallback(() => {
    setConfirming(false);
    setDirty(false);
    setPending([]);
    onClose();
  }, [onClose]);

  // The product exists: its chosen photos go to its uploader, which sends them at once.
  const created = useCallback(
    (item: AdminItem) => {
      if (pending.length > 0) setQueue({ itemId: item.id, files: pending });
      setPending([]);
      onCreated(item);
    },
    [pending, onCreated],
  );

  return (
    <>
      <TitledDialog
        open={target !== null}
        title={item ? F.editTitle({ name }) : F.createTitle()}
        busy={busy}
        onClose={requestClose}
        initialFocus={`[id="${formId}-name"]`}
        actions={
          <>
            {item && (
              <Link className="item-store-link" to={`/wholesale/product/${item.id}`} target="_blank" rel="noopener">
                {LL.admin.items.viewOnStore()}
              </Link>
            )}
            <button type="button" className="btn btn-ghost" onClick={requestClose} aria-disabled={busy || undefined}>
              {F.cancel()}
            </button>
            <button type="submit" form={formId} className="btn btn-primary" aria-busy={saving}>
              {item ? (saving ? F.saving() : F.save()) : saving ? F.creating() : F.create()}
            </button>
          </>
        }
      >
        {target?.mode === 'edit' && (
          <ItemForm
            key={key}
            mode="edit"
            item={target.item}
            formId={formId}
            onDirtyChange={setDirty}
            onBusyChange={setSaving}
            onSaved={close}
          />
        )}
        {target?.mode === 'create' && (
          <ItemForm
            key={key}
            mode="create"
            formId={formId}
            photoCount={pending.length}
            onDirtyChange={setDirty}
            onBusyChange={setSaving}
            onCreated={created}
          />
        )}
        {item ? (
          <PhotoUploader
            item={item}
            name={name}
            version={version}
            queue={queue?.itemId === item.id ? queue.files : undefined}
            onQueueDone={() => setQueue(null)}
            onUploaded={onPhotoUploaded}
            onBusyChange={setUploading}
          />
        ) : (
          target && <PendingPhotos files={pending} onChange={setPending} disabled={busy} />
        )}
      </TitledDialog>
      <TitledDialog
        open={confirming}
        title={F.discardTitle()}
        description={F.discardText()}
        busy={false}
        onClose={() => setConfirming(false)}
        initialFocus=".item-keep-editing"
        actions={
          <>
            <button type="button" className="btn btn-ghost item-keep-editing" onClick={() => setConfirming(false)}>
              {F.keepEditing()}
            </button>
            <button type="button" className="btn btn-primary" onClick={close}>
              {F.discard()}
            </button>
          </>
        }
      />
    </>
  );
}
