import { formatDisplayDate } from '@probity/domain';

export interface DueTask {
  id: number;
  name: string;
  due: string;
  /** 'follow_up': a notice of death sent with no answer recorded by its follow-up date (`id` is the notice's). */
  kind: 'week' | 'overdue' | 'follow_up';
}

export interface ReminderEmail {
  subject: string;
  text: string;
}

/** One email per estate and day, listing what falls due within the week and what has just become overdue. */
export function reminderEmail(o: {
  userName: string;
  estateLabel: string;
  estateId: string;
  baseUrl: string;
  tasks: DueTask[];
}): ReminderEmail {
  const estate = `${o.baseUrl}/estate/${encodeURIComponent(o.estateId)}`;
  const link = (t: DueTask) => (t.kind === 'follow_up' ? `${estate}/Executor` : `${estate}/Tasks/${t.id}`);
  const overdue = o.tasks.filter((t) => t.kind === 'overdue');
  const soon = o.tasks.filter((t) => t.kind === 'week');
  const chase = o.tasks.filter((t) => t.kind === 'follow_up');
  const lines: string[] = [`Hello ${o.userName || 'there'},`, ''];
  if (overdue.length) {
    lines.push(`Now overdue in ${o.estateLabel}:`);
    for (const t of overdue)
      lines.push(`  - ${t.name} (was due ${formatDisplayDate(t.due)})`, `    ${link(t)}`);
    lines.push('');
  }
  if (soon.length) {
    lines.push(`Due within a week in ${o.estateLabel}:`);
    for (const t of soon) lines.push(`  - ${t.name} (due ${formatDisplayDate(t.due)})`, `    ${link(t)}`);
    lines.push('');
  }
  if (chase.length) {
    lines.push(`Notices with no answer yet in ${o.estateLabel}:`);
    for (const t of chase)
      lines.push(`  - ${t.name} (follow up from ${formatDisplayDate(t.due)})`, `    ${link(t)}`);
    lines.push('');
  }
  lines.push(
    'Mark a task done or N/A in Probity and it will not be mentioned again.',
    'To stop these emails, open Reminders on the Tasks tab and turn them off.',
  );
  const n = soon.length;
  const subject = overdue.length
    ? `${o.estateLabel}: ${overdue.length} task${overdue.length > 1 ? 's' : ''} overdue`
    : n
      ? `${o.estateLabel}: ${n} task${n > 1 ? 's' : ''} due within a week`
      : `${o.estateLabel}: ${chase.length} notice${chase.length > 1 ? 's' : ''} to follow up`;
  return { subject, text: lines.join('\n') };
}
