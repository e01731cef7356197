// The zod schemas of accounts (sign-in, signup, password reset, profile, buyer inquiries), parsed
// once at the door (REST and tRPC alike); services receive the parsed value.
import {
  DOCUMENT_TYPES,
  emailSchema,
  licenseNumberSchema,
  newPasswordSchema,
  ORDER_LINE_MAX_QUANTITY,
  VALIDATION_CODES,
} from '@wholesale/rules';
import { z } from 'zod';
import {
  body,
  ID_MAX,
  INPUT_CODES,
  idInput,
  localeInput,
  noWebAddress,
  optionalText,
  requiredText,
  text,
  textError,
  wholeNumberInput,
} from '../inputs';
import { ORDER_CODES } from '../orders/messages';
import { INQUIRY_CODES } from '../inquiries/messages';
import { ACCOUNT_CODES } from './messages';

/** An e-mail far past any address's length reads as what it is: not an e-mail address. */
const EMAIL_TOO_LONG = { tooLong: VALIDATION_CODES.email };

/** An e-mail we can actually write to: the spec's shape, and what the mailer accepts. */
export const deliverableEmail = emailSchema.pipe(z.email(VALIDATION_CODES.email).max(254));
const emailField = (message: string = ACCOUNT_CODES.emailRequired) =>
  text({ error: textError(message) }, EMAIL_TOO_LONG).pipe(deliverableEmail);

export const userIdInput = idInput(ACCOUNT_CODES.userNotFound);
export const signupRequestIdInput = idInput(ACCOUNT_CODES.requestNotFound);
export const documentIdInput = idInput(ACCOUNT_CODES.documentNotFound);

// --- sign-in, signup, password reset ---

/** Any malformed body reads as bad credentials, so the answer says nothing about which part was wrong. */
export const loginInput = z.object(
  {
    email: text({ error: ACCOUNT_CODES.invalidCredentials }, { tooLong: ACCOUNT_CODES.invalidCredentials }).pipe(
      emailSchema,
    ),
    // Any non-empty text: the signup form has no password rule, so neither can sign-in.
    password: text({ error: ACCOUNT_CODES.invalidCredentials }, { tooLong: ACCOUNT_CODES.invalidCredentials })
      .min(1, ACCOUNT_CODES.passwordRequired)
      .max(1024),
  },
  { error: ACCOUNT_CODES.invalidCredentials },
);
export type LoginInput = z.output<typeof loginInput>;

/** The signup payload (storefront spec, sections 3 and 5). No password rule beyond non-empty. */
export const signupInput = body({
  // Names the business's mails repeat (an invitation names the company): no link, no web address.
  firstName: requiredText(ACCOUNT_CODES.firstNameRequired, 100).refine(...noWebAddress),
  lastName: requiredText(ACCOUNT_CODES.lastNameRequired, 100).refine(...noWebAddress),
  companyName: requiredText(ACCOUNT_CODES.companyNameRequired, 200).refine(...noWebAddress),
  email: emailField(),
  password: text({ error: textError(ACCOUNT_CODES.passwordRequired) })
    .min(1, ACCOUNT_CODES.passwordRequired)
    .max(1024),
  licenseNumber: requiredText(ACCOUNT_CODES.licenseRequired, 50).pipe(licenseNumberSchema),
  companyAddress1: optionalText(200),
  companyAddress2: optionalText(200),
  zipCode: optionalText(20),
  city: optionalText(100),
  state: optionalText(50),
  phone: optionalText(30),
  californiaResale: optionalText(100),
  // The client's own clock; informational only (the server stamps the request).
  timestamp: z.union([text().max(64), z.number()]).optional(),
  locale: localeInput.default('en'),
});
/** The signup payload of the storefront spec (section 3), plus the page's language. */
export type SignupPayload = z.output<typeof signupInput>;

export const forgotPasswordInput = body({
  email: text({ error: textError(VALIDATION_CODES.email) }, EMAIL_TOO_LONG).pipe(emailSchema),
  locale: localeInput.default('en'),
});
export type ForgotPasswordInput = z.output<typeof forgotPasswordInput>;

export const resetPasswordInput = body({
  email: text({ error: textError(VALIDATION_CODES.email) }, EMAIL_TOO_LONG).pipe(emailSchema),
  token: text({ error: ACCOUNT_CODES.resetLink }).min(16, ACCOUNT_CODES.resetLink).max(128, ACCOUNT_CODES.resetLink),
  newPassword: text({ error: textError(VALIDATION_CODES.passwordTooShort) }).pipe(newPasswordSchema),
});
export type ResetPasswordInput = z.output<typeof resetPasswordInput>;

