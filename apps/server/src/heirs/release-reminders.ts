import { markReleaseReminded, releasesToRemind } from '@probity/db';
import { RELEASE_REMINDER_DAYS } from '@probity/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../runtime/context.ts';
import { tellHeir } from './releases.ts';

/**
 * The daily job's second errand (jobs/start-jobs.ts): each receipt and release still unanswered RELEASE_REMINDER_DAYS
 * after it was sent gets one reminder to the heir. Marked reminded whether or not the heir could be mailed (an heir
 * never invited has no address here), so it is not tried every day.
 */
export async function remindReleases(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'baseUrl'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now: Date,
): Promise<{ reminded: number; mailed: number }> {
  const before = new Date(now.getTime() - RELEASE_REMINDER_DAYS * 86_400_000);
  const due = await releasesToRemind(ctx.db, before);
  let mailed = 0;
  for (const r of due) {
    if (await tellHeir(ctx, log, r, 'reminder')) mailed++;
    await markReleaseReminded(ctx.db, r.id);
  }
  return { reminded: due.length, mailed };
}
