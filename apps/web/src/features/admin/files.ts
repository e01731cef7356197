// Fetching a signed document link in the page instead of navigating to it. The server always
// sends these files as attachments (never rendered on our origin), so "View" shows a local copy:
// the bytes are fetched here and opened as a blob URL, and only for the three types the uploads
// accept (PDF, JPEG, PNG), which the browser renders inertly. Fetching also lets an expired or
// refused link end in a toast rather than a broken download.

const VIEWABLE_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];

/** A failure with the shape tRPC client errors have, so one classifier reads both. */
class FileFetchError extends Error {
  readonly data: { httpStatus: number; errorCode: string | null };
  constructor(status: number, message: string, errorCode: string | null = null) {
    super(message);
    this.data = { httpStatus: status, errorCode };
  }
}

/** The media type the page may render, or null when the file must only be downloaded. */
export function viewableType(contentType: string | null): string | null {
  const type = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return VIEWABLE_TYPES.includes(type) ? type : null;
}

export async function fetchFile(url: string, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const res = await fetchImpl(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
    throw new FileFetchError(
      res.status,
      typeof body?.error === 'string' ? body.error : res.statusText,
      typeof body?.code === 'string' ? body.code : null,
    );
  }
  const blob = await res.blob();
  const type = viewableType(res.headers.get('content-type'));
  // Re-typed from the allowlist, so a blob URL never carries a type the browser would run.
  return new Blob([blob], { type: type ?? 'application/octet-stream' });
}

/** Saves a blob as a download named `filename` (the link is revoked once the browser has it). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
