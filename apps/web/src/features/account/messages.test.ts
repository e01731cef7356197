import { en, ko } from '../../testing/dictionaries';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_MESSAGES,
  closedByCompanyError,
  VALIDATION_ERRORS,
  loginAttemptsError,
  type ErrorCode,
} from '@wholesale/contract';
import { refusalText } from '../../lib/serverErrorText';
import { fieldText } from './messages';

const said = (what: { code: string; message: string; params?: Readonly<Record<string, string | number>> }) => ({
  code: what.code as ErrorCode,
  message: what.message,
  params: what.params ?? null,
});

describe('server refusals in the reader language, by their codes', () => {
  it('keeps the spec wording in English', () => {
    expect(refusalText(en, said(ACCOUNT_ERRORS.invalidCredentials), 'en')).toBe('Invalid credentials');
    expect(refusalText(en, said(ACCOUNT_ERRORS.pending), 'en')).toBe('Your signup request is still pending');
    expect(refusalText(en, said(loginAttemptsError(60)), 'en')).toBe(
      'Too many login attempts. Please try again in 1 minute.',
    );
    expect(refusalText(en, said(loginAttemptsError(15 * 60)), 'en')).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
  });
  it('names the company and whom to ask when a removed member signs in, in both languages', () => {
    const closed = said(closedByCompanyError('Galbi House', 'Grace Park'));
    expect(refusalText(en, closed, 'en')).toBe(
      'Galbi House closed this account. If you still need to order for them, please ask Grace Park.',
    );
    expect(refusalText(ko, closed, 'ko')).toBe(
      'Galbi House에서 이 계정을 닫았습니다. 계속 주문해야 한다면 Grace Park 님께 문의해 주세요.',
    );
  });
  it('translates known codes to Korean, the minutes from the params, and passes unknown ones through', () => {
    expect(refusalText(ko, said(ACCOUNT_ERRORS.invalidCredentials), 'ko')).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다',
    );
    expect(refusalText(ko, said(loginAttemptsError(15 * 60)), 'ko')).toBe(
      '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
    );
    expect(refusalText(ko, said(VALIDATION_ERRORS.license), 'ko')).toBe(fieldText(ko, 'license'));
    expect(
      refusalText(ko, { code: 'accounts.somethingNew' as ErrorCode, message: 'Something new', params: null }, 'ko'),
    ).toBe('Something new');
    expect(refusalText(ko, { code: null, message: 'Something new', params: null }, 'ko')).toBe('Something new');
    expect(refusalText(ko, { code: null, message: null, params: null }, 'ko')).toBe(ko.serverErrors.common.internal());
  });
  it('never reads the words: a reworded message keeps its translation, and a text without a code is shown as sent', () => {
    expect(
      refusalText(ko, { code: 'accounts.invalidCredentials', message: 'Wrong e-mail or password', params: null }, 'ko'),
    ).toBe('이메일 또는 비밀번호가 올바르지 않습니다');
    expect(refusalText(ko, { code: null, message: ACCOUNT_MESSAGES.invalidCredentials, params: null }, 'ko')).toBe(
      ACCOUNT_MESSAGES.invalidCredentials,
    );
  });
  it('field messages: the spec texts in English', () => {
    expect(fieldText(en, 'invalidEmail')).toBe('Invalid email address');
    expect(fieldText(en, 'fileTooLarge')).toBe('File size must be less than 10MB');
    expect(fieldText(en, 'fileType')).toBe('Only PDF, JPG, and PNG files are allowed');
    expect(fieldText(en, undefined)).toBeUndefined();
  });
  it("the e-mail change's password answers, in both languages, word for word what the server sends", () => {
    expect(refusalText(en, said(ACCOUNT_ERRORS.currentPasswordRequired), 'en')).toBe(
      ACCOUNT_MESSAGES.currentPasswordRequired,
    );
    expect(refusalText(en, said(ACCOUNT_ERRORS.currentPasswordWrong), 'en')).toBe(
      ACCOUNT_MESSAGES.currentPasswordWrong,
    );
    expect(refusalText(ko, said(ACCOUNT_ERRORS.currentPasswordRequired), 'ko')).toBe(
      '이메일 주소를 변경하려면 현재 비밀번호를 입력해 주세요.',
    );
    expect(refusalText(ko, said(ACCOUNT_ERRORS.currentPasswordWrong), 'ko')).toBe('현재 비밀번호가 올바르지 않습니다.');
  });
});
