import { z } from 'zod';
import { type ZReminderPrefs, ZTaskStatePatch } from '../tasks/schema.ts';
import type { Task, TaskState } from '../tasks/types.ts';

/** Files attached to one task (GET /api/estate/{id}/tasks). */
export const ZTaskFiles = z.object({ task_num: z.number().int(), files: z.array(z.string()) });
export type TaskFiles = z.infer<typeof ZTaskFiles>;

const field = ZTaskStatePatch.shape;
/**
 * The task state as answered in the estate meta (the TaskState the engine reads): every field
 * present, each bitmap four int32 words. ZTaskState reads stored rows leniently and so cannot describe an answer.
 */
export const ZTaskStateOut = z.object({
  tasks_done: field.tasks_done.unwrap().readonly(),
  tasks_na: field.tasks_na.unwrap().readonly(),
  tasks_hide: field.tasks_hide.unwrap().readonly(),
  tasks_changed: field.tasks_changed.unwrap().readonly(),
  tasks_custom: field.tasks_custom.unwrap().readonly(),
  tasks_userinfo: field.tasks_userinfo.unwrap().readonly(),
});

/** GET /api/estate/{id}/tasks: the stored task state, the task list as the engine builds it, the task files. */
export const ZEstateTasks = z.object({
  // As the engine read (ZTaskState) and built them (buildTaskList); each task carries its sources (none if custom).
  state: z.custom<TaskState>(),
  tasks: z.array(z.custom<Task>((t) => Array.isArray((t as Partial<Task> | null)?.sources))),
  files: z.array(ZTaskFiles),
  /** Decedent and estate file slots (death_cert, letters, ...) that hold a stored file. */
  slots: z.array(z.string()),
});
export type EstateTasks = z.infer<typeof ZEstateTasks>;

/** GET /api/outbox: one mail kept locally when no mail server is configured, newest first. */
export const ZOutboxMail = z.object({
  id: z.number().int(),
  to_email: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof ZOutboxMail>;

/** GET and PUT /api/user/reminders: task reminder emails on or off (ZReminderPrefs is also the PUT body). */
export type ReminderPrefs = z.infer<typeof ZReminderPrefs>;
