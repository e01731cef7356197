// The product's wording for accounts (sign-in, signup, password reset, profile, buyer inquiries):
// each message's code is `<domain>.<key>` (error-codes.ts). Imports nothing of its own domain, so
// inputs and services can both read it.
import type { CodedMessage } from '../errors';
import { coded, codesOf, withParams } from '../errors';
/** Messages in the spec's wording (storefront spec section 8, catalogue spec admin toasts). */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  pending: 'Your signup request is still pending',
  emailTaken: 'An account with this email already exists',
  requestOpen: 'A signup request for this email is already pending review',
  uploadLink: 'This upload link is invalid or has expired. Please submit the form again.',
  resetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  resetRequested: 'If an account exists for this email, a password reset link has been sent.',
  resetDone: 'Password reset successfully! You can now log in with your new password.',
  userNotFound: 'User not found',
  noAddress: 'No address found',
  requestNotFound: 'Signup request not found',
  documentNotFound: 'Document not found',
  requestNotPending: 'This signup request is no longer pending',
  requestNotRejected: 'Only a rejected request can be reverted',
  currentPasswordRequired: 'Please enter your current password to change your e-mail address.',
  currentPasswordWrong: 'The current password is incorrect.',
  tooManyPasswordTries: 'Too many wrong passwords. Please try again in 15 minutes.',
  profileChanged: 'Your profile was changed meanwhile. Please reload the page and try again.',
  // a form's fields (signup, profile, the contact form)
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: 'Company name is required',
  licenseRequired: 'Business license is required',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  phone: 'Phone number may contain only digits, spaces and + - ( ), up to 20 characters',
  showRejectedFlag: 'showRejected must be true or false',
  /** `minutes`: the wait, in whole minutes */
  tooManyLoginAttempts: 'Too many login attempts. Please try again in {minutes:number} minute{{s}}.',
  /**
   * a member the owner removed, told only after the right password: `company`, and `owner`, whom
   * to ask (their name, or the company's when they have none)
   */
  closedByCompany:
    '{company:string} closed this account. If you still need to order for them, please ask {owner:string}.',
} as const;

export const INQUIRY_NOT_FOUND = 'Inquiry not found';

export const ACCOUNT_ERRORS = coded('accounts', ACCOUNT_MESSAGES);
export const SHOW_REJECTED_FLAG = ACCOUNT_MESSAGES.showRejectedFlag;
export const PHONE_MESSAGE = ACCOUNT_MESSAGES.phone;
export const ACCOUNT_CODES = codesOf(ACCOUNT_ERRORS);

export function closedByCompanyError(company: string, owner: string): CodedMessage {
  return withParams(ACCOUNT_ERRORS.closedByCompany, { company, owner });
}

export function loginAttemptsError(retryAfterSeconds: number): CodedMessage {
  return withParams(ACCOUNT_ERRORS.tooManyLoginAttempts, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}
