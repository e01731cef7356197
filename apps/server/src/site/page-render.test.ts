import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueItem } from '@wholesale/rules';
import { applyRender, guestRestReader, loadPageRenderer, type RenderCatalogue } from './page-render';
import { scriptJson } from './script-json';

// The server's cache of rendered pages, with a stand-in for the web build's render module that
// counts its renders and prints what it read.
const FAKE_ENTRY = `
let renders = 0;
export async function renderPage({ pathname, locale, readRest }) {
  renders += 1;
  if (pathname === '/boom') throw new Error('render failed');
  const data = pathname === '/' ? null : await readRest('/api/items/style/marinated');
  return { html: '<p>' + locale + ' ' + pathname + ' #' + renders + ' ' + (data ? data.length : 0) + '</p>', state: { queries: [], namespaces: [] } };
}
`;

const builds: string[] = [];
let listing: CatalogueItem[];
const catalogue: RenderCatalogue = {
  list: async () => listing,
  byId: async () => {
    throw Object.assign(new Error('nf'), { status: 404 });
  },
};

/** A build directory of its own (a module of its own: its render count starts at 0). */
function fakeBuild(): string {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'page-render-'));
  fs.mkdirSync(path.join(web, '.ssr'));
  fs.writeFileSync(path.join(web, '.ssr', 'entry-server.js'), FAKE_ENTRY);
  builds.push(web);
  return web;
}

beforeAll(() => {
  listing = [{ id: 1 } as CatalogueItem];
});
afterAll(() => {
  for (const web of builds) fs.rmSync(web, { recursive: true, force: true });
});

describe('rendered pages', () => {
  it('are rendered once per page and language, and again once an answer they read has changed', async () => {
    const renderer = await loadPageRenderer(fakeBuild(), catalogue);
    expect(renderer).not.toBeNull();
    const first = await renderer!.render('/wholesale/marinated', 'en', false);
    expect(first?.html).toBe('<p>en /wholesale/marinated #1 1</p>');
    expect((await renderer!.render('/wholesale/marinated', 'en', false))?.html).toBe(first?.html);
    expect((await renderer!.render('/wholesale/marinated', 'ko', false))?.html).toBe(
      '<p>ko /wholesale/marinated #2 1</p>',
    );

    // The catalogue cache dropped its answer and read a new one (another object): a new render.
    listing = [{ id: 1 } as CatalogueItem, { id: 2 } as CatalogueItem];
    expect((await renderer!.render('/wholesale/marinated', 'en', false))?.html).toBe(
      '<p>en /wholesale/marinated #3 2</p>',
    );
    // A visitor with a session cookie gets the page made for one (a buyer's places held open).
    expect((await renderer!.render('/wholesale/marinated', 'en', true))?.html).toBe(
      '<p>en /wholesale/marinated #4 2</p>',
    );
    expect((await renderer!.render('/wholesale/marinated', 'en', false))?.html).toBe(
      '<p>en /wholesale/marinated #3 2</p>',
    );
    // A page that read nothing stays as it was.
    const home = await renderer!.render('/', 'en', false);
    expect((await renderer!.render('/', 'en', false))?.html).toBe(home?.html);
  });

  it('runs one render at a time, and a failed render fails only its own request', async () => {
    const renderer = await loadPageRenderer(fakeBuild(), catalogue);
    const results = await Promise.allSettled(['/a', '/boom', '/b', '/c'].map((p) => renderer!.render(p, 'en', false)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const numbers = results.flatMap((r) =>
      r.status === 'fulfilled' ? [Number(/#(\d+)/.exec(r.value!.html)![1])] : [],
    );
    expect(numbers).toEqual([1, 3, 4]);
  });

  it('are not made from a build without a server render', async () => {
    expect(await loadPageRenderer(path.join(os.tmpdir(), 'no-such-build'), catalogue)).toBeNull();
  });
});

describe('the guest reads of a render', () => {
  it('answer the storefront’s REST URLs from the catalogue, and nothing else', async () => {
    const calls: unknown[] = [];
    const read = guestRestReader({
      list: async (actor, filter) => (calls.push(['list', actor.kind, filter ?? null]), []),
      byId: async (actor, id) => (calls.push(['byId', actor.kind, id]), {} as CatalogueItem),
    });
    await read('/api/items');
    await read('/api/items/style/premium');
    await read('/api/items/42');
    expect(calls).toEqual([
      ['list', 'guest', null],
      ['list', 'guest', { style: 'premium' }],
      ['byId', 'guest', 42],
    ]);
    for (const url of [
      '/api/items/style/beef',
      '/api/items/0',
      '/api/items/1x',
      '/api/users/1',
      `/api/items/${'9'.repeat(100)}`,
    ]) {
      await expect(read(url), url).rejects.toMatchObject({ status: 404 });
    }
  });
});

describe('a rendered page in index.html', () => {
  it('replaces the root placeholder and carries its state in a JSON script no text can close', () => {
    const index =
      '<html><body>\n<div id="root">\n<header>boot</header>\n<main><div class="x"></div></main>\n</div>\n</body></html>';
    const out = applyRender(index, {
      html: '<h1>Galbi</h1>',
      stateJson: scriptJson({ name: '</script><script>alert(1)</script>' }),
    });
    expect(out).toContain('<div id="root"><h1>Galbi</h1></div>');
    expect(out).not.toContain('boot');
    expect(out).not.toContain('</script><script>alert');
    const state = /<script type="application\/json" id="ssr-state">(.*)<\/script>/.exec(out)?.[1];
    expect(JSON.parse(state!)).toEqual({ name: '</script><script>alert(1)</script>' });
    // No root element: the page is sent as it is.
    expect(applyRender('<html><body></body></html>', { html: 'x', stateJson: '{}' })).toBe(
      '<html><body></body></html>',
    );
  });
});
