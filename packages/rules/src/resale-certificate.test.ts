import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  documentExpiryStatus,
  expiringSoonUntil,
  hasExpired,
  reminderDue,
  resaleCertificateCheck,
} from './resale-certificate';

// A fixed "today" (a Los Angeles calendar date), and the days around it.
const TODAY = '2026-03-10';

describe('resaleCertificateCheck', () => {
  it('is ok while the certificate is good, on its last day included, and when no date is known', () => {
    expect(resaleCertificateCheck('2026-12-31', TODAY, false)).toBe('ok');
    expect(resaleCertificateCheck('2026-03-11', TODAY, false)).toBe('ok');
    expect(resaleCertificateCheck(TODAY, TODAY, false)).toBe('ok');
    expect(resaleCertificateCheck(null, TODAY, false)).toBe('ok');
    expect(resaleCertificateCheck(null, TODAY, true)).toBe('ok');
  });

  it('refuses from the day after, unless the setting allows it with a warning', () => {
    expect(resaleCertificateCheck('2026-03-09', TODAY, false)).toBe('expired-refuse');
    expect(resaleCertificateCheck('2020-01-01', TODAY, false)).toBe('expired-refuse');
    expect(resaleCertificateCheck('2026-03-09', TODAY, true)).toBe('expired-warn');
  });

  it('compares calendar dates across months and years', () => {
    expect(resaleCertificateCheck('2025-12-31', '2026-01-01', false)).toBe('expired-refuse');
    expect(resaleCertificateCheck('2026-01-01', '2025-12-31', false)).toBe('ok');
  });
});

describe('the expiry calendar', () => {
  it('counts whole days, across a daylight-saving change and a leap day', () => {
    expect(daysUntil('2026-03-10', TODAY)).toBe(0);
    expect(daysUntil('2026-04-09', TODAY)).toBe(30);
    expect(daysUntil('2026-03-03', TODAY)).toBe(-7);
    // 2026-03-08 is the spring-forward Sunday in Los Angeles; calendar days do not care.
    expect(daysUntil('2026-03-09', '2026-03-07')).toBe(2);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(hasExpired('2026-03-09', TODAY)).toBe(true);
    expect(hasExpired(TODAY, TODAY)).toBe(false);
    expect(hasExpired(null, TODAY)).toBe(false);
  });

  it('reminds at 30 days, then at 7, never before 30 nor after expiry', () => {
    expect(reminderDue('2026-04-10', TODAY)).toBeNull(); // 31 days
    expect(reminderDue('2026-04-09', TODAY)).toBe(30);
    expect(reminderDue('2026-03-18', TODAY)).toBe(30); // 8 days
    expect(reminderDue('2026-03-17', TODAY)).toBe(7);
    expect(reminderDue(TODAY, TODAY)).toBe(7);
    expect(reminderDue('2026-03-09', TODAY)).toBeNull();
    expect(reminderDue(null, TODAY)).toBeNull();
  });

  it('says where a document stands, and how far the dashboard looks', () => {
    expect(documentExpiryStatus(null, TODAY)).toBe('undated');
    expect(documentExpiryStatus('2026-04-10', TODAY)).toBe('valid');
    expect(documentExpiryStatus('2026-04-09', TODAY)).toBe('expiring');
    expect(documentExpiryStatus(TODAY, TODAY)).toBe('expiring');
    expect(documentExpiryStatus('2026-03-09', TODAY)).toBe('expired');
    expect(expiringSoonUntil(TODAY)).toBe('2026-04-09');
  });
});
