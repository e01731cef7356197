import {
  carriesWebAddress,
  isValidEmail,
  isValidLicense,
  MIN_PASSWORD_LENGTH,
  uploadProblem,
} from '@wholesale/rules/checks';

// The account forms' rules (storefront spec, section 5) as pure functions returning message keys
// of the `account.form` dictionary, so the pages translate them and tests need no React.

export type FieldErrorKey =
  | 'required'
  | 'invalidEmail'
  | 'license'
  | 'passwordTooShort'
  | 'passwordsDoNotMatch'
  | 'fileTooLarge'
  | 'fileType'
  | 'fileEmpty'
  | 'nameLink'
  | 'invalidPhone';

export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorKey>>;

const blank = (v: string | undefined) => !v || v.trim() === '';

function emailError(v: string): FieldErrorKey | undefined {
  if (blank(v)) return 'required';
  return isValidEmail(v) ? undefined : 'invalidEmail';
}

/** A name the business's mails repeat: required, and without a link or a web address (the server's rule). */
function nameError(v: string): FieldErrorKey | undefined {
  if (blank(v)) return 'required';
  return carriesWebAddress(v.trim()) ? 'nameLink' : undefined;
}

function clean<F extends string>(errors: Partial<Record<F, FieldErrorKey | undefined>>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const [k, v] of Object.entries(errors) as [F, FieldErrorKey | undefined][]) if (v) out[k] = v;
  return out;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((v) => v !== undefined);
}

// ---------------------------------------------------------------- login

export type LoginField = 'email' | 'password';
export function validateLogin(v: { email: string; password: string }): FieldErrors<LoginField> {
  return clean({ email: emailError(v.email), password: v.password === '' ? 'required' : undefined });
}

// ---------------------------------------------------------------- signup

/** The business address, asked the same way at signup and by a signed-out visitor's message. */
const BUSINESS_ADDRESS_FIELDS = ['companyAddress1', 'companyAddress2', 'city', 'state', 'zipCode'] as const;

export const SIGNUP_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'password',
  'phone',
  'licenseNumber',
  'californiaResale',
  ...BUSINESS_ADDRESS_FIELDS,
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;

/**
 * Required: first name, last name, company, email, password, business license (spec section 5).
 * The license must match the pattern when not empty; the signup form has no password rule.
 */
export function validateSignup(v: SignupValues): FieldErrors<SignupField> {
  return clean<SignupField>({
    firstName: nameError(v.firstName),
    lastName: nameError(v.lastName),
    companyName: nameError(v.companyName),
    email: emailError(v.email),
    password: v.password === '' ? 'required' : undefined,
    licenseNumber: blank(v.licenseNumber) ? 'required' : isValidLicense(v.licenseNumber) ? undefined : 'license',
  });
}

/** The signup payload: trimmed, with empty optional fields left out. */
export function signupPayload(v: SignupValues, locale: 'en' | 'ko') {
  const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    companyName: v.companyName.trim(),
    email: v.email.trim(),
    password: v.password,
    licenseNumber: v.licenseNumber.trim().toUpperCase(),
    companyAddress1: opt(v.companyAddress1),
    companyAddress2: opt(v.companyAddress2),
    zipCode: opt(v.zipCode),
    city: opt(v.city),
    state: opt(v.state),
    phone: opt(v.phone),
    californiaResale: opt(v.californiaResale),
    timestamp: new Date().toISOString(),
    locale,
  };
}

// ---------------------------------------------------------------- files

/** PDF, JPG/JPEG or PNG under 10 MB (the shared rule; the server checks the content again). */
export function fileError(file: { size: number; type: string; name: string }): FieldErrorKey | undefined {
  return uploadProblem(file) ?? undefined;
}

// ---------------------------------------------------------------- password reset

export type ResetField = 'password' | 'confirm';
export function validateReset(v: { password: string; confirm: string }): FieldErrors<ResetField> {
  return clean<ResetField>({
    password: v.password.length < MIN_PASSWORD_LENGTH ? 'passwordTooShort' : undefined,
    confirm: v.password !== v.confirm ? 'passwordsDoNotMatch' : undefined,
  });
}

// ---------------------------------------------------------------- profile edit

export type ProfileField = 'name' | 'email' | 'phone';
/** The spec shows no rule here; we ask what the rest of the account needs: a name and an e-mail. */
export function validateProfile(v: { name: string; email: string; phone: string }): FieldErrors<ProfileField> {
  const digits = v.phone.replace(/\D/g, '');
  return clean<ProfileField>({
    name: nameError(v.name),
    email: emailError(v.email),
    phone: v.phone.trim() !== '' && digits.length < 7 ? 'invalidPhone' : undefined,
  });
}

// ---------------------------------------------------------------- contact

export const CONTACT_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'message',
  ...BUSINESS_ADDRESS_FIELDS,
  'licenseNumber',
  'californiaResale',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/**
 * Name and email are required; a license typed by a signed-out visitor must match the pattern
 * when given (a signed-in buyer's comes from the account and is not shown).
 */
export function validateContact(v: ContactValues, signedIn = false): FieldErrors<ContactField> {
  return clean<ContactField>({
    name: blank(v.name) ? 'required' : undefined,
    email: emailError(v.email),
    licenseNumber: !signedIn && !blank(v.licenseNumber) && !isValidLicense(v.licenseNumber) ? 'license' : undefined,
  });
}
