import { useI18nContext } from '@wholesale/i18n';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { customerHref, customerName } from '../customers/model';
import { adminPageHref } from '../pages';
import type { PriceList } from './queries';
import { TitledPanel } from '../TitledPanel';

/** The buyers at this list, each a link to their customer page. */
export function ListCustomers({ list }: { list: PriceList }) {
  const { LL } = useI18nContext();
  const E = LL.admin.priceLists.editor;
  const heading = useId();
  return (
    <TitledPanel
      headingId={heading}
      title={
        <>
          {E.customersTitle()} <span className="muted pl-count">({list.customers.length})</span>
        </>
      }
    >
      {list.customers.length === 0 ? (
        <p className="muted">{E.customersEmpty()}</p>
      ) : (
        <ul className="pl-customers">
          {list.customers.map((c) => (
            <li key={c.id}>
              <Link to={customerHref(c.id)}>{customerName(c)}</Link>
              <span className="muted pl-customer-sub">
                {c.company ? `${c.name} · ` : ''}
                {c.email}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="muted admin-hint">
        {E.customersIntro()} <Link to={adminPageHref('customers')}>{E.customersLink()}</Link>
      </p>
    </TitledPanel>
  );
}
