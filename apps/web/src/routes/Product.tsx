import { useI18nContext } from '@wholesale/i18n';
import { BREADCRUMB_NAME_MAX_LENGTH, isCatchWeight, STYLE_ROUTES } from '@wholesale/rules';
import { lazy, Suspense, useState } from 'react';
import { canOrder, getSessionHint, useAuth, type AuthState } from '../features/auth-state/auth';
import { OnlyOrderers } from '../features/cart/OnlyOrderers';
import { ImageCarousel } from '../features/carousel/ImageCarousel';
import { localized, parseProductId, truncate } from '../features/catalogue/localized';
import { ProductPrice } from '../features/catalogue/ProductPrice';
import { ShareButton } from '../features/catalogue/ShareButton';
import { gradeText, originText, specText } from '../features/catalogue/terms';
import { loginHref } from '../features/account/returnTo';
import { Link } from '../lib/router';
import { useParams } from '../lib/router';
import { useCatalogueItem } from '../features/catalogue/queries';
import { ActionThenHome, LoadFailed } from '../features/catalogue/LoadFailed';
import { readFailureKind } from '../features/catalogue/readFailure';
import { useNamespace } from '../features/locale/LocaleProvider';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { Disclosure } from '../ui/Disclosure';
import { ErrorView } from '../ui/ErrorView';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { PageSkeleton } from '../ui/Skeleton';

// Buyers only: guests never download the cart code.
const AddToCart = lazy(() => import('../features/cart/AddToCart'));

function NotFoundProduct() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.product.notFoundTitle());
  return (
    <ErrorView
      title={LL.product.notFoundTitle()}
      text={LL.product.notFoundText()}
      actions={<ActionThenHome label={LL.common.goBack()} onAction={() => window.history.back()} />}
    />
  );
}

/**
 * A product that could not be loaded: the network failed (offline, the store unreachable) or the
 * server erred. The product may well exist, so never "not found"; the buyer can try again.
 */
function ProductLoadFailed({ network, onRetry }: { network: boolean; onRetry: () => void }) {
  const { LL } = useI18nContext();
  const title = network ? LL.product.networkTitle() : LL.product.loadFailedTitle();
  useDocumentTitle(title);
  return (
    <LoadFailed
      title={title}
      text={network ? LL.product.networkText() : LL.product.loadFailedText()}
      onRetry={onRetry}
    />
  );
}

export default function Product() {
  const id = parseProductId(useParams().id);
  // The page's words are a namespace of their own (loaded with this code by the route table).
  const ready = useNamespace('product');
  if (!ready) return <PageSkeleton />;
  if (id === null) return <NotFoundProduct />;
  return <ProductById id={id} />;
}

/**
 * Whether the price holds the room of a buyer's (their price, the struck list price, the saving):
 * while a signed-in visitor's session is being read, and once it is known while their price is
 * still being fetched (a guest's answer has no discounted_price at all).
 */
function holdsBuyerPlace(auth: AuthState, item: { discounted_price?: number }): boolean {
  if (auth.status === 'loading') return getSessionHint() === 'member';
  return auth.status === 'signedIn' && auth.user.role === 'buyer' && item.discounted_price === undefined;
}

