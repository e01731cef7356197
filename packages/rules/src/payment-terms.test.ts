import { describe, expect, it } from 'vitest';
import { daysOverdue, invoiceDueOn, overdueReminderDue } from './payment-terms';

describe('invoiceDueOn', () => {
  it('is the day of issue on pickup terms, and net days later otherwise, across months and years', () => {
    expect(invoiceDueOn('2026-11-25', 'pickup')).toBe('2026-11-25');
    expect(invoiceDueOn('2026-11-25', 'net7')).toBe('2026-12-02');
    expect(invoiceDueOn('2026-12-20', 'net15')).toBe('2027-01-04');
    expect(invoiceDueOn('2027-02-10', 'net30')).toBe('2027-03-12');
    // across the change to daylight saving time (Mar 14, 2027)
    expect(invoiceDueOn('2027-03-10', 'net7')).toBe('2027-03-17');
  });
});

describe('daysOverdue', () => {
  it('counts whole days past the due date, and none before or on it', () => {
    expect(daysOverdue('2026-11-25', '2026-11-24')).toBe(0);
    expect(daysOverdue('2026-11-25', '2026-11-25')).toBe(0);
    expect(daysOverdue('2026-11-25', '2026-11-26')).toBe(1);
    expect(daysOverdue('2026-11-25', '2027-01-24')).toBe(60);
  });
});

describe('overdueReminderDue', () => {
  it('is the first the day after the due date, one more each week, four at most', () => {
    expect(overdueReminderDue('2026-11-25', '2026-11-25')).toBe(0);
    expect(overdueReminderDue('2026-11-25', '2026-11-26')).toBe(1);
    expect(overdueReminderDue('2026-11-25', '2026-12-02')).toBe(1);
    expect(overdueReminderDue('2026-11-25', '2026-12-03')).toBe(2);
    expect(overdueReminderDue('2026-11-25', '2026-12-17')).toBe(4);
    expect(overdueReminderDue('2026-11-25', '2027-03-01')).toBe(4);
  });
});
