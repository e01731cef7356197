import { z } from 'zod';
import { publicProcedure, router } from '../trpc';
import { accountsOf } from './accounts-context';

const optional = (max: number) => z.string().max(max).optional();

/** The inquiry payload's shape; the service applies the rules and prices the cart itself. */
export const inquiryInput = z.object({
  name: z.string().max(500),
  email: z.string().max(320),
  phone: optional(50),
  company: optional(300),
  license_number: optional(100),
  message: optional(10_000),
  cart_items: z
    .array(
      z.object({
        id: z.number().int(),
        quantity: z.number(),
        name: z.string().max(300).optional(),
        price: z.number().optional(),
        discounted_price: z.number().optional(),
      }),
    )
    .max(200)
    .optional(),
  cart_total: z.number().optional(),
  company_address_1: optional(300),
  company_address_2: optional(300),
  city: optional(200),
  state: optional(100),
  zip_code: optional(30),
  business_license: optional(300),
  california_resale: optional(200),
  item_id: z.number().int().optional(),
});

export const inquiriesRouter = router({
  /** Files follow through the upload route with the returned uploadToken. */
  create: publicProcedure.input(inquiryInput).mutation(({ ctx, input }) => accountsOf(ctx).inquiries.createInquiry(ctx.actor, input)),
});
