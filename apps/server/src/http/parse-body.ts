import type { z } from 'zod';
import { badRequest } from './http-error.ts';

/**
 * For a route whose body depends on its query (POST /api/estate/{id}/ua: an invitation, or with ?assign_owner=y
 * an ownership change): parses with the schema that applies, refusing as schema validation does.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.');
  throw badRequest(`Invalid body${path ? `.${path}` : ''}: ${issue?.message ?? 'not understood'}`);
}
