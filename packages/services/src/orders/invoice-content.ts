// What an order's documents print (pdf/order-document-data.ts), read from the order as it stands
// through `db` (a transaction's when an invoice is issued, so it reads what that transaction
// sees). The company billed is the placer's company: its owner's name, contacts, address,
// license and resale numbers.
import { toCents, type PaymentTerms } from '@wholesale/rules';
import { iso, type Db } from '../kernel/common';
import { readBooksSettings } from '../books/settings';
import { businessIn, documentBuyer } from '../pdf/document';
import type { OrderDocumentContent } from '../pdf/order-document-data';
import { paymentsOf } from './payment-view';
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

/**
 * Who a company's documents are between: the seller in both languages with its seller's permit as
 * set now, and the company billed (its owner's name, contacts, address, license and resale numbers).
 */
export async function documentParties(
  db: Db,
  companyId: number,
): Promise<Pick<OrderDocumentContent, 'seller' | 'buyer'>> {
  const [owner, address, books] = await Promise.all([
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
  };
}

export async function orderDocumentContent(
  db: Db,
  row: SummaryRow,
  terms: PaymentTerms,
): Promise<OrderDocumentContent> {
  const detail = await orderReads(db).detailOf(row);
  const [parties, placer] = await Promise.all([
    documentParties(db, Number(row.company_id)),
    db.selectFrom('users').select('locale').where('id', '=', row.user_id).executeTakeFirst(),
  ]);
  const money = await paymentsOf(db, row, terms);
  return {
    ...parties,
    order: {
      number: row.order_number,
      date: iso(row.order_date),
      pickup: detail.pickup_start && detail.pickup_end ? { start: detail.pickup_start, end: detail.pickup_end } : null,
    },
    lines: detail.lines,
    free_line: detail.launch_deal ?? null,
    subtotal_cents: toCents(detail.amounts.subtotal),
    fee_cents: toCents(detail.amounts.fee),
    // Voided payments were never money on the order: not on its documents.
    payments: money.payments
      .filter((p) => p.voided === null)
      .map((p) => ({
        received_at: p.received_at,
        kind: p.kind,
        method: p.method,
        applied_cents: toCents(p.applied),
        discount_cents: toCents(p.discount),
        tax_cents: toCents(p.tax),
        collected_cents: toCents(p.collected),
      })),
    refunds: money.refunds.map((r) => ({
      refunded_at: r.refunded_at,
      method: r.method,
      amount_cents: toCents(r.amount),
      tax_cents: toCents(r.tax),
      returned_cents: toCents(r.returned),
    })),
    credit_moves: money.credit_moves.map((m) => ({
      moved_at: m.moved_at,
      direction: m.direction,
      order_number: m.order_number,
      amount_cents: toCents(m.amount),
    })),
    terms: { cash_discount_percent: terms.cashDiscountBp / 100, card_tax_percent: terms.cardTaxBp / 100 },
    estimated: detail.amounts.estimated,
    locale: placer?.locale ?? 'en',
  };
}
