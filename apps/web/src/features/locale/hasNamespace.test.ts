import { loadLocaleAsync, loadNamespaceAsync } from '@wholesale/i18n';
import { i18nObject } from '@wholesale/i18n/sync';
import { describe, expect, it } from 'vitest';
import { hasNamespace } from './LocaleProvider';

describe('hasNamespace', () => {
  it('tells a translation object built before a namespace came in from one built after', async () => {
    await loadLocaleAsync('en');
    const before = i18nObject('en');
    expect(hasNamespace(before, 'product')).toBe(false);
    await loadNamespaceAsync('en', 'product');
    // The dictionary has it now; the object built earlier still does not (its words would be empty).
    expect(hasNamespace(before, 'product')).toBe(false);
    expect(before.product.pickupTitle()).toBe('');
    const after = i18nObject('en');
    expect(hasNamespace(after, 'product')).toBe(true);
    expect(after.product.pickupTitle()).toBe('Pick up available at DTLA Warehouse');
  });
});
