// The cutoff reminder job in two real server processes at once, on one PostgreSQL and one SMTP
// server: both start together and run the job at start (as every process does), against the same
// buyers; each buyer's reminder reaches the SMTP server exactly once, and the processes' own logs
// add up to that count (each reminder was claimed by one process's insert). The processes keep real
// time, so the test picks the cutoff's wall time (ORDER_CUTOFF_TIME) and the hours for which the
// reminder is due now, with the rules the server reads. Runs only with DATABASE_URL (vitest.config.ts).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUTOFF_REMINDER_HOURS, nextCutoff, remindersDue } from '@wholesale/rules';
import { startTestSmtpServer, type TestSmtpServer } from '@wholesale/services/testing';
import { createCluster, logTail, type Cluster, type ServerProc } from '../testing/processes';

const BUYERS = 30;
/** Time enough for both processes to start and run the job: the reminder must stay due meanwhile. */
const SLACK_MS = 5 * 60_000;

/** A cutoff wall time and hours for which a reminder is due now and still in SLACK_MS (no holidays). */
function dueSetting(now: Date): { cutoffTime: string; hours: number } {
  const later = new Date(now.getTime() + SLACK_MS);
  const times = [...Array.from({ length: 96 }, (_, i) => i * 15), 23 * 60 + 59].map(
    (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
  );
  for (const cutoffTime of times) {
    const next = nextCutoff(now, {}, cutoffTime);
    if (!next || nextCutoff(later, {}, cutoffTime)?.date !== next.date) continue;
    for (const hours of CUTOFF_REMINDER_HOURS) {
      const one = [{ user_id: 1, hours_before: hours }];
      const none = { ordered: new Set<number>(), reminded: new Set<number>() };
      if (remindersDue(one, next, now, none).length === 1 && remindersDue(one, next, later, none).length === 1)
        return { cutoffTime, hours };
    }
  }
  throw new Error(`no cutoff time makes a reminder due at ${now.toISOString()}`);
}

let cluster: Cluster;
let smtp: TestSmtpServer;
let servers: ServerProc[] = [];
const emails = Array.from({ length: BUYERS }, (_, i) => `remind${i}.${process.pid}@example.com`);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  cluster = await createCluster('reminders');
  const { cutoffTime, hours } = dueSetting(new Date());
  // The buyers and their reminders, before any process starts (the schema is migrated already).
  const users = await cluster.handle.db
    .insertInto('users')
    .values(emails.map((email, i) => ({ email, name: `Buyer ${i}`, password_hash: 'x', locale: i % 2 ? 'ko' : 'en' })))
    .returning('id')
    .execute();
  await cluster.handle.db
    .insertInto('cutoff_reminders')
    .values(users.map((u) => ({ user_id: u.id, enabled: true, hours_before: hours })))
    .execute();
  // No demo seed (two processes seeding at once is not what this is about): a production start.
  const env = {
    SMTP_URL: smtp.url,
    DEMO: '0',
    PICKUP_HOLIDAYS: 'none',
    ORDER_CUTOFF_TIME: cutoffTime,
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://localhost:3000',
  };
  servers = await Promise.all([cluster.start('a', env), cluster.start('b', env)]);
}, 180_000);

afterAll(async () => {
  await cluster?.close();
  await smtp?.close();
});

/** What a process's log says it mailed (pino's JSON lines). */
function mailedBy(server: ServerProc): number {
  const log = fs.readFileSync(server.proc.logFile, 'utf8');
  return log
    .split('\n')
    .filter((line) => line.includes('"cutoff reminders mailed"'))
    .reduce((sum, line) => sum + (JSON.parse(line) as { mailed: number }).mailed, 0);
}

describe('the cutoff reminder job in two server processes at once', () => {
  it('mails each due buyer exactly once', async () => {
    const ours = () => smtp.received.filter((m) => m.envelopeTo.some((to) => emails.includes(to)));
    await expect.poll(() => ours().length, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(BUYERS);
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // one more poll of each worker (5 s): nothing more may arrive
    const recipients = ours().flatMap((m) => m.envelopeTo);
    expect(recipients.sort()).toEqual([...emails].sort());
    const subjects = ours().map((m) => m.parsed.subject ?? '');
    expect(subjects.some((s) => s.startsWith('Reminder: no order yet for pickup on'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('알림:'))).toBe(true);

    const mailings = await cluster.handle.db.selectFrom('cutoff_reminder_mailings').select('user_id').execute();
    expect(mailings).toHaveLength(BUYERS);
    const outbox = await cluster.handle.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('template', '=', 'cutoff-reminder')
      .execute();
    expect(outbox).toHaveLength(BUYERS);
    const [a, b] = servers.map(mailedBy);
    console.log(`cutoff reminders: process a mailed ${a}, process b ${b}, of ${BUYERS}`);
    expect(a! + b!, `${logTail(servers[0]!)}\n${logTail(servers[1]!)}`).toBe(BUYERS);
  });
});
