import { describe, expect, it } from 'vitest';
import {
  financeChargeState,
  monthLabel,
  overLimit,
  percentText,
  showAccountTab,
  statementHref,
  statementLinks,
  termsWords,
} from './model';
import { answerForEachViewer } from '../../../testing/viewers';

describe('the Account view', () => {
  it('is offered to the owner and viewers, never to an orderer or an admin', () => {
    expect(answerForEachViewer(showAccountTab)).toEqual({ owner: true, orderer: false, viewer: true, admin: false });
  });

  it('links each statement in the page language and the other one', () => {
    expect(statementHref('2026-10', 'en')).toBe('/api/company/statements/2026-10.pdf?lang=en');
    expect(statementLinks('2026-10', 'ko')).toEqual({
      href: '/api/company/statements/2026-10.pdf?lang=ko',
      lang: 'ko',
      other: { href: '/api/company/statements/2026-10.pdf?lang=en', lang: 'en' },
    });
    expect(statementLinks('2026-10', 'en').other.lang).toBe('ko');
  });

  it('names a month in the page language', () => {
    expect(monthLabel('2026-10', 'en')).toBe('October 2026');
    expect(monthLabel('2026-01', 'ko')).toBe('2026년 1월');
    expect(monthLabel('2026-13', 'en')).toBe('2026-13');
  });

  it('says the terms and whether the credit is past its limit', () => {
    const T = { pickup: () => 'Due at pickup', net: ({ days }: { days: number }) => `Net ${days} days` };
    expect(termsWords('pickup', T)).toBe('Due at pickup');
    expect(termsWords('net30', T)).toBe('Net 30 days');
    expect(overLimit(null)).toBe(false);
    expect(overLimit(0)).toBe(false);
    expect(overLimit(-5)).toBe(true);
  });

  it('name the company in a statement staff download', () => {
    expect(statementHref('2026-10', 'ko', 42)).toBe('/api/company/statements/2026-10.pdf?lang=ko&company=42');
    expect(statementLinks('2026-10', 'en', 42).other.href).toBe(
      '/api/company/statements/2026-10.pdf?lang=ko&company=42',
    );
  });

  it('tell an owed finance charge from a paid or waived one, and print its rate', () => {
    expect(financeChargeState({ settled: null })).toBe('owed');
    expect(financeChargeState({ settled: { kind: 'paid' } })).toBe('paid');
    expect(financeChargeState({ settled: { kind: 'waived' } })).toBe('waived');
    expect(percentText(10)).toBe('10');
    expect(percentText(16.5)).toBe('16.5');
    expect(percentText(0.1 + 0.2)).toBe('0.3');
  });
});
