import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import type { TeamFieldError } from './model';
import type { TeamMember } from './queries';
import { useScope } from './scope';

export type LL = ReturnType<typeof useI18nContext>['LL'];

export const ROLE_BADGE: Record<TeamMember['role'], string> = {
  owner: 'badge-purple',
  orderer: 'badge-green',
  viewer: 'badge-gray',
};

/** The words that differ by who manages the team: the owner ("your approval") or an admin ("the owner's approval"). */
export function useWords() {
  const { LL } = useI18nContext();
  const { companyId } = useScope();
  const T = LL.account.team;
  if (companyId === undefined) {
    return {
      intro: T.intro,
      loading: T.loading,
      loadFailed: T.loadFailed,
      noMembers: T.noMembers,
      roleHelp: T.roleHelp,
      limitHint: T.limitHint,
      removeTitle: T.removeTitle,
      removeText: T.removeText,
      removed: T.removed,
    };
  }
  const A = LL.admin.customers.team;
  return {
    intro: A.intro,
    loading: A.loading,
    loadFailed: A.loadFailed,
    noMembers: A.noMembers,
    roleHelp: A.roleHelp,
    limitHint: A.limitHint,
    removeTitle: A.removeTitle,
    removeText: A.removeText,
    removed: A.removed,
  };
}

export const roleName = (LL: LL, role: TeamMember['role']) => LL.account.team.roles[role]();
export const limitWords = (LL: LL, limit: number | null) =>
  limit === null ? LL.account.team.noLimit() : LL.account.team.limitPerOrder({ amount: formatUsd(limit) });
export const fieldError = (LL: LL, key: TeamFieldError | undefined) =>
  key === undefined ? undefined : key === 'limit' ? LL.account.team.limitInvalid() : LL.account.form[key]();
