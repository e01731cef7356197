import { languageOf, type Namespaces } from '@wholesale/i18n';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ONLY_HERE_ITEM_ID, PAGE_WORDS, type Style } from '@wholesale/rules';
import { catalogueItemRead, catalogueListRead } from '../features/catalogue/queries';
import { parseProductId } from '../features/catalogue/localized';
import { preloadNamespace } from '../features/locale/LocaleProvider';
import { loadTrpc, withQueryProvider } from '../lib/api';
import { prefetchRead } from '../lib/readCache';
import type { Params } from '../lib/routeMatch';

// The route table. Every page is its own lazily loaded chunk, so the first load carries only the
// shell and the page being opened.

export interface RouteDef {
  path: string;
  /** Starts downloading the module; `component` uses the same promise. */
  load: () => Promise<unknown>;
  component: LazyExoticComponent<ComponentType<Record<string, unknown>>>;
  /** Fixed props for the component (e.g. the style of a listing). */
  props?: Record<string, unknown>;
  /**
   * Starts the page's data request, in parallel with its code (called on every visit; deduped).
   * Settles when the data is in (or failed): the server awaits it before rendering the page.
   */
  prefetch?: (params: Params) => Promise<void>;
}

type Module = { default: ComponentType<Record<string, unknown>> };

/**
 * `needsApi`: the page queries tRPC at once, so the integration and its client download alongside
 * the page code, and the page comes inside React Query's provider (which loads with it). The
 * storefront's own pages (home, listings, a product, the information pages) need neither.
 */
function route(
  path: string,
  loader: () => Promise<Module>,
  props?: Record<string, unknown>,
  needsApi = false,
): RouteDef {
  let promise: Promise<Module> | null = null;
  let loaded: Module | null = null;
  const load = () =>
    (promise ??= (needsApi ? Promise.all([withQueryProvider(loader()), loadTrpc()]).then(([m]) => m) : loader()).then(
      (m) => (loaded = m),
    ));
  // Once the module is in, the lazy component gets it at once (a thenable that calls back
  // synchronously) instead of suspending for a tick: a page rendered after load() settled (the
  // server's render, the browser's hydration of it) renders whole in one pass, with no fallback.
  const component = lazy(() =>
    loaded ? ({ then: (resolve: (m: Module) => void) => resolve(loaded!) } as unknown as Promise<Module>) : load(),
  );
  const def: RouteDef = { path, load, component };
  if (props) def.props = props;
  return def;
}

/**
 * A page whose words are dictionary namespaces of their own (the page calls useNamespace): they
 * download with the page's code, in the page's language, rather than after it renders (one round
 * trip more on a slow network, before the page can show anything).
 */
function routeWithWords(path: keyof typeof PAGE_WORDS, loader: () => Promise<Module>, needsApi = false): RouteDef {
  const words: readonly Namespaces[] = PAGE_WORDS[path];
  return route(path, () => Promise.all([loader(), ...words.map(loadWords)]).then(([m]) => m), undefined, needsApi);
}

/** A namespace in the language on screen (<html lang>, kept by the locale provider); on the server every dictionary is in. */
function loadWords(ns: Namespaces): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const locale = languageOf(document.documentElement.lang);
  // A failed download is the page's to retry (useNamespace), not a reason to fail its code.
  return locale ? preloadNamespace(locale, ns).catch(() => undefined) : Promise.resolve();
}

const home = () => import('../routes/Home') as Promise<Module>;
const accountPages = import.meta.glob<Module>('../routes/account/*Page.tsx');
const account = (name: string) =>
  accountPages[`../routes/account/${name}.tsx`] ?? (() => import('../routes/NotFound') as Promise<Module>);
const listing = () => import('../routes/Listing') as Promise<Module>;
const profileReads = () => import('../features/profile/prefetch');
const listingFor = (style: Style) => ({ style });

