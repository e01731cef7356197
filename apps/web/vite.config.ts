import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { precompress } from './precompress';
import { OWN_MODULES } from './test-own-modules';

// The API server (apps/server) listens on 3100 in development; the SPA is served by vite.
const api = 'http://127.0.0.1:3100';

// Modules of the always-loaded chunk. Only named libraries: an admin-only dependency must not
// land in the storefront's first load.
const APP_CHUNK = [
  /\/node_modules\/(react|react-dom|scheduler|typesafe-i18n)\//,
  // Not serverErrorText.ts: the words for refusals load with the pages that show them. Nor
  // trpc.ts and trpcClient.ts: the tRPC integration and client load on demand (src/lib/api.ts);
  // nor React Query (queryClient.ts, queryProvider.tsx): it loads with the pages that use it, the
  // storefront's reads have their own small cache (readCache.ts).
  // Nor pickupText.ts: dates on the warehouse's clock, for the cart, checkout,
  // profile and back office (all lazy). Nor attempt.ts: only the forms that change an order or
  // record a payment (lazy) keep an idempotency key. Nor failure.ts and postForm.ts: reading a
  // refused call and posting a form with files belong to the forms and pages that make those calls.
  // Nor leaveGuard.ts: only a page with changes not saved asks before it is left.
  // Nor what choosing a language fetches then (the address following it, the question whether
  // e-mails follow): lazy, and this group would otherwise take them back into the first load.
  /\/apps\/web\/src\/(boot\.tsx$|app\/|lib\/(?!trpc(Client)?\.ts|query(Client|Provider)\.tsx?|serverErrorText\.ts|pickupText\.ts|attempt\.ts|failure\.ts|postForm\.ts|leaveGuard\.ts)|features\/locale\/(?!followInAddress\.ts|mailLanguageOffer\.ts)|features\/(auth-state|cookie-consent)\/|features\/offline\/(updates|wanted|useOnline|OfflineBanner)\.tsx?$)/,
  /\/apps\/web\/src\/ui\/(ErrorView|Skeleton|icons|Picture|useDocumentTitle)\.tsx?$/,
  // Of the rules, only what the storefront's first pages run: the constants, the search's words and
  // the encoded user id (the session probe, fetched on every page a signed-in buyer opens: as a
  // chunk of its own it cost more bytes than it saved). The price rules go with the price tag. Named
  // one by one, not "all but": this group takes a matching module wherever it is imported from, so
  // a rule that only the back office, checkout or a placed order uses (weighing, payment terms,
  // finance charges, GS1, zod's validation) would otherwise land in every visitor's first load.
  /\/packages\/rules\/src\/(index|constants|search|user-id)\.ts$/,
  /\/apps\/web\/src\/features\/catalogue\/(queries|localized)\./,
  // What home, the listings and the product page share (the carousel's workings, the category
  // glyphs, the search's rules): a few KB that each of them needs, in the chunk they all load
  // rather than in a shared chunk of their own, whose request and headers would cost more.
  // (What only one page uses, the home page's search box and banner, loads with that page; the
  // price tag, which home does not show, is the price-tag chunk below.)
  /\/apps\/web\/src\/features\/(carousel\/(math|useCarousel|Dots)|catalogue\/useMinDelay|search\/(rules|useDebounced)|drawer\/ShortcutGlyph)\./,
  /\/packages\/i18n\/src\/(index\.ts|language-choice\.ts|i18n-[^/]*)$/,
];

/** React Query and the tRPC client (libraries and our wrappers): chunk `data` below. */
const SIGNED_IN_DATA =
  /\/(node_modules\/@(tanstack|trpc)\/|apps\/web\/src\/lib\/(trpc|trpcClient|queryClient|queryProvider)\.tsx?$)/;

/** The signed-in buyer's pages' shared parts: chunk `account` below. */
const SIGNED_IN_PARTS = new RegExp(
  '/(' +
    [
      'packages/rules/src/(order-status-groups|order-badges|buyer-status|payment-terms)\\.ts',
      'apps/web/src/ui/LoadState\\.tsx',
      'apps/web/src/features/documents/(model\\.ts|queries\\.ts|documents\\.css)',
      'apps/web/src/features/(cart|orders)/queries\\.ts',
      'apps/web/src/features/orders/(orders\\.ts|reorder\\.ts|orders\\.css|CreditHold\\.tsx|credit-hold\\.css)',
      'apps/web/src/features/profile/(profileState\\.ts|account/model\\.ts)',
    ].join('|') +
    ')$',
);

/** A package's test kit (@wholesale/services/testing, @wholesale/db/testing) is Node-only test code. */
const TEST_KIT = /^@wholesale\/[^/]+\/testing$/;

