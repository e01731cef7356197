// Order guides: a company's lists of products with a par level each ("Weekday", "Weekend"). A guide
// belongs to the company (its owner's user id, as orders do), so it outlives the member who wrote
// it: every member reads the company's guides, the owner and orderers write them, a viewer reads
// only. Another company's guide reads as missing (ids are guessable). Staff have no cart, so no
// guides either. What to order from a guide (par − on hand) is the rules' guideOrderQuantity, run
// in the buyer's browser: on hand is counted in the kitchen and never stored.
import {
  ConflictError,
  ForbiddenError,
  GUIDE_ERRORS,
  requireBuyer,
  ValidationError,
  type Actor,
  type OrderGuide,
  type OrderGuidesService,
} from '@wholesale/contract';
import type { OrderGuideLine as StoredLine } from '@wholesale/db';
import { ORDER_GUIDES_MAX } from '@wholesale/rules';
import { sql } from 'kysely';
import { accessOf } from '../kernel/company-access';
import { iso, refusingTaken, rowOrNotFound, type Db } from '../kernel/common';
import { listedProduct } from '../catalogue/listed-product';

interface GuideRow {
  id: number;
  company_id: number;
  name: string;
  lines: StoredLine[];
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = ['id', 'company_id', 'name', 'lines', 'created_at', 'updated_at'] as const;

interface Member {
  companyId: number;
  canEdit: boolean;
}

/** The buyer's company and whether they may write its guides (the role is read afresh each call). */
async function memberOf(db: Db, actor: Actor): Promise<Member> {
  requireBuyer(actor);
  const access = await accessOf(db, actor);
  // requireBuyer let only buyers through: an admin's access never reaches here.
  if (access.kind !== 'member') throw new ForbiddenError();
  return { companyId: access.companyId, canEdit: access.role !== 'viewer' };
}

function requireEditor(member: Member): void {
  if (!member.canEdit) throw new ForbiddenError(GUIDE_ERRORS.viewerReadOnly);
}

export function createOrderGuidesService(deps: { db: Db }): OrderGuidesService {
  const { db } = deps;

  /** The answer: each line with the product's names as the catalogue has them now (one read for all). */
  async function view(rows: readonly GuideRow[], member: Member): Promise<OrderGuide[]> {
    const ids = [...new Set(rows.flatMap((r) => r.lines.map((l) => l.item_id)))];
    const items =
      ids.length === 0
        ? []
        : await db
            .selectFrom('items')
            .select(['id', 'name', 'name_ko', 'spec', 'show'])
            .where('id', 'in', ids)
            .execute();
    const byId = new Map(items.map((i) => [i.id, i]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      lines: r.lines.map((l) => ({ item_id: l.item_id, par: l.par, ...listedProduct(byId.get(l.item_id)) })),
      can_edit: member.canEdit,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    }));
  }

  /**
   * The lines to store: a product new to the guide must be sold now; one already on it stays even
   * when it is no longer sold, so that renaming a guide or changing another par never fails on it.
   */
  async function checkedLines(
    trx: Db,
    lines: readonly StoredLine[],
    before: readonly StoredLine[],
  ): Promise<StoredLine[]> {
    const kept = new Set(before.map((l) => l.item_id));
    const added = lines.map((l) => l.item_id).filter((id) => !kept.has(id));
    if (added.length > 0) {
      const sold = await trx
        .selectFrom('items')
        .select('id')
        .where('id', 'in', added)
        .where('show', '=', true)
        .execute();
      if (sold.length !== new Set(added).size)
        throw new ValidationError(GUIDE_ERRORS.productGone, { lines: GUIDE_ERRORS.productGone });
    }
    return lines.map((l) => ({ item_id: l.item_id, par: l.par }));
  }

  /** A guide of the member's company, locked for a change; another company's reads as missing. */
  async function own(trx: Db, member: Member, id: number): Promise<GuideRow> {
    return rowOrNotFound(
      trx
        .selectFrom('order_guides')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('company_id', '=', member.companyId)
        .forUpdate(),
      GUIDE_ERRORS.notFound,
    );
  }

  /** A second guide of the same name (whatever its case) is refused by the unique index. */
  const named = <T>(write: () => Promise<T>) => refusingTaken(GUIDE_ERRORS.nameTaken, write);

  return {
    async list(actor) {
      const member = await memberOf(db, actor);
      const rows = await db
        .selectFrom('order_guides')
        .select(COLUMNS)
        .where('company_id', '=', member.companyId)
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute();
      return view(rows, member);
    },

    async create(actor, input) {
      const member = await memberOf(db, actor);
      requireEditor(member);
      const buyer = requireBuyer(actor);
      const row = await named(() =>
        db.transaction().execute(async (trx) => {
          // Counted under a lock of the company's row, so two creations at once cannot pass the limit.
          await trx.selectFrom('users').select('id').where('id', '=', member.companyId).forUpdate().execute();
          const { n } = await trx
            .selectFrom('order_guides')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('company_id', '=', member.companyId)
            .executeTakeFirstOrThrow();
          if (Number(n) >= ORDER_GUIDES_MAX) throw new ConflictError(GUIDE_ERRORS.tooMany);
          const lines = await checkedLines(trx, input.lines, []);
          return trx
            .insertInto('order_guides')
            .values({
              company_id: member.companyId,
              name: input.name,
              lines: JSON.stringify(lines),
              created_by: buyer.userId,
            })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
        }),
      );
      return (await view([row], member))[0]!;
    },

    async update(actor, id, input) {
      const member = await memberOf(db, actor);
      const row = await named(() =>
        db.transaction().execute(async (trx) => {
          const current = await own(trx, member, id);
          // After the look-up: another company's guide is missing to a viewer too, not forbidden.
          requireEditor(member);
          const lines = input.lines === undefined ? null : await checkedLines(trx, input.lines, current.lines);
          return trx
            .updateTable('order_guides')
            .set({
              ...(input.name === undefined ? {} : { name: input.name }),
              ...(lines === null ? {} : { lines: JSON.stringify(lines) }),
              updated_at: sql<Date>`now()`,
            })
            .where('id', '=', current.id)
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
        }),
      );
      return (await view([row], member))[0]!;
    },

    async remove(actor, id) {
      const member = await memberOf(db, actor);
      await db.transaction().execute(async (trx) => {
        const current = await own(trx, member, id);
        requireEditor(member);
        await trx.deleteFrom('order_guides').where('id', '=', current.id).execute();
      });
    },
  };
}
