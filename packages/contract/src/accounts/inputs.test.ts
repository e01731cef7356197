import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, BODY_NOT_OBJECT, EXPECTED_TEXT, idInput, INQUIRY_NOT_FOUND, inquiryInput, inquiryRef, loginInput, profileUpdateInput, rejectInput, SHOW_REJECTED_FLAG, signupInput, signupListInput, userRef } from '@wholesale/contract';

/** The first issue's message, as both doors report it. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
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

  it('treats a null reject reason as none', () => {
    expect(rejectInput.parse({ reason: null })).toEqual({ reason: undefined });
    expect(rejectInput.parse({})).toEqual({});
    expect(rejectInput.parse({ reason: 'blurry' })).toEqual({ reason: 'blurry' });
  });
});
