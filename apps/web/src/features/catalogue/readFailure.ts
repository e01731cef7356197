// How a catalogue read (a product, a listing, the cart's items) failed, told apart so that a page
// never says "not found" for a product that exists because the network failed. Pure, tested in Node.

/**
 * 'notFound': the server answered 404 (no such product, or hidden). 'network': no answer came
 * (offline, the server down or unreachable: the fetch threw, a proxy answered 502, 503 or 504, the
 * request timed out, or the service worker had nothing kept for it). 'error': the server answered
 * with another error (its own fault, or a refusal): trying again may help, the product may exist.
 */
export type ReadFailureKind = 'notFound' | 'network' | 'error';

/** The HTTP status a failed read carries: a REST read's `status`, a tRPC call's `data.httpStatus`. */
function statusOf(error: unknown): number | null {
  const e = error as { status?: unknown; data?: { httpStatus?: unknown } | null } | null;
  if (typeof e?.status === 'number') return e.status;
  if (typeof e?.data?.httpStatus === 'number') return e.data.httpStatus;
  return null;
}

export function readFailureKind(error: unknown): ReadFailureKind {
  const status = statusOf(error);
  if (status === 404) return 'notFound';
  // No status: the request got no answer (fetch's TypeError, a timeout's AbortError).
  if (status === null || status === 0 || status === 408 || (status >= 502 && status <= 504)) return 'network';
  return 'error';
}
