// The mail a standing order's change sends (set up, paused, resumed, ended): to the member who set
// it up, in their language, naming the member who changed it when that was someone else. Queued in
// the change's own transaction, so a change and its mail are written together or not at all.
import { cycleMakeTime, encodeUserId } from '@wholesale/rules';
import type { Db } from '../../kernel/common';
import { outboxRows } from '../../mail/outbox';
import type { StandingChange } from '../../mail/templates/standing-order-change';
import { itemsById, type StandingRow } from './rows';

export interface ChangeMailDeps {
  businessEmail: string;
  publicUrl: string;
  leadDays: number;
}

export async function queueStandingChangeMail(
  trx: Db,
  deps: ChangeMailDeps,
  row: StandingRow,
  change: StandingChange,
  actorId: number,
): Promise<void> {
  const people = await trx
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale'])
    .where('id', 'in', [row.user_id, actorId])
    .execute();
  const to = people.find((p) => p.id === row.user_id);
  if (!to) return; // a member deleted since: nobody to tell
  const by = actorId === row.user_id ? undefined : people.find((p) => p.id === actorId);
  const items = await itemsById(
    trx,
    row.lines.map((l) => l.item_id),
  );
  const lines = row.lines.map((l) => ({
    name: items.get(l.item_id)?.name ?? '',
    name_ko: items.get(l.item_id)?.name_ko ?? '',
    quantity: l.quantity,
  }));
  const mail = outboxRows([
    {
      to: to.email,
      replyTo: deps.businessEmail,
      locale: to.locale,
      template: 'standing-order-change',
      data: {
        change,
        buyerName: to.name || to.email,
        ...(by ? { changedBy: by.name || by.email } : {}),
        everyWeeks: row.every_weeks === 2 ? 2 : 1,
        lines,
        nextPickupDate: row.next_pickup_date,
        nextMadeAt: cycleMakeTime(row.next_pickup_date, deps.leadDays).toISOString(),
        standingUrl: `${deps.publicUrl}/profile/user/${encodeUserId(row.user_id)}?view=standing`,
      },
    },
  ]);
  await trx.insertInto('mail_outbox').values(mail).execute();
}
