import type { TranslationFunctions } from '@wholesale/i18n';
import type { FieldErrorKey } from './validation';

// The server answers in the spec's English wording (REST clients read it as is). In the pages,
// a known message is shown in the reader's language; an unknown one is shown as sent.

type LL = TranslationFunctions;

const SERVER_KEYS = {
  'Invalid credentials': 'invalidCredentials',
  'Your signup request is still pending': 'pending',
  'An account with this email already exists': 'emailTaken',
  'A signup request for this email is already pending review': 'requestOpen',
  'This upload link is invalid or has expired. Please submit the form again.': 'uploadLink',
  'This password reset link is invalid or has expired. Please request a new one.': 'resetLink',
  'If an account exists for this email, a password reset link has been sent.': 'resetRequested',
  'User not found': 'userNotFound',
  'Something went wrong': 'somethingWrong',
  'Please enter your current password to change your e-mail address.': 'currentPasswordRequired',
  'The current password is incorrect.': 'currentPasswordWrong',
  'Text can be at most 20,000 characters': 'textTooLong',
} as const satisfies Record<string, keyof LL['account']['server']>;

const FIELD_MESSAGES: Record<string, FieldErrorKey> = {
  'Invalid email address': 'invalidEmail',
  'License must be in format LA-1234567 or CA1234567': 'license',
  'Password must be at least 6 characters long': 'passwordTooShort',
  'Passwords do not match': 'passwordsDoNotMatch',
  'File size must be less than 10MB': 'fileTooLarge',
  'Only PDF, JPG, and PNG files are allowed': 'fileType',
};

export function serverText(LL: LL, message: string): string {
  const key = (SERVER_KEYS as Record<string, keyof LL['account']['server'] | undefined>)[message];
  if (key && key !== 'tooManyAttempts') return LL.account.server[key]();
  const field = FIELD_MESSAGES[message];
  if (field) return LL.account.form[field]();
  const minutes = message.match(/^Too many login attempts\. Please try again in (\d+) minutes?\.$/);
  if (minutes) return LL.account.server.tooManyAttempts({ minutes: Number(minutes[1]) });
  return message;
}

export function fieldText(LL: LL, key: FieldErrorKey | undefined): string | undefined {
  return key ? LL.account.form[key]() : undefined;
}
