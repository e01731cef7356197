// The case label reader against the GS1 General Specifications' own element strings and the
// labels meat cases carry: fixed and variable fields, the group separator, the scanner's prefix,
// the printed "(AI)" form staff type, weights in pounds and kilograms, and every refusal.
import { describe, expect, it } from 'vitest';
import { GS1_GROUP_SEPARATOR as GS, GS1_MAX_LENGTH, gtinCheckDigitOk, gtinWithCheckDigit, parseGs1 } from './gs1';

const NOW = new Date('2026-11-30T12:00:00Z');
const read = (raw: string) => parseGs1(raw, NOW);

describe('a GS1-128 case label', () => {
  it("reads the General Specifications' example: GTIN, use-by, lot and serial", () => {
    // (01)09501101020917(17)190508(10)ABCD1234(21)10, the lot ended by the group separator
    expect(read(`]C1010950110102091717190508` + `10ABCD1234${GS}2110`)).toEqual({
      ok: true,
      case: { gtin: '09501101020917', use_by: '2019-05-08', lot: 'ABCD1234', serial: '10' },
    });
  });

  it('reads a catch-weight case in pounds, with its production and pack dates', () => {
    const label = `011001234567890211261124` + `13261125` + `3202004512` + `10L2611-07${GS}21000123`;
    expect(read(label)).toEqual({
      ok: true,
      case: {
        gtin: '10012345678902',
        produced_on: '2026-11-24',
        packed_on: '2026-11-25',
        net_lbs: 45.12,
        lot: 'L2611-07',
        serial: '000123',
      },
    });
  });

  it('converts a weight in kilograms to pounds (and keeps the kilograms as printed)', () => {
    // (01)09501101530003(3103)020450: 20.450 kg
    expect(read('01095011015300033103020450')).toEqual({
      ok: true,
      case: { gtin: '09501101530003', net_kg: 20.45, net_lbs: 45.08 },
    });
    // (3105) 5 decimals: 0.01234 kg
    expect(read('3105001234')).toMatchObject({ ok: true, case: { net_kg: 0.01234, net_lbs: 0.03 } });
  });

  it('reads the printed form staff type, with or without spaces, the variable fields ended for them', () => {
    const printed = '(01) 10012345678902 (10) LOT-A7 (3201) 004510 (21) 77';
    expect(read(printed)).toEqual({
      ok: true,
      case: { gtin: '10012345678902', lot: 'LOT-A7', net_lbs: 451, serial: '77' },
    });
  });

  it('ends a variable field at the end of the code, and takes a separator after a fixed one', () => {
    expect(read(`0110012345678902${GS}10LOT9`)).toEqual({ ok: true, case: { gtin: '10012345678902', lot: 'LOT9' } });
  });

  it('reads dates by the century rule, and a day 00 as the last of the month', () => {
    expect(read('15270200')).toEqual({ ok: true, case: { best_before: '2027-02-28' } });
    expect(read('11991231')).toEqual({ ok: true, case: { produced_on: '1999-12-31' } });
    expect(read('17760101')).toEqual({ ok: true, case: { use_by: '2076-01-01' } });
    expect(read('17770101')).toEqual({ ok: true, case: { use_by: '1977-01-01' } });
  });

  it('checks the GTIN check digit', () => {
    expect(gtinCheckDigitOk('09501101020917')).toBe(true);
    expect(gtinCheckDigitOk('09501101020918')).toBe(false);
    expect(gtinWithCheckDigit('0950110102091')).toBe('09501101020917');
    expect(() => gtinWithCheckDigit('095011010209')).toThrow(RangeError);
    expect(read('0109501101020918')).toEqual({ ok: false, reason: 'malformed', ai: '01' });
  });

  it('refuses what is not a case label it understands, naming the identifier at fault', () => {
    expect(read('')).toEqual({ ok: false, reason: 'empty' });
    expect(read('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(read('x'.repeat(GS1_MAX_LENGTH + 1))).toEqual({ ok: false, reason: 'tooLong' });
    expect(read(']Q3https://example.com')).toEqual({ ok: false, reason: 'notGs1' });
    expect(read('hello')).toEqual({ ok: false, reason: 'notGs1' });
    // (400) a customer's purchase order number: a real AI, not one a case is read by
    expect(read('400PO123')).toEqual({ ok: false, reason: 'unknownAi', ai: '400' });
    expect(read('3306001234')).toEqual({ ok: false, reason: 'unknownAi', ai: '3306' });
    expect(read('01100123456789')).toEqual({ ok: false, reason: 'malformed', ai: '01' });
    expect(read('11261340')).toEqual({ ok: false, reason: 'malformed', ai: '11' });
    expect(read('11260231')).toEqual({ ok: false, reason: 'malformed', ai: '11' });
    expect(read('3202 04512')).toEqual({ ok: false, reason: 'malformed', ai: '3202' });
    expect(read(`10${'A'.repeat(21)}`)).toEqual({ ok: false, reason: 'malformed', ai: '10' });
    expect(read(`10LOT 1`)).toEqual({ ok: false, reason: 'malformed', ai: '10' });
    expect(read(`10A${GS}10B`)).toEqual({ ok: false, reason: 'repeated', ai: '10' });
    expect(read(`32020045123102001000`)).toEqual({ ok: false, reason: 'repeated', ai: '3102' });
  });

  it('reads a long adversarial input in linear time', () => {
    const start = performance.now();
    for (let i = 0; i < 1000; i += 1) read(`10${'A'.repeat(19)}${GS}`.repeat(4).slice(0, GS1_MAX_LENGTH));
    expect(performance.now() - start).toBeLessThan(200);
  });
});
