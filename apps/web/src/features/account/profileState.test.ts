import { describe, expect, it } from 'vitest';
import { profileState } from './profileState';

const q = (s: string) => new URLSearchParams(s);

describe('profile tabs and views', () => {
  it('buyers: cart tab from the cart buttons, orders and edit views', () => {
    expect(profileState(q('tab=cart'), 'buyer')).toEqual({ tab: 'cart', view: 'all' });
    expect(profileState(q('view=orders'), 'buyer')).toEqual({ tab: 'main', view: 'orders' });
    expect(profileState(q('view=edit'), 'buyer')).toEqual({ tab: 'main', view: 'edit' });
    expect(profileState(q('view=nonsense'), 'buyer')).toEqual({ tab: 'main', view: 'all' });
  });
  it('admins have no cart or orders', () => {
    expect(profileState(q('tab=cart'), 'admin')).toEqual({ tab: 'main', view: 'all' });
    expect(profileState(q('view=orders'), 'admin')).toEqual({ tab: 'main', view: 'all' });
    expect(profileState(q('view=edit'), 'admin')).toEqual({ tab: 'main', view: 'edit' });
  });
});
