import { describe, expect, it } from 'vitest';
import { annualRateText, checkFinanceFields, financeFields, readGraceDays, readPercent } from './financeCharges';

describe('late payment interest fields', () => {
  it('read a percent above 0, to two decimals, up to the maximum', () => {
    expect(readPercent('1.5', 10)).toBe(1.5);
    expect(readPercent(' 1.25% ', 10)).toBe(1.25);
    expect(readPercent('.5', 10)).toBe(0.5);
    expect(readPercent('10', 10)).toBe(10);
    expect(readPercent('10.01', 10)).toBeNull();
    expect(readPercent('0', 10)).toBeNull();
    expect(readPercent('1.255', 10)).toBeNull();
    expect(readPercent('-1', 10)).toBeNull();
    expect(readPercent('', 10)).toBeNull();
    expect(readPercent('1e1', 100)).toBeNull();
    expect(readPercent('100', 100)).toBe(100);
  });

  it('read whole days of grace from 0 to 90', () => {
    expect(readGraceDays('0')).toBe(0);
    expect(readGraceDays(' 10 ')).toBe(10);
    expect(readGraceDays('90')).toBe(90);
    expect(readGraceDays('91')).toBeNull();
    expect(readGraceDays('1.5')).toBeNull();
    expect(readGraceDays('')).toBeNull();
  });

  it('check the group, off or on, and say which fields are wrong', () => {
    expect(checkFinanceFields({ enabled: false, rate: '1.5', max: '10', grace: '10' })).toEqual({
      ok: true,
      value: { enabled: false, monthly_rate_percent: 1.5, annual_max_percent: 10, grace_days: 10 },
    });
    expect(checkFinanceFields({ enabled: true, rate: '11', max: '10', grace: 'x' })).toEqual({
      ok: false,
      invalid: { rate: true, max: false, grace: true },
    });
    expect(financeFields({ enabled: true, monthly_rate_percent: 1.5, annual_max_percent: 10, grace_days: 10 })).toEqual(
      { enabled: true, rate: '1.5', max: '10', grace: '10' },
    );
  });

  it('charge twelve months of the rate, at most the legal maximum', () => {
    expect(annualRateText({ monthly_rate_percent: 1.5, annual_max_percent: 10 })).toBe('10');
    expect(annualRateText({ monthly_rate_percent: 1.5, annual_max_percent: 24 })).toBe('18');
    expect(annualRateText({ monthly_rate_percent: 1.25, annual_max_percent: 24 })).toBe('15');
  });
});
