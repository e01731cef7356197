/** Test code only (no page imports it): a rule on who sees a part of the profile, asked of everyone. */

type Viewer = { role: 'buyer' | 'admin'; companyRole: 'owner' | 'orderer' | 'viewer' };

/** What `shows` answers for a company's owner, orderer and viewer, and for an admin. */
export function answerForEachViewer(shows: (user: Viewer) => boolean) {
  return {
    owner: shows({ role: 'buyer', companyRole: 'owner' }),
    orderer: shows({ role: 'buyer', companyRole: 'orderer' }),
    viewer: shows({ role: 'buyer', companyRole: 'viewer' }),
    admin: shows({ role: 'admin', companyRole: 'owner' }),
  };
}
