// The accounts doors' input shapes, written once: the REST routes (apps/server/src/rest) and the tRPC
// routers (packages/api) both parse with these, so the same bad input gets the same words from
// either door. Shapes and lengths only: the services apply the spec's rules (e-mail shape, license
// format, password length) with their own messages. zod only, no Node imports: packages/api reaches
// this through `@wholesale/services/contract`, which the browser build resolves.
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './contract';

/** The message for a field that should be a string and is not (or is missing). */
export const EXPECTED_TEXT = 'Expected text';
/** A body that is not a JSON object (`"text"`, `[1]`, `null`). */
export const BODY_NOT_OBJECT = 'The request body must be a JSON object';
export const INQUIRY_NOT_FOUND = 'Inquiry not found';
export const SHOW_REJECTED_FLAG = 'showRejected must be true or false';

/** PostgreSQL `integer`: a larger id cannot exist, so it is a miss rather than an overflow. */
const ID_MAX = 2_147_483_647;

const text = (max: number) => z.string({ error: EXPECTED_TEXT }).max(max);
const optionalText = (max: number) => text(max).optional();
const locale = z.enum(['en', 'ko']).optional();

/** An object body; anything else is refused with BODY_NOT_OBJECT. */
const body = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, { error: BODY_NOT_OBJECT });

/**
 * A database id: a positive integer from tRPC, or its canonical digits from a REST path segment
 * ("12", not "012" or "1e3"). Anything else is refused with `message`, the word for a miss, so a
 * malformed id and an unknown one read the same.
 */
export function idInput(message: string) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^[1-9]\d{0,9}$/, { error: message }).transform(Number)], {
      error: message,
    })
    .pipe(z.number().int({ error: message }).positive({ error: message }).max(ID_MAX, { error: message }));
}

// --- sign-in, signup, password reset ---

/** Any malformed login reads as bad credentials, so the answer says nothing about which part was wrong. */
export const loginInput = z.object({ email: text(320), password: text(1024) }, { error: ACCOUNT_MESSAGES.invalidCredentials });

/** The signup payload (storefront spec section 3). */
export const signupInput = body({
  firstName: text(200),
  lastName: text(200),
  companyName: text(300),
  email: text(320),
  password: text(1024),
  licenseNumber: text(50),
  companyAddress1: optionalText(300),
  companyAddress2: optionalText(300),
  zipCode: optionalText(30),
  city: optionalText(200),
  state: optionalText(100),
  phone: optionalText(50),
  californiaResale: optionalText(200),
  // The client's own clock; stored nowhere (the server stamps the request), accepted for the spec.
  timestamp: z.union([text(64), z.number()]).optional(),
  locale,
});

export const forgotPasswordInput = body({ email: text(320), locale });
export const resetPasswordInput = body({ email: text(320), token: text(256), newPassword: text(1024) });

// --- a user's own records ---

export const userRef = z.object({ userId: idInput(ACCOUNT_MESSAGES.userNotFound) });
export const orderRef = z.object({ orderId: idInput(ACCOUNT_MESSAGES.orderNotFound) });

/** PUT /api/users/:userId's body; tRPC's `account.update` adds the userId. */
export const profileUpdateInput = body({
  name: optionalText(500),
  email: optionalText(320),
  phone_number: text(100).nullable().optional(),
});

// --- admin: signup requests and their documents ---

/** `true`/`false` from tRPC, or the query-string spellings `true`, `false`, `1`, `0` from REST. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: SHOW_REJECTED_FLAG })
  .transform((v) => v === true || v === 'true' || v === '1');

export const signupListInput = z.object({ showRejected: flag.optional() });
export const signupRequestRef = z.object({ id: idInput(ACCOUNT_MESSAGES.requestNotFound) });
/** The reason is optional; null (a cleared field) means none. */
export const rejectInput = body({
  reason: optionalText(2000)
    .nullable()
    .transform((v) => v ?? undefined),
});
export const documentsRef = z.object({ email: text(320) });
export const documentRef = z.object({ email: text(320), documentId: idInput(ACCOUNT_MESSAGES.documentNotFound) });

// --- the contact form ---

/** The inquiry payload (storefront spec section 3); the service applies the rules and prices the cart. */
export const inquiryInput = body({
  name: z.string({ error: 'Name is required' }).max(500),
  email: z.string({ error: 'Email is required' }).max(320),
  phone: optionalText(50),
  company: optionalText(300),
  license_number: optionalText(100),
  message: optionalText(10_000),
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
  company_address_1: optionalText(300),
  company_address_2: optionalText(300),
  city: optionalText(200),
  state: optionalText(100),
  zip_code: optionalText(30),
  business_license: optionalText(300),
  california_resale: optionalText(200),
  item_id: z.number().int().optional(),
  locale,
});

export const inquiryRef = z.object({ id: idInput(INQUIRY_NOT_FOUND) });
