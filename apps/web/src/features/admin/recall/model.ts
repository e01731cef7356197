// The Recall page's addresses: the list, one recall (?recall=ID), its report downloads.
import { adminPageHref } from '../pages';

/** The recall a `?recall=ID` names (null: the list). */
export function recallOf(params: URLSearchParams): number | null {
  const raw = params.get('recall') ?? '';
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

export const recallHref = (id: number) => `${adminPageHref('recall')}&recall=${id}`;
export const recallListHref = () => adminPageHref('recall');
export const reportPdfHref = (id: number, lang: 'en' | 'ko') => `/api/recalls/${id}/report.pdf?lang=${lang}`;
export const reportCsvHref = (id: number) => `/api/recalls/${id}/report.csv`;
