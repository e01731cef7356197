import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useReportQueryError } from '../access';
import { SkeletonRows, QueryBody } from '../ListStates';
import { buyerPricesQuery, type BuyerPrices } from '../prices/queries';
import { AddOwnPrice } from './AddOwnPrice';
import { customerName } from './model';
import { OwnPricesTable } from './OwnPricesTable';
import type { CustomerDetail } from './queries';
import { RemoveOwnPrice } from './RemoveOwnPrice';
import { useSendOwnPrices, type OwnPrice } from './useSendOwnPrices';
import { TitledPanel } from '../TitledPanel';

/**
 * The customer's own prices: each with the product's names, list and member price beside it (as
 * the answer gives them: it has no spec), changed in place (Save changes sends those changed),
 * removed after a confirmation, and added by finding a product and giving its price.
 */
export function OwnPrices({ customer }: { customer: CustomerDetail }) {
  const { LL, locale } = useI18nContext();
  const D = LL.admin.customers.detail;
  const prices = useQuery(buyerPricesQuery(customer.id));
  useReportQueryError(prices.error);
  const heading = useId();

  return (
    <TitledPanel className="cu-own" headingId={heading} title={D.ownTitle()}>
      <p className="muted admin-hint cu-intro">{D.ownIntro()}</p>
      <QueryBody
        query={prices}
        words={{ loading: D.ownLoading, loadError: D.ownError, retry: LL.admin.customers.retry }}
        placeholder={<SkeletonRows count={2} height={44} />}
      >
        {(saved) => <OwnPricesEditor customer={customer} saved={saved} locale={locale} />}
      </QueryBody>
    </TitledPanel>
  );
}

/** The customer's prices once read: the table, Add, and the question before a removal. */
function OwnPricesEditor({
  customer,
  saved,
  locale,
}: {
  customer: CustomerDetail;
  saved: BuyerPrices;
  locale: string;
}) {
  const send = useSendOwnPrices(customer.id);
  const who = customerName(customer);
  const [removing, setRemoving] = useState<OwnPrice | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const taken = useMemo(() => new Set(saved.prices.map((p) => p.item_id)), [saved.prices]);

  // After an add, a cancel or a removal, focus goes back to the product search.
  const [focusSearch, setFocusSearch] = useState(false);
  useEffect(() => {
    if (!focusSearch) return;
    search.current?.focus();
    setFocusSearch(false);
  }, [focusSearch]);

  return (
    <>
      <OwnPricesTable saved={saved} who={who} locale={locale} send={send} onRemove={setRemoving} />
      <AddOwnPrice
        who={who}
        locale={locale}
        taken={taken}
        send={send}
        searchRef={search}
        onDone={() => setFocusSearch(true)}
      />
      <RemoveOwnPrice
        removing={removing}
        who={who}
        locale={locale}
        send={send}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          setFocusSearch(true);
        }}
      />
    </>
  );
}
