// The second review's probe of stalled uploads: 50 uploads that send the headers of a 5 MB body
// and 2 KB of it, then stall. They are started before the probes that follow them and read at the
// end, so those probes run during the server's idle timeout (20 s); none of them uploads, since
// the stalled ones hold every upload slot. The server admits at most 16 (the rest 503 at once),
// cuts the others off, and keeps answering meanwhile.
import { signupBody } from '../index.mjs';

/**
 * Opens 50 upload connections with a real upload token that announce a 5 MB multipart body, send
 * 2 KB of it and go silent. `settled(ms)` waits for the server to close them all (or `ms`).
 */
export async function stallUploads(base, newClient) {
  const { hostname, port } = new URL(base);
  const signup = await fetch(`${base}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
    body: JSON.stringify(signupBody(`stall-${Date.now()}@probe.test`)),
  });
  const { uploadToken } = await signup.json();
  const boundary = 'stall-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nlicense\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const chunk = head + 'x'.repeat(2048 - head.length);
  const results = [];
  const net = await import('node:net');
  for (let i = 0; i < 50; i++) {
    const socket = net.connect(Number(port), hostname);
    const result = { closedAt: null, stalledAt: null, answered: false };
    results.push(result);
    socket.on('data', () => (result.answered = true));
    socket.on('error', () => {});
    socket.on('close', () => (result.closedAt = performance.now()));
    socket.on('connect', () => {
      socket.write(
        `POST /api/s3/upload/document HTTP/1.1\r\nHost: ${hostname}\r\nX-Forwarded-For: ${newClient()}\r\nX-Upload-Token: ${uploadToken}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n${chunk}`,
        () => (result.stalledAt = performance.now()),
      );
    });
  }
  // /healthz while they hang, once every connection has sent its 2 KB and been admitted or refused
  // (admission reads the upload token from the database: 50 at once take a moment).
  const sentBy = performance.now() + 5000;
  while (results.some((r) => r.stalledAt === null) && performance.now() < sentBy)
    await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 1000));
  const healthMs = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await fetch(`${base}/healthz`);
    healthMs.push(performance.now() - t);
  }
  return {
    healthMs,
    async settled(ms) {
      const until = performance.now() + ms;
      while (results.some((r) => r.closedAt === null) && performance.now() < until)
        await new Promise((r) => setTimeout(r, 250));
      const closed = results.filter((r) => r.closedAt !== null);
      const lastMs = Math.max(0, ...closed.map((r) => r.closedAt - (r.stalledAt ?? r.closedAt)));
      const refusedAtOnce = closed.filter((r) => r.closedAt - (r.stalledAt ?? r.closedAt) < 1000).length;
      return { closed: closed.length, lastMs, refusedAtOnce };
    },
  };
}

/**
 * The stalled uploads' row, once the server has closed them all (or 35 s have passed).
 * @param {import('../index.mjs').ProbeContext} ctx
 * @param {Awaited<ReturnType<typeof stallUploads>>} stalled
 */
export async function checkStalledUploads({ send, check, budget }, stalled) {
  const health = [];
  for (let i = 0; i < 5; i++) health.push((await send('GET', '/healthz')).ms);
  const outcome = await stalled.settled(35_000);
  check(
    '50 uploads stalled mid-body (5 MB announced, 2 KB sent)',
    `each answered or cut off within 30 s; /healthz < ${budget(50)} ms meanwhile`,
    `${outcome.closed}/50 closed, the last ${(outcome.lastMs / 1000).toFixed(1)} s after its stall (${outcome.refusedAtOnce} refused at once); /healthz ≤ ${Math.max(...stalled.healthMs, ...health).toFixed(0)} ms`,
    outcome.closed === 50 && outcome.lastMs <= 30_000 && Math.max(...stalled.healthMs, ...health) < budget(50),
  );
}
