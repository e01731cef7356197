import { i18nObject, loadAllLocales } from '@wholesale/i18n/sync';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@wholesale/services/contract';
import { fieldText, serverText } from './messages';

loadAllLocales();
const en = i18nObject('en');
const ko = i18nObject('ko');

describe('server messages in the reader language', () => {
  it('keeps the spec wording in English', () => {
    expect(serverText(en, 'Invalid credentials')).toBe('Invalid credentials');
    expect(serverText(en, 'Your signup request is still pending')).toBe('Your signup request is still pending');
    expect(serverText(en, 'Too many login attempts. Please try again in 1 minute.')).toBe('Too many login attempts. Please try again in 1 minute.');
    expect(serverText(en, 'Too many login attempts. Please try again in 15 minutes.')).toBe('Too many login attempts. Please try again in 15 minutes.');
  });
  it('translates known messages to Korean and passes unknown ones through', () => {
    expect(serverText(ko, 'Invalid credentials')).toBe('이메일 또는 비밀번호가 올바르지 않습니다');
    expect(serverText(ko, 'Too many login attempts. Please try again in 15 minutes.')).toBe('로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.');
    expect(serverText(ko, 'License must be in format LA-1234567 or CA1234567')).toBe(fieldText(ko, 'license'));
    expect(serverText(ko, 'Something new')).toBe('Something new');
  });
  it('field messages: the spec texts in English', () => {
    expect(fieldText(en, 'invalidEmail')).toBe('Invalid email address');
    expect(fieldText(en, 'fileTooLarge')).toBe('File size must be less than 10MB');
    expect(fieldText(en, 'fileType')).toBe('Only PDF, JPG, and PNG files are allowed');
    expect(fieldText(en, undefined)).toBeUndefined();
  });
  it("the e-mail change's password answers, in both languages, word for word what the server sends", () => {
    expect(serverText(en, ACCOUNT_MESSAGES.currentPasswordRequired)).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    expect(serverText(en, ACCOUNT_MESSAGES.currentPasswordWrong)).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(serverText(ko, ACCOUNT_MESSAGES.currentPasswordRequired)).toBe('이메일 주소를 변경하려면 현재 비밀번호를 입력해 주세요.');
    expect(serverText(ko, ACCOUNT_MESSAGES.currentPasswordWrong)).toBe('현재 비밀번호가 올바르지 않습니다.');
  });
});
