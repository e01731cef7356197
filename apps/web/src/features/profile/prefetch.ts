import { decodeUserId } from '@wholesale/rules';
import { queryClient } from '../../lib/queryClient';
import { matchPath } from '../../lib/routeMatch';
import { readStorage } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { getAuthState, startSessionProbe, type AuthUser } from '../auth-state/auth';
import { itemsByIdsQuery } from '../cart/queries';
import { companyDocumentsQuery } from '../documents/queries';
import { OWNER_KEY } from '../offline/wanted';
import { ordersQuery, usualItemsQuery } from '../orders/queries';
import { profileState } from './profileState';
import { addressesQuery, profileQuery } from './queries';

// The profile's data asked for as the page opens, together with its code (the route table's
// prefetch), rather than one read after another as each part renders: session, then profile, then
// the main view's parts, then the products of the usual items. On a slow phone each of those was a
// round trip the buyer waited through before seeing anything. Every read here is the one the part
// itself makes (the same query options), so the part finds its answer in the cache.

/** The main view's parts that may lazy-load: their code starts with the data. */
const loadReminder = () => import('../reminders/CutoffReminder');

/** The most the first page's drawing waits for its reads (see openingReads). */
const OPENING_WAIT_MS = 4000;
let opening: Promise<void> | null = null;

/**
 * The reads of the profile the app opened on, once. The page's code waits for them (app/routes.ts),
 * so React draws the page once, whole, in its sliced rendering that leaves the phone responsive,
 * rather than part by part, each in one long task as its answer lands. A read slower than
 * OPENING_WAIT_MS no longer holds the page: its part shows its own placeholder.
 */
export function openingReads(): Promise<void> {
  if (opening) return opening;
  // Another page the code was loaded for (a link's warm-up) reads nothing.
  const params = matchPath('/profile/user/:id', window.location.pathname);
  const reads = params ? prefetchProfile(params.id) : Promise.resolve();
  opening = Promise.race([reads, new Promise<void>((resolve) => setTimeout(resolve, OPENING_WAIT_MS))]);
  return opening;
}

/**
 * Starts the session and the reads of the profile at `/profile/user/:id` (`view` from the query
 * string). On the page's first load they go at once when this phone last kept data for that same
 * user (the usual case: a buyer opening their own profile); otherwise after the session says who
 * is signed in, so a guest, someone else's link or a session ended costs no refused reads.
 */
export async function prefetchProfile(
  id: string | undefined,
  search = new URLSearchParams(window.location.search),
): Promise<void> {
  const userId = id === undefined ? null : decodeUserId(id);
  const probe = startSessionProbe();
  if (userId === null) return;
  // At once only while the page's first probe is out and this phone kept this user's data last:
  // once the session is known (signed out since, say), it alone says whose reads these may be.
  let role: AuthUser['role'] = 'buyer';
  if (getAuthState().status !== 'loading' || readStorage(OWNER_KEY) !== String(userId)) {
    await probe;
    const auth = getAuthState();
    if (auth.status !== 'signedIn' || auth.user.id !== userId) return;
    role = auth.user.role;
  }
  // Which view opens, as the page itself decides it (before the session: as a buyer's, the usual case).
  const { tab, view } = profileState(search, role);
  const reads: Promise<unknown>[] = [queryClient.prefetchQuery(profileQuery(userId))];
  // The cart tab, the other views and staff's own profile read their own data when opened.
  if (tab === 'main' && role === 'buyer' && (view === 'all' || view === 'orders')) {
    reads.push(queryClient.prefetchQuery(ordersQuery(userId)));
    if (view === 'all') reads.push(...mainView(userId));
  }
  await Promise.all(reads);
}

/** What the main view reads (features/profile ProfileViews, orders, documents, recalls, reminders). */
function mainView(userId: number): Promise<unknown>[] {
  void loadReminder();
  return [
    queryClient.prefetchQuery(addressesQuery(userId)),
    queryClient.prefetchQuery(trpc.recalls.mine.queryOptions()),
    queryClient.prefetchQuery(trpc.orders.points.queryOptions({ userId })),
    queryClient.prefetchQuery(trpc.orders.pointsTotal.queryOptions({ userId })),
    queryClient.prefetchQuery(companyDocumentsQuery()),
    queryClient.prefetchQuery(trpc.reminders.cutoff.queryOptions()),
    // The usual items' products follow their ids (UsualItems asks the same way).
    queryClient.fetchQuery(usualItemsQuery(userId)).then(
      (usual) => (usual.length > 0 ? queryClient.prefetchQuery(itemsByIdsQuery(usual.map((u) => u.item_id))) : null),
      () => undefined,
    ),
  ];
}
