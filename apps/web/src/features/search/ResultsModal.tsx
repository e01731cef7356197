import { useI18nContext } from '@wholesale/i18n';
import { Link } from '../../lib/router';
import { productImage } from '../../lib/images';
import { useCatalogueSearch } from '../catalogue/queries';
import { Dialog } from '../../ui/Dialog';
import { CloseIcon } from '../../ui/icons';
import { Picture } from '../../ui/Picture';
import { localized } from '../catalogue/localized';
import { PriceTag } from '../catalogue/PriceTag';
import { QuickAddSlot } from '../catalogue/QuickAddSlot';
import { RESULTS_LIMIT } from './rules';

/** Full results for a submitted search: only visible items with at least one image. */
export default function ResultsModal({ q, onClose }: { q: string; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const query = useCatalogueSearch(q, RESULTS_LIMIT);
  const items = (query.data ?? []).filter((i) => i.show && i.images > 0);

  return (
    // The storefront's modal: focus inside, Tab kept in, Escape and the backdrop close it, focus back.
    <Dialog labelledBy="search-results-title" onClose={onClose}>
      <div className="modal-head">
        <h2 id="search-results-title">{LL.search.resultsTitle({ q })}</h2>
        <button type="button" className="icon-btn" aria-label={LL.common.close()} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {query.isPending ? (
        <p role="status">{LL.search.searching()}</p>
      ) : items.length === 0 ? (
        <p role="status" className="empty">
          {LL.search.noResults({ q })}
        </p>
      ) : (
        <ul className="result-list">
          {items.map((item) => {
            const t = localized(item, locale);
            const img = productImage(item, 1);
            return (
              <li key={item.id} className="result-row">
                <Link to={`/wholesale/product/${item.id}`} className="result" onClick={onClose}>
                  <Picture avif={img.avif} jpg={img.jpg} alt="" width={800} height={800} className="result-img" />
                  <span className="result-text">
                    <span className="card-name">{t.name}</span>
                    <PriceTag item={item} />
                  </span>
                </Link>
                <QuickAddSlot id={item.id} name={t.name} />
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
