// Invitations cannot be used to send spam or lures from the business's address. The demo buyer owns
// its company: three invitations to one address, then a 429 with its code; a burst to many
// addresses, then a 429 with its code past the company's daily limit (20). A name carrying a link or
// a web address is a 400 (validation.nameLink) at signup, in the profile and when joining. The
// invitation mail is the business's: its From header and its words carry no user's name.
import { mailWith } from './index.mjs';

const PER_DAY = 20;
const PER_ADDRESS = 3;
const LURE = 'Refund desk: visit http://evil.example/claim';

/** @param {import('./index.mjs').ProbeContext} ctx */
export default async function (ctx) {
  const { send, check, newClient, signIn } = ctx;
  const client = newClient();
  const { token, userId } = await signIn(client);
  const auth = { authorization: `Bearer ${token}` };
  const tag = Date.now().toString(36);
  const inviteTo = (email) =>
    send('POST', '/api/company/invitations', { client, headers: auth, body: { email, role: 'viewer' } });
  const codeOf = (res) => {
    try {
      return JSON.parse(res.text).code;
    } catch {
      return undefined;
    }
  };

  // One address, four times.
  const again = `again-${tag}@probe.test`;
  const repeated = [];
  for (let i = 0; i <= PER_ADDRESS; i++) repeated.push(await inviteTo(again));
  const last = repeated[PER_ADDRESS];
  const accepted = repeated.filter((r) => r.status === 201).length;
  check(
    `${PER_ADDRESS + 1} invitations to one address from the demo buyer's company`,
    `${PER_ADDRESS} × 201, then 429 company.addressInvitedTooOften with Retry-After`,
    `${repeated.map((r) => r.status).join('/')}; last ${codeOf(last)}, Retry-After ${last.headers.get('retry-after')}`,
    accepted === PER_ADDRESS &&
      last.status === 429 &&
      codeOf(last) === 'company.addressInvitedTooOften' &&
      Number(last.headers.get('retry-after')) > 0,
  );

  // A burst of 35 to as many addresses, all at once.
  const burst = await Promise.all(Array.from({ length: 35 }, (_, i) => inviteTo(`burst-${tag}-${i}@probe.test`)));
  const sent = burst.filter((r) => r.status === 201).length;
  const limited = burst.filter((r) => r.status === 429 && codeOf(r) === 'company.tooManyInvitations').length;
  check(
    'a burst of 35 invitations from one company',
    `at most ${PER_DAY} in 24 hours in all (${PER_DAY - PER_ADDRESS} here), the rest 429 company.tooManyInvitations`,
    `${sent} × 201, ${limited} × 429 (${[...new Set(burst.map((r) => r.status))].join('/')})`,
    sent + accepted <= PER_DAY && sent + limited === burst.length && limited > 0,
  );

  // Names with a link: signup, profile, joining a company.
  const signupBody = {
    firstName: 'Probe',
    lastName: 'Client',
    companyName: LURE,
    email: `lure-${tag}@probe.test`,
    password: 'Probe-password-1',
    licenseNumber: 'LA-1234567',
  };
  const probes = [
    ['signup (company name)', () => send('POST', '/api/users/signup', { body: signupBody })],
    [
      'signup (first name)',
      () =>
        send('POST', '/api/users/signup', {
          body: { ...signupBody, companyName: 'Probe Kitchen', firstName: 'evil.example/claim' },
        }),
    ],
    ['profile', () => send('PUT', `/api/users/${userId}`, { client, headers: auth, body: { name: LURE } })],
    [
      'accept-invitation',
      () =>
        send('POST', '/api/users/accept-invitation', {
          body: { token: 'x'.repeat(43), name: 'www.evil.example', password: 'Probe-password-1' },
        }),
    ],
  ];
  for (const [form, probe] of probes) {
    const res = await probe();
    check(
      `a link in a name: ${form}`,
      '400 validation.nameLink',
      `${res.status} ${codeOf(res)}`,
      res.status === 400 && codeOf(res) === 'validation.nameLink',
    );
  }

  // The mail the business sent: its From is the business's, and it names no person.
  if (ctx.dataDir) {
    const mail = await mailWith(ctx.dataDir, again);
    const body = mail ?? '';
    const from = /^From: (.*)$/m.exec(body)?.[1] ?? '';
    check(
      'the invitation mail names no person as its sender',
      "From is MAIL_FROM; no owner's name in it",
      mail ? `From: ${from}` : 'no mail file found',
      Boolean(mail) && !/Minji|Kim|Seoul Garden/i.test(from) && !/Minji Kim/.test(body),
    );
  }
}
