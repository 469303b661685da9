// What the task document and the list say about a due date: the date, and why it differs from the rule's
// (a tax deadline moved off a weekend or holiday). A date the user chose carries no note.
import { formatDisplayDate, type Task } from '@probity/domain';

export interface DueLabel {
  readonly text: string;
  readonly note: string | null;
}

export function dueLabel(task: Pick<Task, 'due' | 'due_user' | 'due_note'>): DueLabel {
  return {
    text: task.due ? `Due ${formatDisplayDate(task.due)}` : 'No due date',
    note: task.due_user ? null : task.due_note,
  };
}
