import { ZReminderPrefs } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import { ok } from '../../http/http-error.ts';
import { pgOf } from '../../jobs/pg.ts';

const OUTBOX_LIMIT = 100;

/**
 * GET /api/outbox: the signed-in user's mail kept locally (when no SMTP server is configured), newest first.
 * GET/PUT /api/user/reminders: the user's switch for task reminder emails (on unless turned off).
 */
export function reminderRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  app.get('/api/outbox', async (req) => {
    const me = await requireUser(ctx.auth, req);
    const { rows } = await pgOf(ctx.db).query<{
      id: number;
      subject: string;
      body: string;
      created_at: Date;
    }>(
      `select id, to_email, subject, body, created_at from outbox where user_id = $1
        order by created_at desc, id desc limit ${OUTBOX_LIMIT}`,
      [me.id],
    );
    return ok(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })));
  });

  app.get('/api/user/reminders', async (req) => {
    const me = await requireUser(ctx.auth, req);
    const { rows } = await pgOf(ctx.db).query<{ reminders_off: boolean }>(
      'select reminders_off from reminder_prefs where user_id = $1',
      [me.id],
    );
    return ok({ reminders: !(rows[0]?.reminders_off ?? false) });
  });

  app.put('/api/user/reminders', { schema: { body: ZReminderPrefs } }, async (req) => {
    const me = await requireUser(ctx.auth, req);
    await pgOf(ctx.db).query(
      `insert into reminder_prefs (user_id, reminders_off) values ($1, $2)
       on conflict (user_id) do update set reminders_off = excluded.reminders_off`,
      [me.id, !req.body.reminders],
    );
    return ok({ reminders: req.body.reminders });
  });
}
