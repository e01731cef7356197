import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  isValidEmail,
  isValidLicense,
  licenseNumberSchema,
  newPasswordSchema,
  optionalLicenseNumberSchema,
  uploadProblem,
  VALIDATION_CODES,
  VALIDATION_MESSAGES,
} from './validation';

describe('email', () => {
  it('accepts the simple shape and trims', () => {
    expect(isValidEmail('chef@kbbq.com')).toBe(true);
    expect(emailSchema.parse('  chef@kbbq.co.kr ')).toBe('chef@kbbq.co.kr');
  });
  it('rejects other shapes with the spec message', () => {
    for (const bad of ['chef', 'chef@', 'chef@kbbq', '@kbbq.com', 'a b@c.com', 'a@@b.com']) {
      expect(isValidEmail(bad)).toBe(false);
      const r = emailSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(VALIDATION_CODES.email);
    }
  });
});

describe('license', () => {
  it('accepts two letters, optional hyphen, 6 or 7 digits', () => {
    for (const ok of ['LA-1234567', 'CA1234567', 'LA-123456', 'ca123456', 'Ny-7654321']) {
      expect(isValidLicense(ok)).toBe(true);
    }
  });
  it('rejects other variants with the spec message', () => {
    for (const bad of [
      'LA-12345',
      'LA-12345678',
      'L-1234567',
      'LAX1234567',
      'LA--1234567',
      'LA 1234567',
      '12-1234567',
      '',
    ]) {
      expect(isValidLicense(bad)).toBe(false);
      const r = licenseNumberSchema.safeParse(bad);
      expect(r.error?.issues[0]?.message).toBe(VALIDATION_CODES.license);
    }
  });
  it('is checked only when not empty where optional', () => {
    expect(optionalLicenseNumberSchema.parse('')).toBeUndefined();
    expect(optionalLicenseNumberSchema.parse(undefined)).toBeUndefined();
    expect(optionalLicenseNumberSchema.parse(' CA1234567 ')).toBe('CA1234567');
    expect(optionalLicenseNumberSchema.safeParse('CA12').success).toBe(false);
  });
});

describe('password', () => {
  it('needs at least 6 characters', () => {
    expect(newPasswordSchema.safeParse('12345').error?.issues[0]?.message).toBe(VALIDATION_CODES.passwordTooShort);
    expect(VALIDATION_MESSAGES.passwordTooShort).toBe('Password must be at least 6 characters long');
    expect(newPasswordSchema.safeParse('123456').success).toBe(true);
  });
});

describe('uploadProblem', () => {
  it('accepts PDF, JPG and PNG up to 10485760 bytes', () => {
    expect(uploadProblem({ size: 10_485_760, type: 'application/pdf', name: 'license.PDF' })).toBeNull();
    expect(uploadProblem({ size: 1000, type: 'image/jpeg', name: 'id.jpeg' })).toBeNull();
    expect(uploadProblem({ size: 1000, type: 'image/png' })).toBeNull();
  });
  it('rejects larger files with the size message', () => {
    expect(uploadProblem({ size: 10_485_761, type: 'image/png' })).toBe('fileTooLarge');
  });
  it('rejects other types, and names that disagree with the type', () => {
    expect(uploadProblem({ size: 10, type: 'image/gif' })).toBe('fileType');
    expect(uploadProblem({ size: 10, type: 'application/pdf', name: 'x.exe' })).toBe('fileType');
    expect(uploadProblem({ size: 10, type: 'application/pdf', name: 'x.png' })).toBe('fileType');
    expect(uploadProblem({ size: 10, type: 'image/png', name: 'noext' })).toBe('fileType');
  });
  it('rejects empty files', () => {
    expect(uploadProblem({ size: 0, type: 'image/png' })).toBe('fileEmpty');
  });
});
