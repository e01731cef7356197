// The product's wording for accounts (sign-in, signup, password reset, profile, buyer inquiries):
// each message's code is `<domain>.<key>` (error-codes.ts). Imports nothing of its own domain, so
// inputs and services can both read it.
import type { CodedMessage } from '../errors';
import { coded } from '../errors';
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
} as const;

export function tooManyLoginAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export const INQUIRY_NOT_FOUND = 'Inquiry not found';
export const SHOW_REJECTED_FLAG = 'showRejected must be true or false';
export const PHONE_MESSAGE = 'Phone number may contain only digits, spaces and + - ( ), up to 20 characters';

export const ACCOUNT_ERRORS = coded('accounts', ACCOUNT_MESSAGES);

export function loginAttemptsError(retryAfterSeconds: number): CodedMessage {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    code: 'accounts.tooManyLoginAttempts',
    message: tooManyLoginAttempts(retryAfterSeconds),
    params: { minutes },
  };
}