function withPrefetch(def: RouteDef, prefetch: (params: Params) => Promise<void>): RouteDef {
  def.prefetch = prefetch;
  return def;
}
const prefetchList = (style?: Style) => () => prefetchRead(catalogueListRead(style ? { style } : {}));
const prefetchItem = (params: Params) => {
  const id = parseProductId(params.id);
  return id === null ? Promise.resolve() : prefetchRead(catalogueItemRead(id));
};
// The home page's "Only Here" card.
const prefetchFeatured = () => prefetchRead(catalogueItemRead(ONLY_HERE_ITEM_ID));

// Information pages are written separately; glob them so a missing page is a 404, not a build error.
const infoModules = import.meta.glob<Module>('../routes/info/*Page.tsx');
const NOT_FOUND = () => import('../routes/NotFound') as Promise<Module>;
function info(path: string, name: string): RouteDef {
  const loader = infoModules[`../routes/info/${name}.tsx`];
  return route(path, loader ?? NOT_FOUND);
}

export const routes: readonly RouteDef[] = [
  withPrefetch(route('/', home), prefetchFeatured),
  withPrefetch(route('/wholesale/marinated', listing, listingFor('marinated')), prefetchList('marinated')),
  withPrefetch(route('/wholesale/processed', listing, listingFor('processed')), prefetchList('processed')),
  withPrefetch(route('/wholesale/unprocessed', listing, listingFor('unprocessed')), prefetchList('unprocessed')),
  withPrefetch(route('/wholesale/adams-gourmet', listing, listingFor('premium')), prefetchList('premium')),
  withPrefetch(
    route('/wholesale/shop-all', () => import('../routes/ShopAll') as Promise<Module>),
    prefetchList(),
  ),
  withPrefetch(
    routeWithWords('/wholesale/product/:id', () => import('../routes/Product') as Promise<Module>),
    prefetchItem,
  ),
  routeWithWords('/admin/dashboard', () => import('../routes/admin/AdminDashboard') as Promise<Module>, true),
  // Account pages (lazy; they call tRPC at once, so its client downloads alongside).
  route('/login', account('LoginPage'), undefined, true),
  route('/signup/agreements', account('AgreementsPage')),
  route('/signup', account('SignupPage'), undefined, true),
  route('/forgot-password', account('ForgotPasswordPage'), undefined, true),
  route('/reset-password', account('ResetPasswordPage'), undefined, true),
  route('/accept-invitation', account('AcceptInvitationPage'), undefined, true),
  // a recall notice's link: shown and acknowledged by its token, no sign-in needed
  route('/recall/acknowledge', account('RecallAcknowledgePage'), undefined, true),
  // a cutoff reminder's stop link: turns the reminder off by its signed token, no sign-in needed
  route('/reminders/stop', account('ReminderStopPage'), undefined, true),
  // Its data with its code, not read by read as its parts render (features/profile/prefetch.ts).
  withPrefetch(
    routeWithWords(
      '/profile/user/:id',
      () => Promise.all([account('ProfilePage')(), profileReads().then((m) => m.openingReads())]).then(([m]) => m),
      true,
    ),
    (params) => profileReads().then((m) => m.prefetchProfile(params.id)),
  ),
  // the company's order guides (par levels), `?guide=ID` for one
  route('/order-guides', account('OrderGuidesPage'), undefined, true),
  route('/contact', account('ContactPage'), undefined, true),
  // The checkout (catalogue spec: Order summary and checkout); its code loads with the route.
  routeWithWords('/order-summary', () => import('../routes/OrderSummary') as Promise<Module>, true),
  info('/wholesale/packing', 'PackingPage'),
  info('/wholesale/b2b', 'B2bPage'),
  info('/wholesale/deal', 'DealPage'),
  info('/wholesale/faq', 'FaqPage'),
  info('/wholesale/how-to-order', 'HowToOrderPage'),
  info('/terms-and-policies', 'TermsPage'),
  info('/cookie', 'CookiePage'),
];

export const notFoundRoute: RouteDef = route('*', NOT_FOUND);
