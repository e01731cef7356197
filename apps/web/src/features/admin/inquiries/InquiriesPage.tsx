import { useI18nContext } from '@wholesale/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../../ui/toastStore';
import { useReportFailure, useReportQueryError } from '../access';
import { failureToast } from '../notify';
import { SkeletonCards, EmptyState, QueryBody } from '../ListStates';
import { PageHead } from '../pages/PageHead';
import { trpc } from '../../../lib/trpc';
import { countInquiries, filterInquiries, INQUIRY_FILTERS, type InquiryFilter } from './helpers';
import { InquiryCard } from './InquiryCard';
import { inquiriesQuery, type AdminInquiry } from './queries';
import { ReplyDialog } from './ReplyDialog';
import './inquiries.css';

/** Page 3 (catalogue spec §2, §4, §5 and §8): the inquiries, their status toggle and the reply. */
export function InquiriesPage() {
  const { LL, locale } = useI18nContext();
  const I = LL.admin.inquiries;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const q = useQuery(inquiriesQuery());
  // Flips resolved ⇄ unresolved; the answer is the value the server stored (spec §4).
  const { mutateAsync: toggleStatus } = useMutation(trpc.admin.inquiries.toggleStatus.mutationOptions());
  useReportQueryError(q.error);
  const [filter, setFilter] = useState<InquiryFilter>('all');
  const [stay, setStay] = useState<ReadonlySet<number>>(new Set());
  const [running, setRunning] = useState<number | null>(null);
  const [replying, setReplying] = useState<AdminInquiry | null>(null);

  async function toggle(i: AdminInquiry) {
    setRunning(i.id);
    setStay((s) => new Set(s).add(i.id));
    try {
      const r = await toggleStatus({ id: i.id });
      // The server's answer is the truth (spec §4). The card keeps its place until the next
      // refetch, so the button the admin just pressed does not jump away from under them.
      queryClient.setQueryData(trpc.admin.inquiries.list.queryKey(), (old) =>
        old?.map((x) => (x.id === r.id ? { ...x, status: r.status } : x)),
      );
      void queryClient.invalidateQueries({ ...trpc.admin.inquiries.pathFilter(), refetchType: 'none' });
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      toast({
        title: I.statusUpdated(),
        text: I.statusUpdatedText({ name: i.name, status: r.status === 'resolved' ? I.resolved() : I.unresolved() }),
        variant: 'success',
      });
    } catch (err) {
      report(err);
      failureToast(LL, err, { refused: I.statusFailed(), unreachable: I.statusFailed() }, locale);
    } finally {
      setRunning(null);
    }
  }

  function sent() {
    setReplying(null);
    void queryClient.invalidateQueries(trpc.admin.inquiries.pathFilter());
  }

  return (
    <section>
      <PageHead title={I.title()} intro={I.intro()} />
      <QueryBody
        query={q}
        words={I}
        placeholder={<SkeletonCards className="signup-card inq-skeleton" bodyHeight={120} />}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={I.empty()} text={I.emptyText()} />}
      >
        {(data) => {
          const shown = filterInquiries(data, filter, stay);
          const counts = countInquiries(data);
          return (
            <>
              <div className="inq-toolbar">
                <p className="muted admin-count" role="status">
                  {I.count({ unresolved: counts.unresolved, total: counts.all })}
                </p>
                <FilterSwitch
                  filter={filter}
                  counts={counts}
                  onChange={(f) => {
                    setFilter(f);
                    setStay(new Set());
                  }}
                />
              </div>
              {shown.length === 0 ? (
                <p className="admin-panel admin-empty">{I.emptyFiltered()}</p>
              ) : (
                <ul className="signup-list">
                  {shown.map((i) => (
                    <li key={i.id}>
                      <InquiryCard
                        inquiry={i}
                        busy={running === i.id}
                        onToggle={(x) => void toggle(x)}
                        onReply={setReplying}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryBody>
      <ReplyDialog inquiry={replying} onClose={() => setReplying(null)} onSent={sent} />
    </section>
  );
}

function FilterSwitch({
  filter,
  counts,
  onChange,
}: {
  filter: InquiryFilter;
  counts: Record<InquiryFilter, number>;
  onChange: (f: InquiryFilter) => void;
}) {
  const { LL } = useI18nContext();
  const I = LL.admin.inquiries;
  const name = useId();
  const label = (f: InquiryFilter) =>
    f === 'all'
      ? I.showAll({ count: counts.all })
      : f === 'unresolved'
        ? I.showUnresolved({ count: counts.unresolved })
        : I.showResolved({ count: counts.resolved });
  return (
    <fieldset className="admin-segmented">
      <legend className="visually-hidden">{I.show()}</legend>
      {INQUIRY_FILTERS.map((f) => (
        <label key={f} className={f === filter ? 'on' : undefined}>
          <input type="radio" name={name} value={f} checked={f === filter} onChange={() => onChange(f)} />
          {label(f)}
        </label>
      ))}
    </fieldset>
  );
}
