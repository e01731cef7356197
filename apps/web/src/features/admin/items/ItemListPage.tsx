import { useI18nContext } from '@wholesale/i18n';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Skeleton } from '../../../ui/Skeleton';
import { useReportQueryError } from '../access';
import { LoadError } from '../LoadError';
import { PageTitle } from '../pages/PageTitle';
import { adminItemsQuery } from '../queries';
import { filterItems, NO_FILTERS, type ItemFilters } from './filter';
import type { EditorTarget } from './ItemEditor';
import { ItemFiltersBar } from './ItemFiltersBar';
import { ItemTable } from './ItemTable';
import { useApplyItem, type AdminItem } from './queries';
import { useVisibility } from './useVisibility';

// The editor brings the server's schemas (zod) and react-hook-form: ~45 KB gzip that the Dashboard
// and the other admin pages do not need, so it is its own chunk, fetched once this page shows.
const loadEditor = () => import('./ItemEditor');
const ItemEditor = lazy(() => loadEditor().then((m) => ({ default: m.ItemEditor })));

/** Which item the editor is on: by id, so it follows the list's fresh copy (a new photo count). */
type Editing = { mode: 'edit'; id: number; snapshot: AdminItem } | { mode: 'create' } | null;

/** Page 6 (catalogue spec §2-§5 and §8): every item, hidden ones included, with show/hide, the editor and new products. */
export function ItemListPage() {
  const { LL } = useI18nContext();
  const L = LL.admin.items;
  const q = useQuery(adminItemsQuery());
  useReportQueryError(q.error);
  const [filters, setFilters] = useState<ItemFilters>(NO_FILTERS);
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

  const shown = useMemo(() => (q.data ? filterItems(q.data, filters) : []), [q.data, filters]);
  const target: EditorTarget | null =
    editing === null
      ? null
      : editing.mode === 'create'
        ? editing
        : { mode: 'edit', item: q.data?.find((i) => i.id === editing.id) ?? editing.snapshot };

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
  if (q.data === undefined && !q.isError) {
    body = (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {L.loading()}
        </p>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={64} style={{ marginTop: i === 0 ? 0 : 8 }} />
        ))}
      </div>
    );
  } else if (q.data === undefined) {
    body = <LoadError title={L.loadError()} error={q.error} retryLabel={L.retry()} onRetry={() => void q.refetch()} />;
  } else if (q.data.length === 0) {
    body = (
      <div className="admin-panel admin-empty" role="status">
        <p className="admin-empty-title">{L.empty()}</p>
        <p className="muted">{L.emptyText()}</p>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="admin-panel admin-empty">
        <p className="admin-empty-title">{L.noMatch()}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setFilters(NO_FILTERS)}>
          {L.clear()}
        </button>
      </div>
    );
  } else {
    body = <ItemTable items={shown} versions={versions} running={running} onToggle={(item) => void toggle(item)} onEdit={edit} />;
  }

  return (
    <section>
      <div className="admin-page-head">
        <div>
          <PageTitle>{L.title()}</PageTitle>
          <p className="muted admin-intro">{L.intro()}</p>
        </div>
        <div className="admin-actions">
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'create' })}>
            {L.add()}
          </button>
        </div>
      </div>
      {q.data !== undefined && q.data.length > 0 && (
        <>
          <ItemFiltersBar filters={filters} onChange={setFilters} />
          <p className="muted admin-count" role="status" aria-live="polite">
            {L.count({ shown: shown.length, total: q.data.length })}
          </p>
        </>
      )}
      {body}
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
