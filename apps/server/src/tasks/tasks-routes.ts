import {
  CA_PROVINCE_CODES,
  stateTasks,
  US_STATE_CODES,
  ZEstateParams,
  ZEstateTasks,
  ZStateTasks,
  ZStateTasksParams,
  ZStateTasksQuery,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { notFound, ok } from '../http/http-error.ts';
import { loadEstateTasks } from './estate-tasks.ts';

const KNOWN = new Set<string>([...US_STATE_CODES, ...CA_PROVINCE_CODES].map((c) => c.toUpperCase()));
export const MSG_UNKNOWN_STATE = 'Unknown state or province';

/**
 * GET /api/estate/{id}/tasks: the task state and list of one estate (same access as the other estate reads).
 * GET /api/state_tasks/{state}: the state or province extras; public, like the guide.
 * Task state is written through the `meta` part of the atomic save, not here.
 */
export function tasksRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const estateTasksSchema = { params: ZEstateParams, response: okAnswers(ZEstateTasks) };
  app.get('/api/estate/:id/tasks', { schema: estateTasksSchema }, async (req) => {
    const { estate, role } = await readAccess(root.ctx, req, req.params.id);
    return ok(await loadEstateTasks(root.ctx.db, estate, role));
  });

  app.get(
    '/api/state_tasks/:state',
    {
      schema: { params: ZStateTasksParams, querystring: ZStateTasksQuery, response: okAnswers(ZStateTasks) },
    },
    async (req) => {
      const code = req.params.state.toUpperCase();
      if (!KNOWN.has(code)) throw notFound(MSG_UNKNOWN_STATE);
      return ok(stateTasks(code, req.query.death_date ?? null));
    },
  );
}
