import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The router reads `window` when it loads; these tests run in Node, so a small stand-in for the
// parts it uses (location, history, events) is put in place before it is imported.
class FakeWindow {
  location = { pathname: '/wholesale/marinated', search: '', hash: '' };
  scrollY = 0;
  private popListeners: (() => void)[] = [];
  history = {
    state: null as unknown,
    scrollRestoration: 'auto',
    pushState: (state: unknown, _title: string, url: string) => this.go(state, url),
    replaceState: (state: unknown, _title: string, url: string) => this.go(state, url),
    back: () => {
      this.historyBacks++;
    },
  };
  historyBacks = 0;
  unloadListeners = 0;
  addEventListener(type: string, listener: () => void) {
    if (type === 'popstate') this.popListeners.push(listener);
    if (type === 'beforeunload') this.unloadListeners++;
  }
  removeEventListener(type: string) {
    if (type === 'beforeunload') this.unloadListeners--;
  }
  /** The browser's Back, to `url`. */
  back(url: string) {
    this.go(null, url);
    for (const l of this.popListeners) l();
  }
  private go(state: unknown, url: string) {
    const next = new URL(url, `http://shop.test${this.location.pathname}${this.location.search}`);
    this.history.state = state;
    this.location = { pathname: next.pathname, search: next.search, hash: next.hash };
  }
}

const fake = new FakeWindow();
let router: typeof import('./router');
let store: typeof import('../ui/toastStore');
let guards: typeof import('./leaveGuard');

beforeAll(async () => {
  vi.stubGlobal('window', fake);
  router = await import('./router');
  store = await import('../ui/toastStore');
  guards = await import('./leaveGuard');
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('navigation and toasts (the wiring ui/Toast.tsx makes)', () => {
  it('tells a new page from the same page at another address', () => {
    const heard: boolean[] = [];
    const off = router.onNavigation((newPage) => heard.push(newPage));
    router.navigate('/wholesale/product/12'); // another path
    router.navigate('/admin?page=orders'); // another path
    router.navigate('/admin?page=orders&status=open', { replace: true }); // a filter, in place
    router.navigate('/admin?page=customers'); // a section of the same page, a new entry
    router.navigate('/admin?page=customers#top'); // a hash alone
    router.navigate('/admin?page=customers#top'); // the same address: no move at all
    fake.back('/profile/user/abc?view=edit'); // Back to another page
    off();
    router.navigate('/');
    expect(heard).toEqual([true, true, false, false, false, true]);
  });

  it('ends the toasts when the page changes, but keeps one raised for that move', () => {
    const off = router.onNavigation(store.toastsAfterNavigation);
    router.navigate('/profile/user/abc?view=edit');
    store.toast({ title: 'Profile updated', variant: 'success' });
    router.navigate('/profile/user/abc?view=all'); // the profile's own view: the same page
    expect(store.getToasts().map((t) => t.title)).toEqual(['Profile updated']);
    router.navigate('/contact');
    expect(store.getToasts()).toEqual([]);

    store.toast({ title: 'Login successful.', variant: 'success', forNextPage: true });
    router.navigate('/profile/user/abc', { replace: true });
    expect(store.getToasts().map((t) => t.title)).toEqual(['Login successful.']);
    router.navigate('/wholesale/faq');
    expect(store.getToasts()).toEqual([]);
    off();
  });

  it('asks a guarding page before leaving it, and leaves only when the user agrees', () => {
    router.navigate('/order-guides?guide=7');
    const asked: (() => void)[] = [];
    const release = guards.holdLeaving((leave) => asked.push(leave));
    expect(fake.unloadListeners).toBe(1); // reloading or closing the tab asks too

    router.navigate('/order-guides?guide=7'); // the same address: nothing to ask
    expect(asked).toHaveLength(0);
    router.navigate('/order-guides'); // a link: held
    expect(fake.location.search).toBe('?guide=7');
    expect(asked).toHaveLength(1);
    asked[0]?.(); // "Leave without saving"
    expect(fake.location).toMatchObject({ pathname: '/order-guides', search: '' });

    router.navigate('/order-guides?guide=7');
    const release2 = guards.holdLeaving((leave) => asked.push(leave));
    fake.back('/order-guides'); // Back: the guide comes back while the question is asked
    expect(fake.location.search).toBe('?guide=7');
    expect(asked).toHaveLength(2);
    asked[1]?.();
    expect(fake.historyBacks).toBe(1); // agreed: Back again, now unguarded
    router.navigate('/wholesale/faq', { unguarded: true });
    expect(fake.location.pathname).toBe('/wholesale/faq');
    release();
    release2();
    expect(fake.unloadListeners).toBe(0);
    router.navigate('/contact'); // no guard any more
    expect(fake.location.pathname).toBe('/contact');
    expect(asked).toHaveLength(2);
  });
});
