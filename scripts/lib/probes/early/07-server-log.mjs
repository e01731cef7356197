// The second review's probe of the server's log: no reset token or e-mail address in it (when
// this script started the server and so knows its log file).
import { readFileSync } from 'node:fs';

/** @param {import('../index.mjs').ProbeContext} ctx */
export default async function serverLog({ send, check, buyer, logFile }) {
  // 20. No reset token or e-mail address in the server's log (when this script started the server).
  if (logFile) {
    await send('POST', '/api/users/forgot-password', { body: { email: buyer.email } });
    await send('GET', `/api/users/${encodeURIComponent(buyer.email)}/documents`);
    await new Promise((r) => setTimeout(r, 1500)); // the reset mail is composed off the request path
    const log = readFileSync(logFile, 'utf8');
    const tokens = log.match(/token=(?!\[redacted\])[\w-]{8,}/g) ?? [];
    const addresses = log.match(/\/api\/users\/[^/\s"]*(?:@|%40)/g) ?? [];
    check(
      'reset tokens and addresses in URLs in the log',
      'none',
      `${tokens.length} tokens, ${addresses.length} addresses`,
      tokens.length === 0 && addresses.length === 0,
    );
  }
}
