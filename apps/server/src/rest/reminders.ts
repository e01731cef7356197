// REST door to the buyer's reminder before the order cutoff: read and set their own; the mail's
// stop link turns it off by its signed token alone. Each route calls the same service function as
// its tRPC twin (reminders.*).
import type { FastifyInstance } from 'fastify';
import { cutoffReminderInput, reminderStopInput, requireBuyer, type RemindersService } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

export async function reminderRoutes(
  app: FastifyInstance,
  { reminders }: { reminders: RemindersService },
): Promise<void> {
  // GET /api/reminders/cutoff → { success, data: { enabled, hours_before, hours_choices, next } } (buyers)
  app.get('/cutoff', async (request) => {
    return { success: true, data: await reminders.cutoff(await actorOf(request)) };
  });

  // PUT /api/reminders/cutoff { enabled, hours_before } → { success, data: reminder } (buyers)
  app.put('/cutoff', async (request) => {
    const actor = requireBuyer(await actorOf(request));
    const input = parse(cutoffReminderInput, objectBody(request.body));
    return { success: true, data: await reminders.setCutoff(actor, input) };
  });

  // POST /api/reminders/cutoff/stop { token } (public) → { success, data: { enabled: false } }; a bad link → 400 reminders.stopLink
  app.post('/cutoff/stop', async (request) => {
    const { token } = parse(reminderStopInput, objectBody(request.body));
    return { success: true, data: await reminders.stopCutoff(token) };
  });
}
