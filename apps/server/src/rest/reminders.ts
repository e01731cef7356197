// REST door to the buyer's reminder before the order cutoff: read and set their own; the mail's
// stop link turns it off by its signed token alone. Each route calls the same service function as
// its tRPC twin (reminders.*).
import type { FastifyInstance } from 'fastify';
import { cutoffReminderInput, reminderStopInput, requireBuyer, type RemindersService } from '@wholesale/contract';
import { anyActor, jsonRoutes, noSession } from './answer';

export async function reminderRoutes(
  app: FastifyInstance,
  { reminders }: { reminders: RemindersService },
): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/reminders/cutoff → { success, data: { enabled, hours_before, hours_choices, next } } (buyers)
  rest.get('/cutoff', anyActor, {}, (actor) => reminders.cutoff(actor));

  // PUT /api/reminders/cutoff { enabled, hours_before } → { success, data: reminder } (buyers)
  rest.put('/cutoff', requireBuyer, { body: cutoffReminderInput }, (actor, { body }) =>
    reminders.setCutoff(actor, body),
  );

  // POST /api/reminders/cutoff/stop { token } (public) → { success, data: { enabled: false } }; a bad link → 400 reminders.stopLink
  rest.post('/cutoff/stop', noSession, { body: reminderStopInput }, (_, { body }) => reminders.stopCutoff(body.token));
}
