// What the Add time entry dialog sends: date, hours (more than 0, at most a year's hours), activity and work type.
import { MAX_LOG_HOURS, MSG_DATE_REQUIRED } from '@probity/domain';

export interface LogForm {
  date: string | null;
  name: string;
  /** As typed (NumberInput hands '' while blank). */
  hours: number | string;
  type: number;
}

export const MSG_LOG_NAME = 'Please say what you worked on.';
export const MSG_LOG_HOURS = `Please enter the hours spent (more than 0, at most ${MAX_LOG_HOURS.toLocaleString('en-US')}).`;

export type NewLogEntry =
  | { error: string }
  | { input: { date: string; name: string; hours: number; i_type: number } };

export function newLogInput(f: LogForm): NewLogEntry {
  const name = f.name.trim();
  if (!name) return { error: MSG_LOG_NAME };
  if (!f.date) return { error: MSG_DATE_REQUIRED };
  const hours = typeof f.hours === 'number' ? f.hours : Number.NaN;
  if (!(hours > 0 && hours <= MAX_LOG_HOURS)) return { error: MSG_LOG_HOURS };
  return { input: { date: f.date, name, hours, i_type: f.type } };
}