function ProductById({ id }: { id: number }) {
  const { LL, locale } = useI18nContext();
  const auth = useAuth();
  const query = useCatalogueItem(id);
  // The quantity in the buyer's stepper: the price above it is the one that quantity is charged at.
  const [quantity, setQuantity] = useState(1);
  const item = query.data;
  const t = item ? localized(item, locale) : null;
  useDocumentTitle(t?.name ?? '');

  if (query.isPending) return <PageSkeleton />;
  // "Not found" only when the server said so (unknown or hidden); a failed network says that.
  if (!item && query.isError && readFailureKind(query.error) !== 'notFound')
    return (
      <ProductLoadFailed network={readFailureKind(query.error) === 'network'} onRetry={() => void query.refetch()} />
    );
  if (!item || !t || !item.show) return <NotFoundProduct />;

  return (
    <article className="page page-wide product-page">
      <Breadcrumbs
        items={[
          { label: LL.catalogue.style[item.style](), href: STYLE_ROUTES[item.style] },
          { label: truncate(t.name, BREADCRUMB_NAME_MAX_LENGTH) },
        ]}
      />
      <div className="product-layout">
        <ImageCarousel item={item} name={t.name} />
        <div className="product-info">
          <h1 className="page-title">{t.name}</h1>
          <div className="product-subtitle">
            <p className="muted">{t.type}</p>
            <ShareButton id={item.id} name={t.name} />
          </div>
          {/* The buying column: price, then the one primary action for who is looking (add to
              cart for a buyer, sign in for a guest), then CONTACT US as the secondary action. */}
          <div className="buy-box">
            <ProductPrice item={item} quantity={quantity} holdBuyerPlace={holdsBuyerPlace(auth, item)} />
            {auth.status === 'signedIn' && auth.user.role === 'buyer' ? (
              canOrder(auth.user) ? (
                <Suspense fallback={<div className="buy-row" aria-hidden="true" />}>
                  <AddToCart
                    id={item.id}
                    name={t.name}
                    catchWeight={isCatchWeight(item.spec)}
                    user={auth.user}
                    onQuantity={setQuantity}
                  />
                </Suspense>
              ) : (
                <OnlyOrderers />
              )
            ) : auth.status === 'guest' || (auth.status === 'loading' && getSessionHint() === 'guest') ? (
              // No session cookie came with the page: a guest for sure, their link at once.
              <Link className="btn btn-primary btn-block" to={loginHref(`/wholesale/product/${item.id}`)}>
                {LL.product.signInToOrder()}
              </Link>
            ) : auth.status === 'loading' ? (
              // Holds the action's place until the session is known, so nothing below moves: a
              // buyer's quantity row on a page made for a signed-in visitor, else a button's.
              <div className={getSessionHint() === 'member' ? 'buy-row' : 'buy-placeholder'} aria-hidden="true" />
            ) : null}
            <Link className="btn btn-secondary btn-block" to={`/contact?product=${item.id}`}>
              {LL.product.contactUs()}
            </Link>
          </div>
          <div className="note pickup">
            <strong>{LL.product.pickupTitle()}</strong>
            <span>{LL.product.pickupText()}</span>
          </div>
          <ul className="storage-notes">
            {[0, 1, 2].map((i) => (
              <li key={i}>{LL.product.storageNotes[i as 0]()}</li>
            ))}
          </ul>
          <Disclosure title={LL.product.detail()}>
            <dl className="spec-list">
              <dt>{LL.product.brand()}</dt>
              <dd>{item.brand}</dd>
              <dt>{LL.product.grade()}</dt>
              <dd>{gradeText(LL, item.grade)}</dd>
              <dt>{LL.product.origin()}</dt>
              <dd>{originText(LL, item.origin)}</dd>
              <dt>{LL.product.weight()}</dt>
              <dd>{LL.product.weightValue({ w: item.avg_weight })}</dd>
              <dt>{LL.product.spec()}</dt>
              <dd>{specText(LL, item.spec)}</dd>
            </dl>
          </Disclosure>
          <Disclosure title={LL.product.information()}>
            <h3>{LL.product.description()}</h3>
            <p>{t.description}</p>
            <h3>{LL.product.storage()}</h3>
            <ul className="list">
              {[0, 1, 2, 3].map((i) => (
                <li key={i}>{LL.product.storageList[i as 0]()}</li>
              ))}
            </ul>
          </Disclosure>
          <Disclosure title={LL.product.ingredientsAllergens()}>
            <h3>{LL.product.ingredients()}</h3>
            <p>{t.ingredients.length > 0 ? t.ingredients.join(', ') : LL.product.none()}</p>
            <h3>{LL.product.allergens()}</h3>
            <p>{t.allergens.length > 0 ? t.allergens.join(', ') : LL.product.none()}</p>
            <p className="note">{LL.product.facilityNote()}</p>
          </Disclosure>
          <div className="note wholesale-only">
            <strong>{LL.product.wholesaleOnly()}</strong>
            <span>{LL.product.wholesaleOnlyText()}</span>
          </div>
        </div>
      </div>
    </article>
  );
}
