// The notices of a recall: one per company that received its lots, mailed through the outbox in
// the owner's language with a link to acknowledge (its token kept only as a hash, the mail sealed);
// sent once per company however often staff press "Send"; reminded once, a day later, while not
// acknowledged, however many server processes run the job (the reminder is claimed by a
// conditional update of the notice's row, in the transaction that queues its mail).
import {
  ConflictError,
  NotFoundError,
  RECALL_ERRORS,
  RECALL_REMINDER_HOURS,
  type BuyerRecallNotice,
  type RecallNoticeView,
} from '@wholesale/contract';
import { sql } from 'kysely';
import { iso, randomToken, rowOrNotFound, sha256Hex, type Db } from '../kernel/common';
import { enqueueMail } from '../mail/outbox';
import { mailEachClaimed } from '../mail/claimed-mailings';
import { greetingName } from '../mail/greeting-name';
import { companyContacts, recalledLots, shippedByCompanyLot } from './affected';
import type { RecallDeps } from './deps';

/** Whom a notice (or its reminder) is mailed to: the company's owner, as the users table has them. */
interface NoticeReader {
  email: string;
  locale: 'en' | 'ko';
  first_name: string | null;
  name: string | null;
  company: string | null;
}

/**
 * Queues, in `db` (the transaction that records it), the notice to one company: the recall's lots,
 * what the company received, the link that acknowledges it.
 */
async function queueNotice(
  db: Db,
  deps: RecallDeps,
  recall: { id: number; reason: string },
  companyId: number,
  to: NoticeReader,
  token: string,
  reminder: boolean,
) {
  const [lots, shipped] = await Promise.all([
    recalledLots(db, recall.id),
    shippedByCompanyLot(db, recall.id, companyId),
  ]);
  const received = new Set(shipped.map((s) => s.lot_id));
  // The lots the company received (all of the recall's, should it have none left on record).
  const named = lots.filter((l) => received.has(l.id));
  const data = {
    reminder,
    reason: recall.reason,
    lots: (named.length > 0 ? named : lots).map((l) => ({
      product: l.item.name,
      product_ko: l.item.name_ko,
      lot_code: l.lot_code,
      produced_on: l.produced_on,
      packed_on: l.packed_on,
      use_by: l.use_by,
    })),
    cases: shipped.reduce((n, s) => n + s.cases, 0),
    lbs: Math.round(shipped.reduce((n, s) => n + Number(s.lbs), 0) * 100) / 100,
    pickupDates: [...new Set(shipped.flatMap((s) => s.dates ?? []))].sort(),
    token,
    publicUrl: deps.publicUrl,
  };
  await enqueueMail(
    db,
    {
      to: to.email,
      locale: to.locale,
      template: 'recall-notice',
      data: { ...data, name: greetingName(to), company: to.company },
    },
    deps.sealer,
  );
}

