/**
 * zod schemas of the stored task state and of the state-extras payload, for the server and the web app.
 * Bitmaps are read leniently (short or empty arrays pad with zeros) so older rows load.
 */
import { z } from 'zod';
import { MAX_CUSTOM_TASKS } from './ids.ts';
import { TASK_CATS, TASK_PERIODS } from './types.ts';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Four signed 32-bit words. */
export const ZBitmap4 = z
  .array(z.number().int())
  .max(4)
  .default([])
  .transform((words) => [0, 1, 2, 3].map((i) => (words[i] ?? 0) | 0) as [number, number, number, number]);

export const ZTaskUserInfo = z.object({
  id: z.number().int().nonnegative(),
  date: ZDay.nullable().default(null),
  due: ZDay.nullable().default(null),
  assigned: z.string().max(200).nullable().default(null),
  note: z.string().max(2000).nullable().default(null),
});

export const ZCustomTask = z.object({
  id: z.number().int().min(1000),
  name: z.string().min(1).max(200),
  text: z.string().max(4000).default(''),
  cat: z.enum(TASK_CATS).default('Other'),
  period: z.enum(TASK_PERIODS),
  step_num: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  done: z.boolean().default(false),
  na: z.boolean().default(false),
});

export const ZTaskState = z.object({
  tasks_done: ZBitmap4,
  tasks_na: ZBitmap4,
  tasks_hide: ZBitmap4,
  tasks_changed: ZBitmap4,
  tasks_custom: z.array(ZCustomTask).max(MAX_CUSTOM_TASKS).default([]),
  tasks_userinfo: z.array(ZTaskUserInfo).default([]),
});

const ZStateExtra = z.object({ title: z.string(), text: z.string(), months: z.number().int().nullable() });

/** Payload of GET /api/state_tasks/{state}. */
export const ZStateTasks = z.object({
  agent: ZStateExtra.optional(),
  inherit: ZStateExtra.optional(),
  tax: ZStateExtra.optional(),
  taxclose: ZStateExtra.optional(),
});
