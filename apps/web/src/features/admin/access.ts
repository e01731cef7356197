import { createContext, useContext, useEffect } from 'react';

// Admin calls report their failures here, so the guard can switch to 'Authentication Error' or
// 'Access Denied' when the server refuses (a session that expired while the page was open).
export const ReportFailureContext = createContext<(err: unknown) => void>(() => undefined);

export function useReportFailure(): (err: unknown) => void {
  return useContext(ReportFailureContext);
}

/** Reports a query's error once it appears. */
export function useReportQueryError(error: unknown): void {
  const report = useReportFailure();
  useEffect(() => {
    if (error) report(error);
  }, [error, report]);
}
