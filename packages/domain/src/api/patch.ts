import { z } from 'zod';

type Unwrapped<T> = T extends z.ZodDefault<infer I> ? I : T;
export type PatchShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<Unwrapped<S[K]>> };

const unwrap = (t: z.ZodType): z.ZodType => (t instanceof z.ZodDefault ? (t.unwrap() as z.ZodType) : t);

/**
 * The schema of a partial update: every field optional and WITHOUT its default, so a field the client did
 * not send stays untouched (zod's own .partial() would fill in the defaults and overwrite real values).
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>): z.ZodObject<PatchShape<S>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([k, v]) => [k, unwrap(v as z.ZodType).optional()]),
  );
  return z.object(shape) as unknown as z.ZodObject<PatchShape<S>>;
}
