import { toJson, type InquiryCartLine } from '@wholesale/db';
import { ORDER_LINE_MAX_QUANTITY, withinOrderTotal } from '@wholesale/rules';
import { canSeeDiscounts, ORDER_ERRORS, ValidationError, type Actor } from '@wholesale/contract';
import { enqueueMail } from '../mail/outbox';
import type { ObjectStorage } from '../storage/types';
import { blankToNull, noMailHook, systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { buyerUnitPriceCents } from '../orders/pricing';
import { readBuyerPriceSources, type ItemPriceSources } from '../prices/sources';
import type { InquiryService } from '@wholesale/contract';
import { admitUpload, issueUploadToken, storeLinkedUpload } from '../accounts/uploads';
import { chargeClient, CLIENT_LIMITS, type ClientLimits } from '../accounts/limits';
import type { RateLimiter } from '../accounts/rate-limit';

export interface InquiryDeps {
  db: Db;
  storage: ObjectStorage;
  /** The business inbox that receives inquiries. */
  businessEmail: string;
  limiter: RateLimiter;
  limits?: ClientLimits;
  clock?: Clock;
  onMailQueued?: MailQueued;
}

export function createInquiryService(deps: InquiryDeps): InquiryService {
  const { db, businessEmail } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  return {
    async createInquiry(actor: Actor, input, clientKey) {
      await chargeClient(deps.limiter, deps.limits ?? CLIENT_LIMITS, 'inquiry', clientKey);
      const now = clock();
      const discounts = canSeeDiscounts(actor);

      const result = await db.transaction().execute(async (trx) => {
        // The cart as the server prices it for this actor: guests at list price, buyers at their
        // price; unknown and hidden items are dropped. The client's prices and total are not read.
        const ids = [...new Set(input.cart_items.map((l) => l.id))];
        const items = ids.length
          ? await trx
              .selectFrom('items')
              .select(['id', 'name', 'spec', 'price_cents', 'discounted_price_cents'])
              .where('id', 'in', ids)
              .where('show', '=', true)
              .execute()
          : [];
        const byId = new Map(items.map((i) => [i.id, i]));
        const sources =
          actor.kind === 'buyer'
            ? await readBuyerPriceSources(trx, actor.userId, ids)
            : new Map<number, ItemPriceSources>();
        const quantities = new Map<number, number>();
        for (const line of input.cart_items) {
          const quantity = (quantities.get(line.id) ?? 0) + line.quantity;
          // The same product on several lines is one line of an order, with its bound.
          if (quantity > ORDER_LINE_MAX_QUANTITY)
            throw new ValidationError(ORDER_ERRORS.quantity, { cart_items: ORDER_ERRORS.quantity });
          quantities.set(line.id, quantity);
        }

        const lines: { stored: InquiryCartLine; unitCents: number; name: string; spec: string; quantity: number }[] =
          [];
        for (const [itemId, quantity] of quantities) {
          const item = byId.get(itemId);
          if (!item) continue;
          // A buyer's price by the one rule (their own, their list's, the member price); an admin's the member price.
          const buyerPrice = discounts ? buyerUnitPriceCents(item, quantity, sources.get(itemId)) : null;
          const unitCents = buyerPrice ?? item.price_cents;
          lines.push({
            stored: {
              id: item.id,
              name: item.name,
              quantity,
              price: item.price_cents / 100,
              ...(buyerPrice !== null && buyerPrice !== item.price_cents ? { discounted_price: buyerPrice / 100 } : {}),
            },
            unitCents,
            name: item.name,
            spec: item.spec,
            quantity,
          });
        }
        const totalCents = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
        // What an order may total, an inquiry's cart may too; it is stored in an integer column.
        if (!withinOrderTotal(totalCents))
          throw new ValidationError(ORDER_ERRORS.orderTotal, { cart_items: ORDER_ERRORS.orderTotal });

        const itemId =
          input.item_id !== undefined
            ? ((
                await trx
                  .selectFrom('items')
                  .select('id')
                  .where('id', '=', input.item_id)
                  .where('show', '=', true)
                  .executeTakeFirst()
              )?.id ?? null)
            : null;

        const row = await trx
          .insertInto('inquiries')
          .values({
            user_id: actor.kind === 'guest' ? null : actor.userId,
            item_id: itemId,
            locale: input.locale ?? 'en',
            name: input.name,
            email: input.email,
            phone: blankToNull(input.phone),
            company: blankToNull(input.company),
            license_number: blankToNull(input.license_number),
            california_resale: blankToNull(input.california_resale),
            company_address_1: blankToNull(input.company_address_1),
            company_address_2: blankToNull(input.company_address_2),
            city: blankToNull(input.city),
            state: blankToNull(input.state),
            zip_code: blankToNull(input.zip_code),
            message: blankToNull(input.message),
            cart_items: toJson(lines.map((l) => l.stored)),
            cart_total_cents: lines.length ? totalCents : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();

        const uploadToken = await issueUploadToken(trx, { inquiryId: row.id }, now, clientKey);
        await enqueueMail(trx, {
          to: businessEmail,
          replyTo: input.email,
          template: 'inquiry-received',
          locale: 'en',
          data: {
            inquiryId: row.id,
            name: input.name,
            email: input.email,
            phone: blankToNull(input.phone) ?? undefined,
            company: blankToNull(input.company) ?? undefined,
            licenseNumber: blankToNull(input.license_number) ?? undefined,
            californiaResale: blankToNull(input.california_resale) ?? undefined,
            address: {
              line1: blankToNull(input.company_address_1) ?? undefined,
              line2: blankToNull(input.company_address_2) ?? undefined,
              city: blankToNull(input.city) ?? undefined,
              state: blankToNull(input.state) ?? undefined,
              zip: blankToNull(input.zip_code) ?? undefined,
            },
            message: blankToNull(input.message) ?? undefined,
            cartLines: lines.map((l) => ({
              name: l.name,
              spec: l.spec,
              quantity: l.quantity,
              unitPriceCents: l.unitCents,
              lineTotalCents: l.unitCents * l.quantity,
            })),
            ...(lines.length ? { cartTotalCents: totalCents } : {}),
          },
        });
        return { id: row.id, uploadToken };
      });
      mailQueued();
      return result;
    },

    async checkUploadToken(_actor: Actor, inquiryId, uploadToken) {
      await admitUpload(
        db,
        uploadToken,
        clock(),
        'inquiry_id',
        { limiter: deps.limiter, limits: deps.limits ?? CLIENT_LIMITS },
        inquiryId,
      );
    },

    async uploadInquiryDocument(_actor: Actor, inquiryId, raw) {
      const { owner, documentId, key } = await storeLinkedUpload(
        deps,
        raw,
        clock(),
        { owner: 'inquiry_id', folder: 'inquiries' },
        // The path names the inquiry; a token for another one is refused like a wrong token.
        async (id) =>
          id === inquiryId
            ? await db.selectFrom('inquiries').select(['id', 'email']).where('id', '=', id).executeTakeFirst()
            : undefined,
        (trx, inquiry, columns) =>
          trx
            .insertInto('inquiry_documents')
            .values({ inquiry_id: inquiry.id, ...columns })
            .returning('id')
            .executeTakeFirstOrThrow(),
      );
      return { url: `/api/admin/inquiries/${owner.id}/documents/${documentId}/download`, key };
    },
  };
}
