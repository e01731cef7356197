/** Retry a failed read once, unless the server answered with a 4xx (not found, bad input ...). */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const status =
    (error as { data?: { httpStatus?: unknown }; status?: unknown } | null)?.data?.httpStatus ??
    (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 1;
}
