import { afterEach, describe, expect, it, vi } from 'vitest';

// The new version's prompt: shown when a worker takes over a page that already
// had one, never for the first install.

class FakeContainer extends EventTarget {
  registered: { url: string; options: RegistrationOptions | undefined }[] = [];
  constructor(public controller: object | null) {
    super();
  }
  register(url: string, options?: RegistrationOptions) {
    this.registered.push({ url, options });
    return Promise.resolve({ update: () => Promise.resolve() });
  }
}

async function fresh() {
  vi.resetModules();
  vi.stubGlobal('document', { addEventListener() {}, visibilityState: 'visible' });
  return import('./updates');
}
afterEach(() => vi.unstubAllGlobals());

describe('the service worker registration', () => {
  it('registers /sw.js past the HTTP cache, and a takeover of a page under a worker is an update', async () => {
    const m = await fresh();
    const container = new FakeContainer({});
    await m.registerServiceWorker(container as unknown as ServiceWorkerContainer, true);
    expect(container.registered).toEqual([{ url: '/sw.js', options: { updateViaCache: 'none' } }]);
    expect(m.isUpdateReady()).toBe(false);
    container.dispatchEvent(new Event('controllerchange'));
    expect(m.isUpdateReady()).toBe(true);
  });

  it('the first worker taking over a page that had none is no update; the next one is', async () => {
    const m = await fresh();
    const container = new FakeContainer(null);
    await m.registerServiceWorker(container as unknown as ServiceWorkerContainer, true);
    container.dispatchEvent(new Event('controllerchange'));
    expect(m.isUpdateReady()).toBe(false);
    container.dispatchEvent(new Event('controllerchange'));
    expect(m.isUpdateReady()).toBe(true);
  });

  it('registers nothing outside a production build', async () => {
    const m = await fresh();
    const container = new FakeContainer({});
    await m.registerServiceWorker(container as unknown as ServiceWorkerContainer, false);
    expect(container.registered).toEqual([]);
  });
});
