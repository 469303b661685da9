/**
 * zod schemas of the stored task state and of the state-extras payload, for the server and the web app.
 * Bitmaps are read leniently (short or empty arrays pad with zeros) so older rows load.
 */
import { z } from 'zod';
import { ZIsoDate } from '../entities/common.ts';
import { MAX_CUSTOM_TASKS } from './ids.ts';
import { TASK_CATS, TASK_PERIODS } from './types.ts';

/** Four signed 32-bit words. */
export const ZBitmap4 = z
  .array(z.number().int())
  .max(4)
  .default([])
  .transform((words) => [0, 1, 2, 3].map((i) => (words[i] ?? 0) | 0) as [number, number, number, number]);

export const ZTaskUserInfo = z.object({
  id: z.number().int().nonnegative(),
  date: ZIsoDate.nullable().default(null),
  due: ZIsoDate.nullable().default(null),
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
  // A date stored before dates were checked (9999-99-99) reads as none rather than losing the whole state.
  tasks_userinfo: z
    .array(
      ZTaskUserInfo.extend({ date: ZIsoDate.nullable().catch(null), due: ZIsoDate.nullable().catch(null) }),
    )
    .default([]),
});

/** A statute or agency page behind a rule (sources/source.ts); `place`: the state or province whose law it is. */
export const ZSource = z.object({ label: z.string(), url: z.url(), place: z.string().optional() });

const ZStateExtra = z.object({
  title: z.string(),
  text: z.string(),
  months: z.number().int().nullable(),
  sources: z.array(ZSource).readonly(),
});

/** Payload of GET /api/state_tasks/{state}. */
export const ZStateTasks = z.object({
  agent: ZStateExtra.optional(),
  inherit: ZStateExtra.optional(),
  tax: ZStateExtra.optional(),
  taxclose: ZStateExtra.optional(),
});

const ZInt32 = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1);

/**
 * Task fields inside a meta patch (the atomic save's `meta` part): each optional and WITHOUT defaults, so a
 * save that does not touch tasks leaves them as they are. Bitmaps must be exactly four int32 words.
 */
export const ZTaskStatePatch = z.object({
  tasks_done: z.array(ZInt32).length(4).optional(),
  tasks_na: z.array(ZInt32).length(4).optional(),
  tasks_hide: z.array(ZInt32).length(4).optional(),
  tasks_changed: z.array(ZInt32).length(4).optional(),
  tasks_custom: z
    .array(ZCustomTask)
    .max(MAX_CUSTOM_TASKS)
    .refine((list) => new Set(list.map((c) => c.id)).size === list.length, 'custom task ids must be unique')
    .optional(),
  tasks_userinfo: z
    .array(ZTaskUserInfo)
    .max(MAX_CUSTOM_TASKS + 128)
    .optional(),
});

/** GET /api/state_tasks/{state}?death_date=yyyy-mm-dd */
export const ZStateTasksParams = z.object({ state: z.string().min(2).max(3) });
export const ZStateTasksQuery = z.object({ death_date: ZIsoDate.optional() });

/** PUT /api/user/reminders: task reminder emails on or off for the signed-in user. */
export const ZReminderPrefs = z.object({ reminders: z.boolean() }).strict();
