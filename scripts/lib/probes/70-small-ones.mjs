// The third review's small findings: a statement month outside 2000-2100 is a 400, not a 500; a
// guest's junk body to a signed-in route is a 401 before it is read; no recipient's address in the
// file mail transport's log lines.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @param {import('./index.mjs').ProbeContext} ctx */
export default async function smallOnes({ send, check, signIn, dataDir, admin: adminUser }) {
  const admin = { authorization: `Bearer ${(await signIn(undefined, adminUser)).token}` };
  const buyer = await signIn();
  const months = [];
  for (const month of ['0000-01', '1999-12', '2101-01'])
    months.push(
      (await send('GET', `/api/admin/orders/statements/${buyer.userId}.pdf?month=${month}`, { headers: admin })).status,
    );
  check(
    'a statement for a month outside 2000-2100',
    '400 each',
    months.join('/'),
    months.every((s) => s === 400),
  );

  const junk = { raw: '{"amount": ', headers: { 'content-type': 'application/json' } };
  const guest = [
    (await send('POST', '/api/orders/1/payments', junk)).status,
    (await send('PUT', '/api/orders/1/status', junk)).status,
    (
      await send('PATCH', '/api/orders/1', {
        ...junk,
        headers: { ...junk.headers, 'idempotency-key': 'probe-guest-junk' },
      })
    ).status,
  ];
  check(
    "a guest's junk body to payments, status and change",
    '401 before the body is read',
    guest.join('/'),
    guest.every((s) => s === 401),
  );

  // The log of a server this script started (startProbeServer writes it into its DATA_DIR).
  if (dataDir && existsSync(path.join(dataDir, 'server.log'))) {
    const log = readFileSync(path.join(dataDir, 'server.log'), 'utf8');
    const mailLines = log.split('\n').filter((l) => l.includes('written to'));
    const leaked = mailLines.filter((l) => /[\w.+-]+@[\w-]+\.[\w.]+/.test(l));
    check(
      'the file mail transport’s log lines',
      'no recipient address',
      `${leaked.length} of ${mailLines.length} lines name one${leaked[0] ? `: ${leaked[0].slice(0, 100)}` : ''}`,
      leaked.length === 0,
    );
  }
}
