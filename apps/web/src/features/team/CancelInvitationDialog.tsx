import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog, type QuestionOutcome } from './ConfirmDialog';
import { teamScope, type PendingInvitation } from './queries';
import { useScope } from './scope';

/** "Cancel the invitation to …?": its link stops working. */
export function CancelInvitationDialog({
  invitation,
  ...outcome
}: { invitation: PendingInvitation } & QuestionOutcome) {
  const { LL } = useI18nContext();
  const T = LL.account.team;
  const { companyId } = useScope();
  const { mutateAsync: cancel } = useMutation(trpc.company.cancelInvitation.mutationOptions());
  return (
    <ConfirmDialog
      title={T.cancelTitle({ email: invitation.email })}
      subtitle={invitation.email}
      text={T.cancelText()}
      confirmLabel={T.cancelConfirm()}
      busyLabel={T.cancelling()}
      keepLabel={T.cancelKeep()}
      staleCode="company.invitationNotFound"
      run={() => cancel({ invitationId: invitation.id, ...teamScope(companyId) })}
      {...outcome}
    />
  );
}
