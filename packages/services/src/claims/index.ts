// Claims: a buyer's report of a problem with a completed order, staff's decision, and the credit
// memo an approval issues.
import type { ClaimsService } from '@wholesale/contract';
import { systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { inlinePdfRenderer, type PdfRenderer } from '../pdf/renderer';
import type { ObjectStorage } from '../storage/types';
import { createCreditMemoFiles } from './credit-memos';
import { createClaimDecisions } from './decide';
import { createClaimReads } from './read';
import { createClaimReport } from './report';

export interface ClaimsServiceDeps {
  db: Db;
  storage: ObjectStorage;
  publicUrl: string;
  clock?: Clock;
  renderPdf?: PdfRenderer;
  onMailQueued?: MailQueued;
  onOrdersChanged?: () => void;
}

export function createClaimsService(deps: ClaimsServiceDeps): ClaimsService {
  const clock = deps.clock ?? systemClock;
  return {
    ...createClaimReport({ db: deps.db, storage: deps.storage, clock }),
    ...createClaimReads({ db: deps.db, clock }),
    ...createClaimDecisions({ ...deps, clock }),
    ...createCreditMemoFiles({ db: deps.db, renderPdf: deps.renderPdf ?? inlinePdfRenderer }),
  };
}
