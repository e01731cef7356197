import { useMemo } from 'react';
import { ScopeContext, type TeamContext } from './scope';
import { TeamPanel } from './TeamPanel';
import '../account/account.css';
import '../../ui/badge.css';
import './team.css';

// The profile's Team view (?view=team), for the company's owner: the members with their role and
// order limit (each changeable) and Remove after a confirmation; the invitations not yet used; and
// the invite form. What a change did is said in a polite live region (at the top for the members,
// under the form for an invitation); every refusal in the page's language by its code. Texts:
// `account.team`; the rules are model.ts's, unit tested there.
//
// The same view is a panel of the back office's customer page (the admin manages every company's
// team): given `companyId` it reads and changes that company's team, takes no focus when it
// appears, lays the lists and the invite form side by side on a desktop, and speaks of "the owner"
// where the owner's own view says "you" (`admin.customers.team`).

export type TeamViewProps =
  /** The profile's: the signed-in owner's team; Back (after an owner-only refusal) returns to the profile. */
  | { onBack: () => void; companyId?: undefined; onFailure?: undefined; mailLocale?: undefined }
  | {
      onBack?: undefined;
      /** The company an admin manages: its owner's user id. */
      companyId: number;
      /** Each failure, for the back office's guard (a session that ended shows its sign-in screen). */
      onFailure?: (err: unknown) => void;
      /** The invitation e-mail's language at first: the owner's. */
      mailLocale?: 'en' | 'ko';
    };

export function TeamView(props: TeamViewProps) {
  const { companyId, onFailure, mailLocale } = props;
  const scope = useMemo<TeamContext>(
    () => ({ companyId, report: onFailure ?? (() => undefined), mailLocale }),
    [companyId, onFailure, mailLocale],
  );
  return (
    <ScopeContext.Provider value={scope}>
      <TeamPanel onBack={props.onBack} />
    </ScopeContext.Provider>
  );
}
