// Recalls (staff, except the acknowledgement by its link and a buyer's own notices): name lots one
// by one or as a product's production dates, see every company that received them and what is
// still in the house, mail the notices once, remind once, and report to the inspector.
import {
  ForbiddenError,
  NotFoundError,
  RECALL_ERRORS,
  requireAdmin,
  requireSignedIn,
  type RecallDetail,
  type RecallsService,
  type RecallSummary,
} from '@wholesale/contract';
import { sql } from 'kysely';
import { accessOf } from '../kernel/company-access';
import { iso, rowOrNotFound, systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { nameOrEmail } from '../kernel/name-or-email';
import { listsBy } from '../kernel/lists-by';
import type { OutboxSealer } from '../mail/sealing';
import { inlinePdfRenderer, type PdfRenderer } from '../pdf/renderer';
import { affectedCompanies, recalledLots } from './affected';
import type { RecallDeps } from './deps';
import { acknowledge, mailReminders, noticesOf, sendNotices, showNotice } from './notices';
import { recallCsv } from './report';

export { recalledLotsOnOrders, refuseRecalledCases } from './holds';

const LIST_MAX = 200;

function summaries(db: Db) {
  return db
    .selectFrom('recalls as r')
    .leftJoin('users as creator', 'creator.id', 'r.created_by')
    .select([
      'r.id',
      'r.reason',
      'r.item_id',
      'r.produced_from',
      'r.produced_to',
      'r.created_at',
      'r.notices_sent_at',
      'r.closed_at',
      nameOrEmail('creator').as('creator'),
      sql<number>`(SELECT count(*) FROM recall_notices n WHERE n.recall_id = r.id)::int`.as('notices'),
      sql<number>`(SELECT count(*) FROM recall_notices n WHERE n.recall_id = r.id AND n.acknowledged_at IS NOT NULL)::int`.as(
        'acknowledged',
      ),
    ]);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

async function lotsOfRecalls(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, RecallSummary['lots']>();
  const rows = await db
    .selectFrom('recall_lots as rl')
    .innerJoin('lots as l', 'l.id', 'rl.lot_id')
    .innerJoin('items as i', 'i.id', 'l.item_id')
    .select(['rl.recall_id', 'l.id', 'l.lot_code', 'i.name', 'i.name_ko'])
    .where('rl.recall_id', 'in', [...ids])
    .orderBy('l.lot_code')
    .execute();
  return listsBy(
    rows,
    (r) => r.recall_id,
    (r): RecallSummary['lots'][number] => ({
      id: r.id,
      lot_code: r.lot_code,
      item_name: r.name,
      item_name_ko: r.name_ko,
    }),
  );
}

const toSummary = (r: SummaryRow, lots: RecallSummary['lots']): RecallSummary => ({
  id: r.id,
  reason: r.reason,
  created_at: iso(r.created_at),
  created_by: r.creator,
  notices_sent_at: r.notices_sent_at ? iso(r.notices_sent_at) : null,
  closed_at: r.closed_at ? iso(r.closed_at) : null,
  lots,
  notices: Number(r.notices),
  acknowledged: Number(r.acknowledged),
});

export function createRecallsService(deps: {
  db: Db;
  publicUrl: string;
  sealer: OutboxSealer;
  clock?: Clock;
  onMailQueued?: MailQueued;
  renderPdf?: PdfRenderer;
}): RecallsService {
  const wired: RecallDeps = { ...deps, clock: deps.clock ?? systemClock };
  const { db } = deps;
  const renderPdf = deps.renderPdf ?? inlinePdfRenderer;

  async function detail(recallId: number): Promise<RecallDetail> {
    const row = await rowOrNotFound(summaries(db).where('r.id', '=', recallId), RECALL_ERRORS.recallNotFound);
    const [lots, summaryLots] = await Promise.all([recalledLots(db, recallId), lotsOfRecalls(db, [recallId])]);
    const companies = await affectedCompanies(db, recallId, lots);
    return {
      ...toSummary(row, summaryLots.get(recallId) ?? []),
      range:
        row.item_id !== null && row.produced_from !== null && row.produced_to !== null
          ? { item_id: row.item_id, produced_from: row.produced_from, produced_to: row.produced_to }
          : null,
      recalled_lots: lots,
      companies,
      totals: {
        shipped_cases: companies.reduce((n, c) => n + c.shipped_cases, 0),
        shipped_lbs: Math.round(companies.reduce((n, c) => n + c.shipped_lbs, 0) * 100) / 100,
        unshipped_cases: companies.reduce((n, c) => n + c.unshipped_cases, 0),
        unsold_cases: lots.reduce((n, l) => n + l.cases_unsold, 0),
      },
    };
  }

  return {
    async create(actor, input) {
      const admin = requireAdmin(actor);
      const id = await db.transaction().execute(async (trx) => {
        let lotIds: number[];
        if (input.lot_ids) {
          const wanted = [...new Set(input.lot_ids)];
          const found = await trx.selectFrom('lots').select('id').where('id', 'in', wanted).execute();
          if (found.length !== wanted.length) throw new NotFoundError(RECALL_ERRORS.noLots);
          lotIds = wanted;
        } else {
          const found = await trx
            .selectFrom('lots')
            .select('id')
            .where('item_id', '=', input.item_id!)
            .where('produced_on', '>=', input.produced_from!)
            .where('produced_on', '<=', input.produced_to!)
            .execute();
          if (found.length === 0) throw new NotFoundError(RECALL_ERRORS.noLots);
          lotIds = found.map((f) => f.id);
        }
        const recall = await trx
          .insertInto('recalls')
          .values({
            reason: input.reason,
            item_id: input.lot_ids ? null : input.item_id!,
            produced_from: input.lot_ids ? null : input.produced_from!,
            produced_to: input.lot_ids ? null : input.produced_to!,
            created_by: admin.userId,
            created_at: wired.clock(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('recall_lots')
          .values(lotIds.map((lot_id) => ({ recall_id: recall.id, lot_id })))
          .execute();
        return recall.id;
      });
      return detail(id);
    },

    async list(actor) {
      requireAdmin(actor);
      const rows = await summaries(db)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(LIST_MAX)
        .execute();
      const lots = await lotsOfRecalls(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toSummary(r, lots.get(r.id) ?? []));
    },

    async byId(actor, recallId) {
      requireAdmin(actor);
      return detail(recallId);
    },

    async sendNotices(actor, recallId) {
      requireAdmin(actor);
      const sent = await sendNotices(wired, recallId);
      return { sent, recall: await detail(recallId) };
    },

    async close(actor, recallId) {
      requireAdmin(actor);
      await rowOrNotFound(
        db
          .updateTable('recalls')
          .set({ closed_at: sql<Date>`coalesce(closed_at, ${wired.clock()})` })
          .where('id', '=', recallId)
          .returning('id'),
        RECALL_ERRORS.recallNotFound,
      );
      return detail(recallId);
    },

    notice: (token) => showNotice(db, token),
    acknowledge: (token) => acknowledge(wired, token),

    async mine(actor) {
      requireSignedIn(actor);
      const access = await accessOf(db, actor);
      // Staff read every recall on its own page; this list is a company's.
      if (access.kind === 'admin') throw new ForbiddenError();
      return noticesOf(db, access.companyId);
    },

    async reportCsv(actor, recallId) {
      requireAdmin(actor);
      return recallCsv(await detail(recallId));
    },

    async reportPdf(actor, recallId, locale) {
      requireAdmin(actor);
      const d = await detail(recallId);
      const content = await renderPdf({
        kind: 'recall-report',
        data: {
          locale,
          recall: {
            id: d.id,
            reason: d.reason,
            created_at: d.created_at,
            notices_sent_at: d.notices_sent_at,
            closed_at: d.closed_at,
          },
          lots: d.recalled_lots,
          companies: d.companies,
          printed_at: wired.clock().toISOString(),
        },
      });
      return { number: null, filename: `recall-${d.id}-${locale}.pdf`, content };
    },

    mailReminders: () => mailReminders(wired),
  };
}
