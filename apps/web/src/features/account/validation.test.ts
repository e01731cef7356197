import { describe, expect, it } from 'vitest';
import {
  fileError,
  hasErrors,
  signupPayload,
  SIGNUP_FIELDS,
  validateContact,
  validateLogin,
  validateProfile,
  validateReset,
  validateSignup,
  type SignupValues,
} from './validation';
import { firstInvalid } from './useFieldRefs';

const good: SignupValues = {
  ...(Object.fromEntries(SIGNUP_FIELDS.map((f) => [f, ''])) as SignupValues),
  firstName: 'Min',
  lastName: 'Kim',
  companyName: 'Seoul BBQ',
  email: 'min@seoulbbq.test',
  password: 'x',
  licenseNumber: 'LA-1234567',
};

describe('signup validation (spec section 5)', () => {
  it('accepts the required fields with no password rule', () => {
    expect(validateSignup(good)).toEqual({});
  });
  it('names every missing required field, in form order', () => {
    const errors = validateSignup({ ...good, firstName: ' ', companyName: '', password: '', licenseNumber: '' });
    expect(errors).toEqual({
      firstName: 'required',
      companyName: 'required',
      password: 'required',
      licenseNumber: 'required',
    });
    expect(firstInvalid(SIGNUP_FIELDS, errors)).toBe('firstName');
  });
  it('checks the e-mail shape and the license pattern', () => {
    expect(validateSignup({ ...good, email: 'min@seoulbbq' }).email).toBe('invalidEmail');
    expect(validateSignup({ ...good, licenseNumber: 'CA1234567' }).licenseNumber).toBeUndefined();
    expect(validateSignup({ ...good, licenseNumber: 'LA-12345' }).licenseNumber).toBe('license');
    expect(validateSignup({ ...good, licenseNumber: 'L1-1234567' }).licenseNumber).toBe('license');
  });
  it('refuses a name or a company carrying a link or a web address, as the server does', () => {
    const lure = 'Refund desk: visit http://evil.example/claim';
    expect(validateSignup({ ...good, firstName: lure, lastName: 'evil.com', companyName: 'www.evil' })).toEqual({
      firstName: 'nameLink',
      lastName: 'nameLink',
      companyName: 'nameLink',
    });
    expect(validateSignup({ ...good, companyName: "Kim's B.B.Q.", lastName: 'St. John' })).toEqual({});
    expect(validateProfile({ name: lure, email: 'a@b.co', phone: '' })).toEqual({ name: 'nameLink' });
  });
  it('builds the payload trimmed, upper-casing the license and dropping empty optional fields', () => {
    const p = signupPayload({ ...good, licenseNumber: ' la1234567 ', city: '  ', phone: ' 213 ' }, 'ko');
    expect(p.licenseNumber).toBe('LA1234567');
    expect(p.city).toBeUndefined();
    expect(p.phone).toBe('213');
    expect(p.locale).toBe('ko');
    expect(typeof p.timestamp).toBe('string');
  });
});

describe('files', () => {
  it('maps the shared upload rule to message keys', () => {
    expect(fileError({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeUndefined();
    expect(fileError({ name: 'a.png', type: 'image/png', size: 10_485_761 })).toBe('fileTooLarge');
    expect(fileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('fileType');
    expect(fileError({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('fileEmpty');
  });
});

describe('other forms', () => {
  it('login needs an e-mail of the simple shape and a password', () => {
    expect(validateLogin({ email: 'a@b.c', password: 'p' })).toEqual({});
    expect(validateLogin({ email: 'a@b', password: '' })).toEqual({ email: 'invalidEmail', password: 'required' });
  });
  it('reset needs 6 characters and matching entries', () => {
    expect(validateReset({ password: '12345', confirm: '12345' })).toEqual({ password: 'passwordTooShort' });
    expect(validateReset({ password: '123456', confirm: '123457' })).toEqual({ confirm: 'passwordsDoNotMatch' });
    expect(hasErrors(validateReset({ password: '123456', confirm: '123456' }))).toBe(false);
  });
  it('contact requires name and email; a typed license must match only for visitors', () => {
    const v = {
      name: 'A',
      email: 'a@b.co',
      phone: '',
      company: '',
      message: '',
      companyAddress1: '',
      companyAddress2: '',
      city: '',
      state: '',
      zipCode: '',
      licenseNumber: 'bad',
      californiaResale: '',
    };
    expect(validateContact(v)).toEqual({ licenseNumber: 'license' });
    expect(validateContact(v, true)).toEqual({});
    expect(validateContact({ ...v, name: '', email: '', licenseNumber: '' })).toEqual({
      name: 'required',
      email: 'required',
    });
  });
  it('profile edit requires a name and a valid e-mail; a phone, when given, has digits', () => {
    expect(validateProfile({ name: 'A', email: 'a@b.co', phone: '' })).toEqual({});
    expect(validateProfile({ name: '', email: 'x', phone: 'abc' })).toEqual({
      name: 'required',
      email: 'invalidEmail',
      phone: 'invalidPhone',
    });
  });
});
