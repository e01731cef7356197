import { describe, expect, it } from 'vitest';
import { storefrontFiles } from './precache-list.mjs';

// The service worker's precache: the storefront a buyer runs, without the back office.
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_helper.js'],
    dynamicImports: ['_app.js'],
    css: ['assets/index-1.css'],
  },
  '_helper.js': { file: 'assets/helper-1.js' },
  '_app.js': {
    file: 'assets/app-1.js',
    imports: ['_helper.js'],
    dynamicImports: [
      'src/routes/Product.tsx',
      'src/routes/admin/AdminDashboard.tsx',
      '../../packages/i18n/src/ko/index.ts',
      '../../packages/i18n/src/ko/admin/index.ts',
      '../../packages/i18n/src/en/mail/index.ts',
    ],
  },
  'src/routes/Product.tsx': {
    file: 'assets/Product-1.js',
    imports: ['_app.js', '_shared.js'],
    assets: ['assets/font-1.woff2'],
  },
  'src/routes/admin/AdminDashboard.tsx': {
    file: 'assets/AdminDashboard-1.js',
    imports: ['_shared.js', '_charts.js'],
    dynamicImports: ['src/features/admin/orders/OrdersPage.tsx'],
  },
  'src/features/admin/orders/OrdersPage.tsx': { file: 'assets/OrdersPage-1.js' },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_charts.js': { file: 'assets/charts-1.js' },
  '../../packages/i18n/src/ko/index.ts': { file: 'assets/ko-1.js' },
  '../../packages/i18n/src/ko/admin/index.ts': { file: 'assets/admin-words-1.js' },
  '../../packages/i18n/src/en/mail/index.ts': { file: 'assets/mail-words-1.js' },
};

describe('the precache list', () => {
  it('holds every module the storefront may load, with its styles and fonts, and nothing only the back office loads', () => {
    expect(storefrontFiles(manifest)).toEqual([
      '/assets/Product-1.js',
      '/assets/app-1.js',
      '/assets/font-1.woff2',
      '/assets/helper-1.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/ko-1.js',
      '/assets/shared-1.js',
    ]);
  });

  it('fails the build on a manifest that names a module it does not hold', () => {
    expect(() => storefrontFiles({ 'index.html': { file: 'a.js', imports: ['_gone.js'] } })).toThrow(/_gone\.js/);
    expect(() => storefrontFiles({})).toThrow(/no entry/);
  });
});
