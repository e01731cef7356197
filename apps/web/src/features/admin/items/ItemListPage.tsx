import { useI18nContext } from '@wholesale/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { navigate, useSearchParams } from '../../../lib/router';
import { useReportQueryError } from '../access';
import { SkeletonRows, EmptyState, NotLoaded } from '../ListStates';
import { ListCount } from '../Pager';
import { PageTitle } from '../pages/PageTitle';
import type { EditorTarget } from './ItemEditor';
import { ItemFiltersBar } from './ItemFiltersBar';
import { ItemTable } from './ItemTable';
import { itemPageQuery, useApplyItem, type AdminItem } from './queries';
import { useVisibility } from './useVisibility';
import { hasFilters, itemsHref, pageInputOf, parseItemsView, shownRange, type ItemsView } from './view';
import './items.css';

// The editor brings the server's schemas (zod) and react-hook-form: ~45 KB gzip that the Dashboard
// and the other admin pages do not need, so it is its own chunk, fetched once this page shows.
const loadEditor = () => import('./ItemEditor');
const ItemEditor = lazy(() => loadEditor().then((m) => ({ default: m.ItemEditor })));

/** Which item the editor is on: by id, so it follows the page's fresh copy (a new photo count). */
type Editing = { mode: 'edit'; id: number; snapshot: AdminItem } | { mode: 'create' } | null;

/**
 * Page 6 (catalogue spec §2-§5 and §8): every item, hidden ones included, a page at a time, searched
 * and filtered by the server (the state in the URL: ?page=items&q=…&style=…&species=…&show=…&pg=2),
 * with show/hide, the editor and new products.
 */
export function ItemListPage() {
  const { LL } = useI18nContext();
  const L = LL.admin.items;
  const view = parseItemsView(useSearchParams());
  const pageNo = view.pageNo ?? 1;
  const q = useQuery({ ...itemPageQuery(pageInputOf(view)), placeholderData: keepPreviousData });
  useReportQueryError(q.error);
  // The previous page stays on screen, dimmed, while the asked one loads.
  const switching = q.isPlaceholderData;
  const [editing, setEditing] = useState<Editing>(null);
  // Per item, when its photos last changed in this page: the previews' cache-busting version.
  const [versions, setVersions] = useState<Record<number, number>>({});
  const { toggle, running } = useVisibility();
  const applyItem = useApplyItem();
  // Mounted from the first opening on, so that closing runs the dialog's own close (focus back to
  // the button that opened it).
  const [editorUsed, setEditorUsed] = useState(false);
  useEffect(() => {
    void loadEditor();
  }, []);
  useEffect(() => {
    if (editing !== null) setEditorUsed(true);
  }, [editing]);

  // A new search or filter starts again at the first page, in place of this history entry; only
  // the pager adds entries, so the browser's Back steps back through the pages.
  const go = (next: ItemsView) => navigate(itemsHref({ ...next, pageNo: undefined }), { replace: true });
  const goToPage = (n: number) => navigate(itemsHref({ ...view, pageNo: n }));

  const items = q.data?.items;
  const target: EditorTarget | null =
    editing === null
      ? null
      : editing.mode === 'create'
        ? editing
        : { mode: 'edit', item: items?.find((i) => i.id === editing.id) ?? editing.snapshot };

  const edit = useCallback((item: AdminItem) => setEditing({ mode: 'edit', id: item.id, snapshot: item }), []);
  const onPhotoUploaded = useCallback(
    (item: AdminItem) => {
      applyItem(item);
      setVersions((v) => ({ ...v, [item.id]: Date.now() }));
      setEditing((e) => (e?.mode === 'edit' && e.id === item.id ? { ...e, snapshot: item } : e));
    },
    [applyItem],
  );

  let body;
  if (q.data === undefined) {
    body = <NotLoaded query={q} words={L} placeholder={<SkeletonRows count={5} height={64} />} />;
  } else if (q.data.counts.all === 0) {
    body = <EmptyState title={L.empty()} text={L.emptyText()} />;
  } else if (q.data.items.length === 0 && q.data.page > 1) {
    // Past the last page (an old link, or items that left the filter since).
    body = (
      <EmptyState title={L.pageEmpty()}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => navigate(itemsHref({ ...view, pageNo: undefined }), { replace: true })}
        >
          {L.firstPage()}
        </button>
      </EmptyState>
    );
  } else if (q.data.items.length === 0) {
    body = (
      <EmptyState title={L.noMatch()}>
        {hasFilters(view) && (
          <button type="button" className="btn btn-secondary" onClick={() => go({})}>
            {L.clear()}
          </button>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <div className={switching ? 'item-list-switching' : undefined} aria-busy={switching}>
        <ItemTable
          items={q.data.items}
          specialPrices={q.data.special_prices}
          versions={versions}
          running={running}
          onToggle={(item) => void toggle(item)}
          onEdit={edit}
        />
      </div>
    );
  }

  const range = q.data ? shownRange(q.data.page, q.data.page_size, q.data.items.length) : null;
  return (
    <section>
      <div className="admin-page-head">
        <div>
          <PageTitle>{L.title()}</PageTitle>
          <p className="muted admin-intro">{L.intro()}</p>
          {q.data !== undefined && q.data.counts.all > 0 && <p className="item-counts">{L.counts(q.data.counts)}</p>}
        </div>
        <div className="admin-actions">
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'create' })}>
            {L.add()}
          </button>
        </div>
      </div>
      {q.data !== undefined && q.data.counts.all > 0 && (
        <>
          <ItemFiltersBar view={view} onChange={go} />
          <ListCount>{switching ? L.loading() : range ? L.showing(range) : ''}</ListCount>
        </>
      )}
      {body}
      {q.data && (q.data.page > 1 || q.data.has_more) && (
        <nav className="admin-pager item-pager" aria-label={L.pager()}>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={pageNo <= 1}
            aria-disabled={switching || undefined}
            onClick={() => !switching && goToPage(pageNo - 1)}
          >
            {L.previousPage()}
          </button>
          <span className="muted" aria-current="page">
            {L.pageOf({ page: pageNo })}
          </span>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!switching && !q.data.has_more}
            aria-disabled={switching || undefined}
            onClick={() => !switching && goToPage(pageNo + 1)}
          >
            {L.nextPage()}
          </button>
        </nav>
      )}
      {(editorUsed || editing !== null) && (
        <Suspense fallback={null}>
          <ItemEditor
            target={target}
            version={editing?.mode === 'edit' ? versions[editing.id] : undefined}
            onClose={() => setEditing(null)}
            onCreated={(item) => setEditing({ mode: 'edit', id: item.id, snapshot: item })}
            onPhotoUploaded={onPhotoUploaded}
          />
        </Suspense>
      )}
    </section>
  );
}