// --- a user's own records ---

export const userRef = z.object({ userId: userIdInput });

const phoneInput = text({ error: INPUT_CODES.expectedText })
  .trim()
  .max(20, { error: ACCOUNT_CODES.phone, abort: true })
  .regex(/^[0-9+\-() ]*$/, ACCOUNT_CODES.phone);

/** PUT /api/users/:userId's body; tRPC's `account.update` adds the userId. */
export const profileUpdateInput = body({
  name: text({ error: INPUT_CODES.expectedText })
    .trim()
    .min(1, ACCOUNT_CODES.nameRequired)
    .max(100, { error: ACCOUNT_CODES.nameTooLong, abort: true })
    .refine(...noWebAddress)
    .optional(),
  // deliverable, so that a password-reset mail can always be written to it
  email: text({ error: INPUT_CODES.expectedText }, EMAIL_TOO_LONG).pipe(deliverableEmail).optional(),
  phone_number: phoneInput.nullable().optional(),
  /** the language of the mails this buyer receives */
  locale: localeInput.optional(),
  /** needed (and checked) only when the e-mail changes */
  current_password: text({ error: INPUT_CODES.expectedText }).max(1024).optional(),
});
export type ProfileUpdate = z.output<typeof profileUpdateInput>;

// --- admin: signup requests and their documents ---

/** `true`/`false` from tRPC, or the query-string spellings `true`, `false`, `1`, `0` from REST. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: ACCOUNT_CODES.showRejectedFlag })
  .transform((v) => v === true || v === 'true' || v === '1');

export const signupListInput = z.object({ showRejected: flag.optional() });
export const signupRequestRef = z.object({ id: signupRequestIdInput });
/** The reason is optional; null (a cleared field) or blank means none. */
export const rejectInput = body({
  reason: optionalText(2000, { multiline: true })
    .nullable()
    .transform((v) => v || undefined),
});
export const documentsRef = z.object({
  email: text({ error: INPUT_CODES.expectedText }, EMAIL_TOO_LONG).pipe(emailSchema),
});
export const documentRef = z.object({
  email: text({ error: INPUT_CODES.expectedText }, EMAIL_TOO_LONG).pipe(emailSchema),
  documentId: documentIdInput,
});

/** One uploaded document as the upload route reads it from the multipart body. */
export const uploadInput = z.object({
  uploadToken: text().min(16, ACCOUNT_CODES.uploadLink).max(128, ACCOUNT_CODES.uploadLink),
  userEmail: emailSchema,
  documentType: z.enum(DOCUMENT_TYPES),
  filename: text().max(1000).default('document'),
  contentType: text().max(200),
  bytes: z.instanceof(Uint8Array),
});

// --- the contact form ---

/** The inquiry payload (storefront spec section 3); the service prices the cart from the items table. */
export const inquiryInput = body({
  name: requiredText(ACCOUNT_CODES.nameRequired, 200),
  email: emailField(),
  phone: optionalText(30),
  company: optionalText(200),
  license_number: optionalText(100),
  message: optionalText(10_000, { multiline: true }),
  cart_items: z
    .array(
      z.object({
        id: z.number().int().positive().max(ID_MAX),
        // An order line's bounds: a cart asks what an order would.
        quantity: wholeNumberInput(ORDER_CODES.quantity, 1, ORDER_LINE_MAX_QUANTITY),
        // What the client believed; only ever shown, never used for money (the items table is).
        name: text().max(300).optional(),
        price: z.number().optional(),
        discounted_price: z.number().optional(),
      }),
    )
    .max(200)
    .default([]),
  // The client's figure: ignored. The service recomputes the total from the items table.
  cart_total: z.number().optional(),
  company_address_1: optionalText(200),
  company_address_2: optionalText(200),
  city: optionalText(100),
  state: optionalText(50),
  zip_code: optionalText(20),
  business_license: optionalText(255),
  california_resale: optionalText(100),
  item_id: z.number().int().positive().max(ID_MAX).optional(),
  locale: localeInput.optional(),
});
/** The storefront spec's inquiry payload (section 3). */
export type InquiryPayload = z.output<typeof inquiryInput>;

export const inquiryRef = z.object({ id: idInput(INQUIRY_CODES.notFound) });
