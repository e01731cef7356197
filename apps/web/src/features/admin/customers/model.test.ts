import { buyerPricesInput, type OwnPrice as AnsweredOwnPrice } from '@wholesale/contract';
import { en, ko } from '../../../testing/dictionaries';
import { describe, expect, it } from 'vitest';
import { localName } from '../prices/products';
import {
  changedOwnPrices,
  checkCreditLimit,
  creditLimitField,
  customerHref,
  customerName,
  customersHref,
  draftsOf,
  hasOwnPriceEdits,
  missedFlagged,
  ownsNoTeam,
  parseCustomersView,
  TERMS_CODES,
  termsLabel,
  remindersPausedOf,
} from './model';

describe('the customers page URL', () => {
  it('reads the search and the open customer, and writes them back', () => {
    expect(parseCustomersView('?page=customers')).toEqual({});
    expect(parseCustomersView('?page=customers&q=%20Grill%20%20House%20')).toEqual({ q: 'Grill House' });
    expect(parseCustomersView('?page=customers&customer=42')).toEqual({ customerId: 42 });
    expect(parseCustomersView(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
    for (const junk of ['0', '-3', 'x', '4.2', '01', '99999999999'])
      expect(parseCustomersView(`?customer=${junk}`), junk).toEqual({});
    expect(customersHref()).toBe('/admin/dashboard?page=customers');
    expect(customersHref({ q: ' kim ', customerId: 4 })).toBe('/admin/dashboard?page=customers&q=kim&customer=4');
    expect(customerHref(7)).toBe('/admin/dashboard?page=customers&customer=7');
    const view = { q: '김 식당', customerId: 9 };
    expect(parseCustomersView(new URL(customersHref(view), 'http://x').search)).toEqual(view);
  });
});

describe('a customer', () => {
  it('is named by company, else name, else e-mail', () => {
    expect(customerName({ company: 'Grill House', name: 'Dana', email: 'd@x.test' })).toBe('Grill House');
    expect(customerName({ company: ' ', name: 'Dana', email: 'd@x.test' })).toBe('Dana');
    expect(customerName({ company: null, name: '', email: 'd@x.test' })).toBe('d@x.test');
  });
});

describe('own prices', () => {
  const saved = [
    { item_id: 5, price: 12.5 },
    { item_id: 7, price: 3 },
  ];

  it('start as their saved prices and save only those changed', () => {
    const drafts = draftsOf(saved);
    expect(drafts).toEqual({ 5: '12.50', 7: '3.00' });
    expect(hasOwnPriceEdits(saved, drafts)).toBe(false);
    expect(changedOwnPrices(saved, drafts)).toEqual({ ok: true, prices: [] });
    const edited = { ...drafts, 5: '$12.5', 7: '2.75' };
    expect(hasOwnPriceEdits(saved, edited)).toBe(true);
    const check = changedOwnPrices(saved, edited);
    expect(check).toEqual({ ok: true, prices: [{ item_id: 7, price: 2.75 }] });
    // what the server takes
    if (check.ok) expect(buyerPricesInput.safeParse({ prices: check.prices }).success).toBe(true);
  });

  it('name the items whose typed price the server would refuse', () => {
    const edited = { 5: '0', 7: 'abc' };
    expect(hasOwnPriceEdits(saved, edited)).toBe(true);
    expect(changedOwnPrices(saved, edited)).toEqual({ ok: false, invalid: [5, 7] });
  });
});

describe('own prices as the server answers them', () => {
  // GET /api/users/:id/prices: each own price with its product's names and other prices (no spec).
  const answer: AnsweredOwnPrice[] = [
    { item_id: 5, name: 'Galbi', name_ko: '갈비', price: 12.5, list_price: 14, member_price: 13.5 },
    { item_id: 8, name: 'Brisket', name_ko: '', price: 7, list_price: 9, member_price: 9 },
  ];

  it('are named from the answer in the page’s language (no catalogue loaded)', () => {
    expect(answer.map((p) => localName(p, 'en'))).toEqual(['Galbi', 'Brisket']);
    // a product without a Korean name keeps its English one
    expect(answer.map((p) => localName(p, 'ko'))).toEqual(['갈비', 'Brisket']);
    // the answer has no spec: the table shows what is there
    expect(answer.some((p) => 'spec' in p)).toBe(false);
  });

  it('are edited and saved as the answer gives them', () => {
    const drafts = draftsOf(answer);
    expect(drafts).toEqual({ 5: '12.50', 8: '7.00' });
    expect(changedOwnPrices(answer, { ...drafts, 8: '6.5' })).toEqual({
      ok: true,
      prices: [{ item_id: 8, price: 6.5 }],
    });
  });
});

describe('a customer’s team', () => {
  it('is none of theirs when company.team answers that no company of theirs is found; any other refusal is a load error', () => {
    expect(ownsNoTeam({ status: 404, code: 'accounts.userNotFound' })).toBe(true);
    expect(ownsNoTeam({ status: 404, code: 'company.memberNotFound' })).toBe(false);
    expect(ownsNoTeam({ status: 403, code: 'company.ownerOnly' })).toBe(false);
    expect(ownsNoTeam({ status: 500, code: null })).toBe(false);
    expect(ownsNoTeam({ status: null, code: null })).toBe(false);
  });
});

describe('a company’s terms and credit limit', () => {
  it('names the terms in both languages', () => {
    expect(termsLabel(en.admin.customers.terms, 'pickup')).toBe('Due at pickup');
    expect(termsLabel(en.admin.customers.terms, 'net30')).toBe('Net 30 days');
    expect(termsLabel(ko.admin.customers.terms, 'pickup')).toBe('픽업 시 결제');
    expect(termsLabel(ko.admin.customers.terms, 'net15')).toBe('청구일로부터 15일 이내');
    expect(TERMS_CODES.map((t) => termsLabel(en.admin.customers.terms, t))).toHaveLength(4);
  });

  it('reads a blank limit as none, dollars and cents as a limit, anything else as invalid', () => {
    expect(checkCreditLimit('')).toEqual({ ok: true, limit: null });
    expect(checkCreditLimit('   ')).toEqual({ ok: true, limit: null });
    expect(checkCreditLimit('$5,000')).toEqual({ ok: true, limit: 5000 });
    expect(checkCreditLimit('0')).toEqual({ ok: true, limit: 0 });
    expect(checkCreditLimit('1250.5')).toEqual({ ok: true, limit: 1250.5 });
    expect(checkCreditLimit('12.345')).toEqual({ ok: false });
    expect(checkCreditLimit('-5')).toEqual({ ok: false });
    expect(checkCreditLimit('lots')).toEqual({ ok: false });
    expect(checkCreditLimit('1000000.01')).toEqual({ ok: false });
    expect(checkCreditLimit('1000000')).toEqual({ ok: true, limit: 1_000_000 });
    expect(creditLimitField(null)).toBe('');
    expect(creditLimitField(5000)).toBe('5000.00');
  });
});

describe('the overdue reminders switch', () => {
  it('reads the paused state when the customer carries it, and says when it does not', () => {
    expect(remindersPausedOf({ id: 1 })).toBeNull();
    expect(remindersPausedOf({ id: 1, reminders_paused: true })).toBe(true);
    expect(remindersPausedOf({ id: 1, reminders_paused: false })).toBe(false);
    expect(remindersPausedOf({ id: 1, reminders_paused: 'yes' })).toBeNull();
  });
});

describe('missed pickups', () => {
  it('flags a customer at the setting or more, not below it', () => {
    expect(missedFlagged({ missed_pickups: 1, missed_pickups_flag: 2 })).toBe(false);
    expect(missedFlagged({ missed_pickups: 2, missed_pickups_flag: 2 })).toBe(true);
    expect(missedFlagged({ missed_pickups: 3, missed_pickups_flag: 2 })).toBe(true);
  });
});
