import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog, type QuestionOutcome } from './ConfirmDialog';
import type { TeamMember } from './queries';
import { useWords } from './words';

/** "Remove … from your team?": signed out at once, orders kept. */
export function RemoveDialog({ member, ...outcome }: { member: TeamMember } & QuestionOutcome) {
  const { LL } = useI18nContext();
  const T = LL.account.team;
  const W = useWords();
  const { mutateAsync: remove } = useMutation(trpc.company.removeMember.mutationOptions());
  return (
    <ConfirmDialog
      title={W.removeTitle({ name: member.name })}
      subtitle={member.email}
      text={W.removeText({ name: member.name })}
      confirmLabel={T.removeConfirm()}
      busyLabel={T.removing()}
      keepLabel={T.removeKeep()}
      staleCode="company.memberNotFound"
      run={() => remove({ userId: member.id })}
      {...outcome}
    />
  );
}
