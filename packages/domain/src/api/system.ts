import { z } from 'zod';

/** GET /healthz: 200 once the database answers, 503 while it does not. */
export const ZHealthy = z.object({ ok: z.literal(true) });
export const ZUnhealthy = z.object({ ok: z.literal(false) });
