import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '@wholesale/rules';
import {
  ACCOUNT_MESSAGES,
  BODY_NOT_OBJECT,
  codedText,
  parseInput,
  ValidationError,
  EXPECTED_TEXT,
  idInput,
  INQUIRY_NOT_FOUND,
  inquiryInput,
  inquiryRef,
  loginInput,
  profileUpdateInput,
  rejectInput,
  SHOW_REJECTED_FLAG,
  signupInput,
  signupListInput,
  userRef,
} from '@wholesale/contract';

/** The first issue's message, as both doors report it. */
/** The words a door answers a refused input with (its first issue's code, worded from the catalogue). */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  const said = result.success ? undefined : result.error.issues[0]?.message;
  return said === undefined ? undefined : codedText(said).message;
}

/** The code a door answers a refused input with. */
function parseCode(schema: z.ZodType, input: unknown): string | undefined {
  try {
    parseInput(schema, input);
    return undefined;
  } catch (err) {
    return err instanceof ValidationError ? err.code : undefined;
  }
}

describe('door inputs shared by REST and tRPC', () => {
  it('accepts an id as a number (tRPC) or its canonical digits (REST path), nothing else', () => {
    const id = idInput('Gone');
    expect(id.parse(12)).toBe(12);
    expect(id.parse('12')).toBe(12);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
    for (const bad of [0, -1, 1.5, 2_147_483_648, '0', '012', '1e3', ' 1', '2147483648', '', null, undefined, true]) {
      expect(firstMessage(id, bad), String(bad)).toBe('Gone');
    }
    expect(firstMessage(userRef, { userId: 'x' })).toBe(ACCOUNT_MESSAGES.userNotFound);
    expect(firstMessage(inquiryRef, { id: 'abc' })).toBe(INQUIRY_NOT_FOUND);
  });

  it('words a missing or non-text field, and a non-object body, the same for both doors', () => {
    expect(firstMessage(signupInput, { firstName: 1 })).toBe(EXPECTED_TEXT);
    expect(firstMessage(profileUpdateInput, { email: 42 })).toBe(EXPECTED_TEXT);
    for (const bad of ['text', [1], null, 3]) {
      expect(firstMessage(signupInput, bad)).toBe(BODY_NOT_OBJECT);
      expect(firstMessage(inquiryInput, bad)).toBe(BODY_NOT_OBJECT);
    }
    expect(firstMessage(inquiryInput, {})).toBe('Name is required');
    expect(firstMessage(inquiryInput, { name: 'A' })).toBe('Email is required');
    // A malformed login never says which part was wrong.
    expect(firstMessage(loginInput, 'x')).toBe(ACCOUNT_MESSAGES.invalidCredentials);
  });

  it('reads showRejected from a boolean or a query string', () => {
    expect(signupListInput.parse({ showRejected: true }).showRejected).toBe(true);
    expect(signupListInput.parse({ showRejected: 'true' }).showRejected).toBe(true);
    expect(signupListInput.parse({ showRejected: '1' }).showRejected).toBe(true);
    expect(signupListInput.parse({ showRejected: '0' }).showRejected).toBe(false);
    expect(signupListInput.parse({}).showRejected).toBeUndefined();
    expect(firstMessage(signupListInput, { showRejected: 'yes' })).toBe(SHOW_REJECTED_FLAG);
  });

  it('refuses a signup or a profile name that carries a link or a web address (validation.nameLink), after its length', () => {
    const signup = {
      firstName: 'Min',
      lastName: 'Kim',
      companyName: "Kim's B.B.Q.",
      email: 'min@kbbq.test',
      password: 'x',
      licenseNumber: 'LA-1234567',
    };
    expect(signupInput.safeParse(signup).success).toBe(true);
    for (const field of ['firstName', 'lastName', 'companyName'] as const) {
      for (const lure of [
        'Refund desk: visit http://evil.example/claim',
        'evil.example/claim',
        'www.evil',
        'evil.com',
      ]) {
        expect(firstMessage(signupInput, { ...signup, [field]: lure }), `${field}: ${lure}`).toBe(
          VALIDATION_MESSAGES.nameLink,
        );
      }
      // Too long is too long, whatever it holds.
      expect(firstMessage(signupInput, { ...signup, [field]: `http://${'a'.repeat(300)}` })).not.toBe(
        VALIDATION_MESSAGES.nameLink,
      );
    }
    expect(firstMessage(profileUpdateInput, { name: 'visit https://evil.example' })).toBe(VALIDATION_MESSAGES.nameLink);
    expect(firstMessage(profileUpdateInput, { name: 'x'.repeat(101) })).toBe('Name must be at most 100 characters');
    expect(profileUpdateInput.parse({ name: ' St. John ' }).name).toBe('St. John');
    expect(parseCode(profileUpdateInput, { name: 'evil.com' })).toBe('validation.nameLink');
  });

  it('treats a null reject reason as none', () => {
    expect(rejectInput.parse({ reason: null })).toEqual({ reason: undefined });
    expect(rejectInput.parse({})).toEqual({});
    expect(rejectInput.parse({ reason: 'blurry' })).toEqual({ reason: 'blurry' });
  });
});
