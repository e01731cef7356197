import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import { toast } from '../../ui/toastStore';
import { useReportFailure } from './access';
import { fetchFile, saveBlob } from './files';
import { failureToast } from './notify';

// View and Download of an uploaded document through a signed link fetched on each click (the
// link lives minutes, so it is never kept), with the spec's toasts (§8). The same flow as the
// Signup Requests and Inquiries pages, written against any link source so both share it.

export interface FileRef {
  id: number;
  originalFilename: string;
}

export function useDocumentFile(linkOf: (documentId: number) => Promise<string>): {
  busy: string | null;
  view: (doc: FileRef) => Promise<void>;
  download: (doc: FileRef) => Promise<void>;
} {
  const { LL, locale } = useI18nContext();
  const A = LL.admin;
  const report = useReportFailure();
  // Buttons stay enabled while a link is fetched (disabling one would drop keyboard focus);
  // a second click meanwhile is ignored.
  const [busy, setBusy] = useState<string | null>(null);

  async function view(doc: FileRef) {
    if (busy) return;
    // Open the tab inside the click: a tab opened after an await counts as a pop-up and is blocked.
    const tab = window.open('', '_blank');
    if (tab) {
      tab.opener = null;
      tab.document.title = doc.originalFilename;
      tab.document.body.textContent = LL.common.loading();
    }
    setBusy(`view-${doc.id}`);
    try {
      const blob = await fetchFile(await linkOf(doc.id));
      if (blob.type === 'application/octet-stream') {
        // Not a type the browser may render: hand it over as a download instead.
        tab?.close();
        saveBlob(blob, doc.originalFilename);
      } else if (tab) {
        const url = URL.createObjectURL(blob);
        tab.location.href = url;
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        toast({ title: A.toast.viewFailed(), text: A.toast.popupBlocked(), variant: 'error' });
      }
    } catch (err) {
      tab?.close();
      report(err);
      failureToast(LL, err, { refused: A.toast.viewFailed(), unreachable: A.toast.viewError() }, locale);
    } finally {
      setBusy(null);
    }
  }

  async function download(doc: FileRef) {
    if (busy) return;
    setBusy(`download-${doc.id}`);
    try {
      saveBlob(await fetchFile(await linkOf(doc.id)), doc.originalFilename);
    } catch (err) {
      report(err);
      failureToast(LL, err, { refused: A.toast.downloadFailed(), unreachable: A.toast.downloadError() }, locale);
    } finally {
      setBusy(null);
    }
  }

  return { busy, view, download };
}
