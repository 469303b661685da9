import { listOutbox, remindersOff, setRemindersOff } from '@probity/db';
import { ZOutboxMail, ZReminderPrefs } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';

const OUTBOX_LIMIT = 100;

/**
 * GET /api/outbox: the signed-in user's mail kept locally (when no SMTP server is configured), newest first.
 * GET/PUT /api/user/reminders: the user's switch for task reminder emails (on unless turned off).
 */
export function reminderRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  const prefsAnswer = okAnswers(ZReminderPrefs);

  app.get('/api/outbox', { schema: { response: okAnswers(z.array(ZOutboxMail)) } }, async (req) => {
    const me = await requireUser(ctx.auth, req);
    const rows = await listOutbox(ctx.db, me.id, OUTBOX_LIMIT);
    return ok(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })));
  });

  app.get('/api/user/reminders', { schema: { response: prefsAnswer } }, async (req) => {
    const me = await requireUser(ctx.auth, req);
    return ok({ reminders: !(await remindersOff(ctx.db, me.id)) });
  });

  app.put('/api/user/reminders', { schema: { body: ZReminderPrefs, response: prefsAnswer } }, async (req) => {
    const me = await requireUser(ctx.auth, req);
    await setRemindersOff(ctx.db, me.id, !req.body.reminders);
    return ok({ reminders: req.body.reminders });
  });
}
