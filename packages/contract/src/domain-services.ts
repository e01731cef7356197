// Every domain's service interface in one: what the tRPC door calls and @wholesale/services builds.
import type { AccountsDomain } from './accounts/service';
import type { CatalogueService } from './catalogue/service';
import type { DashboardDomain } from './dashboard/service';
import type { InquiriesDomain } from './inquiries/service';
import type { OrdersDomain } from './orders/service';
import type { PricesDomain } from './prices/service';
import type { CustomersDomain } from './customers/service';
import type { CompanyDomain } from './company/service';
import type { DocumentsDomain } from './documents/service';
import type { BooksDomain } from './books/service';
import type { ClaimsDomain } from './claims/service';
import type { NotesDomain } from './notes/service';
import type { LotsDomain } from './lots/service';
import type { CasesDomain } from './cases/service';
import type { RecallsDomain } from './recalls/service';
import type { OrderGuidesDomain } from './guides/service';
import type { RemindersDomain } from './reminders/service';
import type { DealsDomain } from './deals/service';

/**
 * The use cases the tRPC layer calls. The full `Services` (index.ts) adds infrastructure such as
 * storage, which only the server touches directly.
 */
export interface DomainServices
  extends
    AccountsDomain,
    OrdersDomain,
    DashboardDomain,
    InquiriesDomain,
    PricesDomain,
    CustomersDomain,
    CompanyDomain,
    DocumentsDomain,
    BooksDomain,
    ClaimsDomain,
    NotesDomain,
    LotsDomain,
    CasesDomain,
    RecallsDomain,
    OrderGuidesDomain,
    RemindersDomain,
    DealsDomain {
  catalogue: CatalogueService;
}
