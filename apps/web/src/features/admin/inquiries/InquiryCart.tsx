import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { cartRows } from './helpers';
import type { AdminInquiry } from './queries';
import { AdminTable, numeric } from '../AdminTable';
import { InquirySection } from './InquirySection';

/** The cart the customer sent with the inquiry: lines, quantities, prices and the total in USD. */
export function InquiryCart({
  inquiry,
  names,
  headingId,
}: {
  inquiry: AdminInquiry;
  names: ReadonlyMap<number, string>;
  headingId: string;
}) {
  const { LL } = useI18nContext();
  const C = LL.admin.inquiries.cart;
  const { rows, total } = cartRows(inquiry, names);
  return (
    <InquirySection headingId={headingId} title={C.title()} empty={rows.length === 0 ? C.empty() : null}>
      <AdminTable
        className="inq-cart"
        caption={C.caption({ name: inquiry.name })}
        columns={[C.product(), numeric(C.quantity()), numeric(C.unitPrice()), numeric(C.amount())]}
        foot={
          total !== null && (
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {C.total()}
                </th>
                <td className="num" data-testid="inquiry-cart-total">
                  {formatUsd(total)}
                </td>
              </tr>
            </tfoot>
          )
        }
      >
        {rows.map((r) => (
          <tr key={r.id}>
            <th scope="row">{r.name}</th>
            <td className="num">{r.quantity}</td>
            <td className="num">{formatUsd(r.unitPrice)}</td>
            <td className="num">{formatUsd(r.amount)}</td>
          </tr>
        ))}
      </AdminTable>
      <p className="muted admin-hint">{C.priceNote()}</p>
    </InquirySection>
  );
}
