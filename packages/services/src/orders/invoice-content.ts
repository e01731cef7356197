// What an order's documents print (pdf/order-document-data.ts), read from the order as it stands
// through `db` (a transaction's when an invoice is issued, so it reads what that transaction
// sees). The company billed is the placer's company: its owner's name, contacts, address,
// license and resale numbers.
import { toCents, type PaymentTerms } from '@wholesale/rules';
import { iso, type Db } from '../kernel/common';
import { readBooksSettings } from '../books/settings';
import { businessIn, documentBuyer } from '../pdf/document';
import type { OrderDocumentContent } from '../pdf/order-document-data';
import { orderReads, type SummaryRow } from './records';

/** An address as a label prints it: the street lines, then 'Los Angeles, CA 90021'. */
function addressLines(
  a:
    | { address_line_1: string; address_line_2: string | null; city: string; state: string; zip_code: string }
    | undefined,
): string[] {
  if (!a) return [];
  const place = [a.city, [a.state, a.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.address_line_1, a.address_line_2, place].filter((l): l is string => Boolean(l && l.trim()));
}

export async function orderDocumentContent(
  db: Db,
  row: SummaryRow,
  terms: PaymentTerms,
): Promise<OrderDocumentContent> {
  const detail = await orderReads(db).detailOf(row);
  const companyId = Number(row.company_id);
  const [owner, address, placer, payments, books] = await Promise.all([
    db
      .selectFrom('users')
      .select(['name', 'email', 'company', 'phone_number', 'license_number', 'california_resale'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('addresses')
      .select(['address_line_1', 'address_line_2', 'city', 'state', 'zip_code'])
      .where('user_id', '=', companyId)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db.selectFrom('users').select('locale').where('id', '=', row.user_id).executeTakeFirst(),
    db
      .selectFrom('order_payments')
      .select(['kind', 'method', 'applied_cents', 'discount_cents', 'tax_cents', 'collected_cents', 'received_at'])
      .where('order_id', '=', row.id)
      .orderBy('received_at')
      .orderBy('id')
      .execute(),
    readBooksSettings(db),
  ]);
  return {
    seller: { en: businessIn('en'), ko: businessIn('ko'), permit: books.seller_permit },
    buyer: {
      ...documentBuyer(owner),
      address: addressLines(address),
      license: owner.license_number,
      resale: owner.california_resale,
    },
    order: {
      number: row.order_number,
      date: iso(row.order_date),
      pickup: detail.pickup_start && detail.pickup_end ? { start: detail.pickup_start, end: detail.pickup_end } : null,
    },
    lines: detail.lines,
    subtotal_cents: toCents(detail.amounts.subtotal),
    fee_cents: toCents(detail.amounts.fee),
    payments: payments.map((p) => ({
      received_at: iso(p.received_at),
      kind: p.kind,
      method: p.method,
      applied_cents: p.applied_cents,
      discount_cents: p.discount_cents,
      tax_cents: p.tax_cents,
      collected_cents: p.collected_cents,
    })),
    terms: { cash_discount_percent: terms.cashDiscountBp / 100, card_tax_percent: terms.cardTaxBp / 100 },
    estimated: detail.amounts.estimated,
    locale: placer?.locale ?? 'en',
  };
}