/** Mails every company that received the lots and has no notice yet; answers how many were mailed. */
export async function sendNotices(deps: RecallDeps, recallId: number): Promise<number> {
  const now = deps.clock();
  const sent = await deps.db.transaction().execute(async (trx) => {
    // Locked: two presses at once take turns, so the second finds the first's notices.
    const recall = await rowOrNotFound(
      trx.selectFrom('recalls').select(['id', 'reason', 'closed_at']).where('id', '=', recallId).forUpdate(),
      RECALL_ERRORS.recallNotFound,
    );
    if (recall.closed_at) throw new ConflictError(RECALL_ERRORS.closed);
    const shipped = await shippedByCompanyLot(trx, recallId);
    const mailed = new Set(
      (await trx.selectFrom('recall_notices').select('user_id').where('recall_id', '=', recallId).execute()).map(
        (n) => n.user_id,
      ),
    );
    const due = [...new Set(shipped.map((s) => s.company_id))].filter((id) => !mailed.has(id)).sort((a, b) => a - b);
    const contacts = await companyContacts(trx, due);
    let count = 0;
    for (const companyId of due) {
      const c = contacts.get(companyId);
      if (!c) continue;
      const token = randomToken();
      const row = await trx
        .insertInto('recall_notices')
        .values({
          recall_id: recallId,
          user_id: companyId,
          company: c.company,
          email: c.email,
          locale: c.locale,
          token_hash: sha256Hex(token),
          sent_at: now,
        })
        .onConflict((oc) => oc.columns(['recall_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      await queueNotice(trx, deps, recall, companyId, c, token, false);
      count += 1;
    }
    await trx
      .updateTable('recalls')
      .set({ notices_sent_at: sql<Date>`coalesce(notices_sent_at, ${now})` })
      .where('id', '=', recallId)
      .execute();
    return count;
  });
  if (sent > 0) deps.onMailQueued?.();
  return sent;
}

/** The job: one reminder per notice sent 24 hours ago or more and not acknowledged, of recalls still open. */
export async function mailReminders(deps: RecallDeps): Promise<{ mailed: number }> {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - RECALL_REMINDER_HOURS * 3_600_000);
  const due = await deps.db
    .selectFrom('recall_notices as n')
    .innerJoin('recalls as r', 'r.id', 'n.recall_id')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.recall_id',
      'n.user_id',
      'n.email',
      'n.locale',
      'r.reason',
      'u.first_name',
      'u.name',
      'u.company',
    ])
    .where('n.acknowledged_at', 'is', null)
    .where('n.reminded_at', 'is', null)
    .where('n.sent_at', '<=', cutoff)
    .where('r.closed_at', 'is', null)
    .orderBy('n.id')
    .limit(500)
    .execute();
  const mailed = await mailEachClaimed(
    deps.db,
    due,
    async (trx, n) => {
      const token = randomToken();
      // The claim: whichever process updates the row first sends; the others find it reminded.
      const claimed = await trx
        .updateTable('recall_notices')
        .set({ reminded_at: now, reminder_token_hash: sha256Hex(token) })
        .where('id', '=', n.id)
        .where('reminded_at', 'is', null)
        .where('acknowledged_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      await queueNotice(trx, deps, { id: n.recall_id, reason: n.reason }, n.user_id, n, token, true);
      return true;
    },
    deps.onMailQueued,
  );
  return { mailed };
}

/** What a notice's link shows: the recall's reason and lots, the company, the times. */
async function noticeView(db: Db, noticeId: number): Promise<BuyerRecallNotice> {
  const n = await db
    .selectFrom('recall_notices as n')
    .innerJoin('recalls as r', 'r.id', 'n.recall_id')
    .select(['n.id', 'n.recall_id', 'n.company', 'n.sent_at', 'n.acknowledged_at', 'n.reminded_at', 'r.reason'])
    .where('n.id', '=', noticeId)
    .executeTakeFirstOrThrow();
  const lots = await recalledLots(db, n.recall_id);
  return {
    recall_id: n.recall_id,
    reason: n.reason,
    company: n.company,
    lots: lots.map((l) => ({
      lot_code: l.lot_code,
      item_name: l.item.name,
      item_name_ko: l.item.name_ko,
      produced_on: l.produced_on,
      packed_on: l.packed_on,
      use_by: l.use_by,
    })),
    sent_at: iso(n.sent_at),
    acknowledged_at: n.acknowledged_at ? iso(n.acknowledged_at) : null,
    reminded_at: n.reminded_at ? iso(n.reminded_at) : null,
  };
}

const strip = ({ reminded_at: _reminded, ...view }: BuyerRecallNotice): RecallNoticeView => view;

async function noticeByToken(db: Db, token: string) {
  const hash = sha256Hex(token);
  return db
    .selectFrom('recall_notices')
    .select(['id', 'acknowledged_at'])
    .where((eb) => eb.or([eb('token_hash', '=', hash), eb('reminder_token_hash', '=', hash)]))
    .executeTakeFirst();
}

export async function showNotice(db: Db, token: string): Promise<RecallNoticeView> {
  const found = await noticeByToken(db, token);
  if (!found) throw new NotFoundError(RECALL_ERRORS.noticeLink);
  return strip(await noticeView(db, found.id));
}

export async function acknowledge(deps: RecallDeps, token: string): Promise<RecallNoticeView> {
  const found = await noticeByToken(deps.db, token);
  if (!found) throw new NotFoundError(RECALL_ERRORS.noticeLink);
  // Conditional: of two clicks at once, one acknowledges and the other is told it was.
  const done = await deps.db
    .updateTable('recall_notices')
    .set({ acknowledged_at: deps.clock() })
    .where('id', '=', found.id)
    .where('acknowledged_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!done) throw new ConflictError(RECALL_ERRORS.alreadyAcknowledged);
  return strip(await noticeView(deps.db, found.id));
}

/** A company's own notices (its owner's id names it), newest first. */
export async function noticesOf(db: Db, companyId: number): Promise<BuyerRecallNotice[]> {
  const ids = await db
    .selectFrom('recall_notices')
    .select('id')
    .where('user_id', '=', companyId)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return Promise.all(ids.map((n) => noticeView(db, n.id)));
}