export default defineConfig({
  // precompress: .br and .gz next to the built files, served as they are by apps/server.
  // no-test-kits: the build (and the web's tests) fail on an import of a test kit.
  plugins: [
    react(),
    precompress(),
    {
      // `vite build --ssr src/entry-server.tsx`: the server's render of the public pages,
      // into dist/.ssr (a dot directory the server never serves), with every dependency bundled
      // so it runs from wherever dist/ is copied (the e2e suite serves a copy).
      name: 'ssr-bundle',
      config(_config, env) {
        if (!env.isSsrBuild) return;
        return {
          build: {
            outDir: 'dist/.ssr',
            emptyOutDir: false,
            manifest: false,
            copyPublicDir: false,
            target: 'node20',
            // The server loads every dictionary at once (i18n-util.sync); the browser's lazy
            // imports of them are moot here, and rolldown's note on each is noise.
            rollupOptions: { checks: { ineffectiveDynamicImport: false } },
          },
          ssr: { noExternal: true, target: 'node' },
          // React's production build, whatever NODE_ENV the server runs with.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        };
      },
    },
    {
      name: 'no-test-kits',
      enforce: 'pre',
      resolveId(id, importer) {
        if (TEST_KIT.test(id))
          this.error(`${importer ?? 'the web'} imports ${id}: a test kit is test code for Node, never for the browser`);
        return null;
      },
    },
  ],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': api,
      '/trpc': api,
      '/products': api,
      '/banners': api,
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsDir: 'assets',
    // Hashed names under /assets; the server can cache them for a year.
    sourcemap: false,
    // dist/.vite/manifest.json: which files each page's module needs, so the server can list them
    // in the page's HTML (modulepreload) instead of the browser finding them one round trip later.
    manifest: true,
    // No modulepreload polyfill in the entry: every browser the target (es2022) admits but Safari
    // 16 follows <link rel="modulepreload"> itself, and there the links only start the downloads
    // early; the imports fetch what they need anyway. Its bytes were in every visitor's first load.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // @wholesale/rules is pure (no module-level effects that matter to the browser); saying so
      // lets unused modules of it (zod schemas) drop out of the bundle.
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/packages/rules/'),
      },
      output: {
        // Fewer, larger chunks on the first load: each request costs a round trip and headers
        // on slow 4G, and small chunks gzip worse. Page-specific code still splits by route.
        codeSplitting: {
          groups: [
            {
              // Vite's helper for lazy imports, apart: the entry (src/main.tsx) imports the app
              // lazily, and must not pull the app chunk in just for this helper.
              name: 'preload-helper',
              priority: 30,
              test: (id: string) => id.includes('vite/preload-helper'),
            },
            {
              // The price tag of the listings, the product page, search results and the cart: one
              // chunk for them, not two (the tag, the price rules) whose requests and headers each
              // page would pay. Home shows no price, so it is not in the app chunk. The same pages
              // tell a failed network from "not found" (readFailure.ts, LoadFailed.tsx): here too, not a chunk of its own.
              name: 'price-tag',
              priority: 10,
              test: (id: string) =>
                /\/(apps\/web\/src\/features\/catalogue\/(PriceTag\.tsx|readFailure\.ts|LoadFailed\.tsx)|packages\/rules\/src\/(price|buyer-price)\.ts)$/.test(
                  id.replaceAll('\\', '/'),
                ),
            },
            {
              // React Query and the tRPC client: every signed-in page and the back office read
              // through them, always all of them. As they split (seven chunks of 0.2–6.7 KB), each
              // page's HTML named seven modulepreload links, and Chromium spends ~1 ms of the
              // main thread per link (~4.6 ms on a phone's CPU) in its preload scanner.
              name: 'data',
              priority: 15,
              test: (id: string) => SIGNED_IN_DATA.test(id.replaceAll('\\', '/')),
            },
            {
              // The signed-in buyer's small shared parts (the profile, its orders, the checkout):
              // ~20 chunks of 0.06–1.7 KB that each of those pages loads together. None is in a
              // public page's first load, the drawer or the quick add (they would then download
              // all of it): what those share stays out (failure, session, the cart, order money).
              name: 'account',
              priority: 15,
              includeDependenciesRecursively: false,
              test: (id: string) => SIGNED_IN_PARTS.test(id.replaceAll('\\', '/')),
            },
            {
              // Always needed: React, the i18n runtime, the app shell. (The tRPC client and
              // its React Query integration are chunks of their own, loaded by pages that call
              // tRPC: see src/lib/api.ts.)
              name: 'app',
              priority: 20,
              test: (id: string) => {
                const path = id.replaceAll('\\', '/');
                return APP_CHUNK.some((re) => re.test(path));
              },
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts', 'scripts/*.test.ts'],
    // A worker's files share its modules: importing React, the router and the dictionaries afresh
    // for each of ~90 small files was two thirds of this project's time. The few files that need
    // modules of their own run in a project of their own (test-own-modules.ts).
    isolate: false,
    exclude: [...configDefaults.exclude, ...OWN_MODULES],
  },
});
