import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { readFailure } from '../../../lib/failure';
import { useNamespace } from '../../locale/LocaleProvider';
import { teamQuery } from '../../team/queries';
import { TeamView } from '../../team/TeamView';
import { useReportFailure } from '../access';
import { customersHref, ownsNoTeam } from './model';
import type { CustomerDetail } from './queries';
import { TitledPanel } from '../TitledPanel';

/**
 * A company's team on its owner's customer page (the admin sees and manages every
 * company's team): the profile's Team view for the company the admin names (features/team), with
 * its members, waiting invitations, invite form, changes and removals. A customer who joined
 * another company's team owns none: the panel says so, with a search of the customers of their
 * company's name (copied from the owner's when they joined) to find the owner; the customer's
 * answer does not name the owner. Texts: `account.team`, and `admin.customers.team` where the owner's view says "you".
 */
export function CustomerTeam({ customer: c }: { customer: CustomerDetail }) {
  const { LL } = useI18nContext();
  const A = LL.admin.customers.team;
  // The view speaks the profile's words (account.team, account.form): loaded with it.
  const accountTexts = useNamespace('account');
  const report = useReportFailure();
  // The view's own query (the same key): read here too, to tell a member from an owner.
  const q = useQuery(teamQuery(c.id));
  const heading = useId();

  if (!accountTexts || (q.isError && ownsNoTeam(readFailure(q.error)))) {
    return (
      <TitledPanel className="cu-team" headingId={heading} testId="customer-team" title={A.title()}>
        {accountTexts ? (
          <>
            <p className="muted">{A.memberNote({ name: c.name.trim() || c.email })}</p>
            {c.company?.trim() && (
              <p>
                <Link to={customersHref({ q: c.company.trim() })}>{A.findOwner({ company: c.company.trim() })}</Link>
              </p>
            )}
          </>
        ) : (
          <p className="muted" role="status">
            {A.loading()}
          </p>
        )}
      </TitledPanel>
    );
  }
  return <TeamView companyId={c.id} onFailure={report} mailLocale={c.locale} />;
}
