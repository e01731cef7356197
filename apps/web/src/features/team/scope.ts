import { createContext, useContext } from 'react';

/** Whose team the view's parts act on, and who hears of a failure. */
export interface TeamContext {
  companyId: number | undefined;
  report: (err: unknown) => void;
  mailLocale: 'en' | 'ko' | undefined;
}
export const ScopeContext = createContext<TeamContext>({
  companyId: undefined,
  report: () => undefined,
  mailLocale: undefined,
});
export const useScope = () => useContext(ScopeContext);
