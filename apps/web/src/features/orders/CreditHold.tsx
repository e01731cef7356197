import { useI18nContext } from '@wholesale/i18n';
import { BUSINESS_CONTACT } from '@wholesale/rules';
import '../../ui/badge.css';
import './credit-hold.css';

// An order placed past the company's credit limit waits for staff to release it: the buyer is told
// so plainly on the checkout's last step, the order's page and the order list. Texts: `checkout.creditHold`.

/** "Credit hold" as a badge beside the order's status. */
export function CreditHoldBadge() {
  const { LL } = useI18nContext();
  return <span className="badge badge-orange credit-hold-badge">{LL.checkout.creditHold.badge()}</span>;
}

/** What a held order means, and whom to call. `live`: announced when it appears (checkout). */
export function CreditHoldNote({ live = false, headingLevel = 3 }: { live?: boolean; headingLevel?: 3 | 4 }) {
  const { LL } = useI18nContext();
  const T = LL.checkout.creditHold;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="note credit-hold-note" role={live ? 'status' : undefined} data-testid="credit-hold-note">
      <Heading className="credit-hold-heading">
        <CreditHoldBadge /> {T.heading()}
      </Heading>
      <p>{T.text()}</p>
      <p>
        <a href={`tel:${BUSINESS_CONTACT.phone.tel}`}>{T.call({ phone: BUSINESS_CONTACT.phone.display })}</a>
      </p>
    </div>
  );
}
