import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import { formatAdminTime } from '../format';
import { itemPageQuery } from '../items/queries';
import { pageInputOf } from '../items/view';
import { TypedSearchInput } from '../TypedSearchInput';
import { useTypedSearch } from '../useTypedSearch';
import { launchDealQuery, type LaunchDealSetting as Deal } from './queries';
import { SettingsCard } from './SettingsCard';
import { AdminTable } from '../AdminTable';
import { LabelledField } from '../LabelledField';

const nameIn = (p: { name: string; name_ko: string }, locale: string) =>
  locale === 'ko' && p.name_ko ? p.name_ko : p.name;

/**
 * The launch deal: the products its free item may be (each change saved at once), its start, its
 * early end (after a confirmation) and the places given. Texts: `admin.launchDeal`.
 */
export function LaunchDealSetting() {
  const { LL, locale } = useI18nContext();
  const L = LL.admin.launchDeal;
  const q = useQuery(launchDealQuery());
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  const setItems = useMutation(trpc.admin.settings.setLaunchDealItems.mutationOptions());
  const start = useMutation(trpc.admin.settings.startLaunchDeal.mutationOptions());
  const end = useMutation(trpc.admin.settings.endLaunchDeal.mutationOptions());
  const [asking, setAsking] = useState(false);

  async function run(action: () => Promise<Deal>, done: string, failedTitle: string) {
    try {
      const next = await action();
      queryClient.setQueryData(trpc.admin.settings.launchDeal.queryKey(), next);
      toast({ title: done, variant: 'success' });
      return true;
    } catch (err) {
      toastFailure(err, failedTitle);
      return false;
    }
  }

  const busy = setItems.isPending || start.isPending || end.isPending;
  const saveItems = (ids: number[]) =>
    void run(() => setItems.mutateAsync({ item_ids: ids }), L.saved(), L.saveFailed());

  return (
    <SettingsCard title={L.heading()} help={L.help()} query={q} busy={busy} testId="launch-deal-setting">
      {(deal) => {
        const chosen = deal.items.map((i) => i.id);
        const when = (iso: string) => formatAdminTime(iso, locale, LL.common.pacificZone())?.text ?? iso;
        return (
          <>
            <p className="launch-deal-state" data-testid="launch-deal-state">
              <strong>
                {deal.state === 'running'
                  ? L.state.running({ left: deal.places_left, capacity: deal.capacity })
                  : L.state[deal.state]()}
              </strong>
              {deal.started_at && <span className="muted"> · {L.startedAt({ when: when(deal.started_at) })}</span>}
              {deal.ended_at && <span className="muted"> · {L.endedAt({ when: when(deal.ended_at) })}</span>}
            </p>
            <h3>{L.productsHeading()}</h3>
            {deal.items.length === 0 ? (
              <p className="muted">{L.noProducts()}</p>
            ) : (
              <ul className="launch-deal-items">
                {deal.items.map((item) => (
                  <li key={item.id}>
                    <span>
                      {nameIn(item, locale)} <span className="muted">· {item.spec}</span>
                      {!item.show && <span className="admin-hint"> · {L.hiddenProduct()}</span>}
                    </span>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      disabled={busy}
                      aria-label={L.remove({ name: nameIn(item, locale) })}
                      onClick={() => saveItems(chosen.filter((id) => id !== item.id))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <ProductSearch chosen={chosen} busy={busy} onAdd={(id) => saveItems([...chosen, id])} />
            <div className="settings-actions">
              {deal.state === 'not_started' && (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy || deal.items.length === 0}
                  onClick={() => void run(() => start.mutateAsync(), L.started(), L.startFailed())}
                >
                  {L.start()}
                </button>
              )}
              {deal.state === 'running' && (
                <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => setAsking(true)}>
                  {L.end()}
                </button>
              )}
            </div>
            <Places deal={deal} when={when} />
            <QuestionDialog
              open={asking}
              title={L.endTitle()}
              description={L.endText({ given: deal.places.length })}
              busy={end.isPending}
              onClose={() => setAsking(false)}
              backLabel={L.endKeep()}
              confirmLabel={L.endConfirm()}
              onConfirm={() => void run(() => end.mutateAsync(), L.ended(), L.endFailed()).then(() => setAsking(false))}
            />
          </>
        );
      }}
    </SettingsCard>
  );
}

/** A search of the Item List (visible products): each result a button that adds it. */
function ProductSearch({ chosen, busy, onAdd }: { chosen: number[]; busy: boolean; onAdd: (id: number) => void }) {
  const { LL, locale } = useI18nContext();
  const L = LL.admin.launchDeal;
  const search = useTypedSearch();
  const { q } = search;
  const ids = { search: useId(), results: useId() };
  const items = useQuery({
    ...itemPageQuery(pageInputOf({ q, visibility: 'active' })),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  // the first few matches: staff search to narrow
  const list = q.length > 0 ? (items.data?.items ?? []).slice(0, 8) : [];
  return (
    <LabelledField id={ids.search} label={L.search()} className="settings-field">
      <TypedSearchInput
        id={ids.search}
        search={search}
        className="admin-input settings-input"
        placeholder={L.searchPlaceholder()}
        aria-controls={ids.results}
      />
      {q.length > 0 && items.data && list.length === 0 && <p className="muted">{L.searchEmpty()}</p>}
      <ul id={ids.results} className="launch-deal-results" aria-busy={items.isFetching}>
        {list.map((item) => {
          const taken = chosen.includes(item.id);
          return (
            <li key={item.id}>
              <span>
                {nameIn(item, locale)} <span className="muted">· {item.spec}</span>
              </span>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy || taken}
                onClick={() => onAdd(item.id)}
              >
                {taken ? L.added() : L.add()}
              </button>
            </li>
          );
        })}
      </ul>
    </LabelledField>
  );
}

function Places({ deal, when }: { deal: Deal; when: (iso: string) => string }) {
  const { LL } = useI18nContext();
  const L = LL.admin.launchDeal;
  if (deal.state === 'not_started') return null;
  return (
    <>
      <h3>{L.placesHeading()}</h3>
      {deal.places.length === 0 ? (
        <p className="muted">{L.noPlaces()}</p>
      ) : (
        <AdminTable columns={[L.columns.slot(), L.columns.company(), L.columns.granted(), L.columns.order()]}>
          {deal.places.map((p) => (
            <tr key={p.slot}>
              <td>{p.slot}</td>
              <td>{p.company ?? `#${p.company_id}`}</td>
              <td>{when(p.granted_at)}</td>
              <td>
                {p.order_number ? (
                  L.usedOn({ order: p.order_number, item: p.item_name ?? '' })
                ) : (
                  <span className="muted">{L.unused()}</span>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
