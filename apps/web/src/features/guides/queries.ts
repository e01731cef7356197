import { readFailure } from '../../lib/failure';
import { failureText } from '../../lib/serverErrorText';
import { trpc } from '../../lib/trpc';
import type { TranslationFunctions } from '@wholesale/i18n';

// The company's order guides (tRPC orderGuides.*, the twin of REST /api/order-guides).

export const guidesQuery = () => trpc.orderGuides.list.queryOptions();
export const guidesKey = () => trpc.orderGuides.list.queryKey();

/** A refused or failed call in the reader's words. */
export function guideFailure(LL: TranslationFunctions, locale: string, err: unknown): string {
  return failureText(LL, readFailure(err), locale, { unreachable: LL.orderGuides.network() });
}
