import { useI18nContext } from '@wholesale/i18n';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure, useReportQueryError } from '../access';
import { requestName } from '../format';
import { failureToast } from '../notify';
import { SkeletonCards, EmptyState, QueryBody } from '../ListStates';
import { PageHead } from '../pages/PageHead';
import { rejectInput, signupRequestsQuery, type SignupRequest } from '../queries';
import { SwitchField } from '../SwitchField';
import { ApproveDialog, RejectDialog, type ApprovalExpiry } from './dialogs';
import { RequestCard, type RequestAction } from './RequestCard';
import './signup.css';

type Pending = { kind: 'approve' | 'reject'; request: SignupRequest } | null;

/** Page 4 (catalogue spec §2, §4 and §8). */
export function SignupRequestsPage() {
  const { LL, locale } = useI18nContext();
  const A = LL.admin;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const [showRejected, setShowRejected] = useState(false);
  const [dialog, setDialog] = useState<Pending>(null);
  const [running, setRunning] = useState<number | null>(null);
  const switchId = useId();
  // Flipping Show Rejected keeps the current list on screen until the other one arrives.
  const q = useQuery({ ...signupRequestsQuery(showRejected), placeholderData: keepPreviousData });
  useReportQueryError(q.error);
  const { mutateAsync: approveRequest } = useMutation(trpc.admin.signupRequests.approve.mutationOptions());
  const { mutateAsync: rejectRequest } = useMutation(trpc.admin.signupRequests.reject.mutationOptions());
  const { mutateAsync: revertRequest } = useMutation(trpc.admin.signupRequests.revert.mutationOptions());

  /** Applies a change to both cached lists at once, then asks the server for the truth. */
  function updateLists(change: (list: SignupRequest[], withRejected: boolean) => SignupRequest[]) {
    for (const withRejected of [false, true]) {
      queryClient.setQueryData(trpc.admin.signupRequests.list.queryKey({ showRejected: withRejected }), (old) =>
        old ? change(old, withRejected) : old,
      );
    }
    void queryClient.invalidateQueries(trpc.admin.signupRequests.list.pathFilter());
  }

  /**
   * One action on a request: its card busy while `work` runs (the change to the lists and its
   * toast), a failure toasted with `failed`'s titles, and any question about it closed after.
   */
  async function act(r: SignupRequest, work: () => Promise<void>, failed: { refused: string; unreachable: string }) {
    setRunning(r.id);
    try {
      await work();
    } catch (err) {
      report(err);
      failureToast(LL, err, failed, locale);
    } finally {
      setRunning(null);
      setDialog(null);
    }
  }

  const approve = (r: SignupRequest, expiry: ApprovalExpiry) =>
    act(
      r,
      async () => {
        await approveRequest({ id: r.id, ...expiry });
        // Approved requests leave the list (spec §4).
        updateLists((list) => list.filter((x) => x.id !== r.id));
        toast({ title: A.toast.approved(), text: A.toast.approvedText({ name: requestName(r) }), variant: 'success' });
      },
      { refused: A.toast.approveFailed(), unreachable: A.toast.approveFailed() },
    );

  const reject = (r: SignupRequest, reason: string) =>
    act(
      r,
      async () => {
        await rejectRequest(rejectInput(r.id, reason));
        const trimmed = reason.trim();
        updateLists((list, withRejected) =>
          withRejected
            ? list.map((x) =>
                x.id === r.id ? { ...x, status: 'rejected', show: false, reject_reason: trimmed || null } : x,
              )
            : list.filter((x) => x.id !== r.id),
        );
        toast({ title: A.toast.rejected(), variant: 'success' });
      },
      { refused: A.toast.rejectFailed(), unreachable: A.toast.rejectError() },
    );

  // Revert is asked from the card itself, with no question open: closing one after changes nothing.
  const revert = (r: SignupRequest) =>
    act(
      r,
      async () => {
        await revertRequest({ id: r.id });
        updateLists((list) =>
          list.map((x) => (x.id === r.id ? { ...x, status: 'pending', show: true, reject_reason: null } : x)),
        );
        toast({ title: A.toast.reverted(), variant: 'success' });
      },
      { refused: A.toast.revertFailed(), unreachable: A.toast.revertFailed() },
    );

  function onAction(action: RequestAction, r: SignupRequest) {
    if (action === 'revert') void revert(r);
    else setDialog({ kind: action, request: r });
  }

  return (
    <section>
      <PageHead
        title={A.signup.title()}
        intro={A.signup.intro()}
        actions={
          <SwitchField
            id={switchId}
            label={A.signup.showRejected()}
            checked={showRejected}
            onChange={setShowRejected}
          />
        }
      />
      <QueryBody
        query={q}
        words={A.signup}
        placeholder={<SkeletonCards className="signup-card" bodyHeight={80} />}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState title={showRejected ? A.signup.emptyRejected() : A.signup.empty()} text={A.signup.emptyText()} />
        }
      >
        {(data) => (
          <>
            <p className="muted signup-count" role="status">
              {A.signup.count({ count: data.length })}
            </p>
            <ul className="signup-list">
              {data.map((r) => (
                <li key={r.id}>
                  <RequestCard request={r} busy={running === r.id} onAction={onAction} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryBody>
      <ApproveDialog
        request={dialog?.kind === 'approve' ? dialog.request : null}
        busy={running !== null}
        onConfirm={(r, expiry) => void approve(r, expiry)}
        onClose={() => setDialog(null)}
      />
      <RejectDialog
        request={dialog?.kind === 'reject' ? dialog.request : null}
        busy={running !== null}
        onConfirm={(r, reason) => void reject(r, reason)}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
