import { z } from 'zod';
import type { ZReminderPrefs } from '../tasks/schema.ts';
import type { Task, TaskState } from '../tasks/types.ts';

/** Files attached to one task (companion §7). */
export const ZTaskFiles = z.object({ task_num: z.number().int(), files: z.array(z.string()) });
export type TaskFiles = z.infer<typeof ZTaskFiles>;

/** GET /api/estate/{id}/tasks: the stored task state, the task list as the engine builds it, the task files. */
export const ZEstateTasks = z.object({
  // As the engine read (ZTaskState) and built them (buildTaskList).
  state: z.custom<TaskState>(),
  tasks: z.array(z.custom<Task>()),
  files: z.array(ZTaskFiles),
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
