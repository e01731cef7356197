import { z } from 'zod';
import { publicProcedure, router } from '../trpc';
import { accountsOf } from './accounts-context';

const text = (max: number) => z.string().max(max);
const optional = (max: number) => z.string().max(max).optional();

/** The signup payload's shape; the service applies the spec's rules and messages. */
export const signupInput = z.object({
  firstName: text(200),
  lastName: text(200),
  companyName: text(300),
  email: text(320),
  password: text(1024),
  licenseNumber: text(50),
  companyAddress1: optional(300),
  companyAddress2: optional(300),
  zipCode: optional(30),
  city: optional(200),
  state: optional(100),
  phone: optional(50),
  californiaResale: optional(200),
  timestamp: z.union([z.string().max(64), z.number()]).optional(),
  locale: z.enum(['en', 'ko']).optional(),
});

export const signupRouter = router({
  /** Files follow through POST /api/s3/upload/document with the returned uploadToken. */
  create: publicProcedure.input(signupInput).mutation(({ ctx, input }) => accountsOf(ctx).signup.createSignupRequest(ctx.actor, input)),
});
