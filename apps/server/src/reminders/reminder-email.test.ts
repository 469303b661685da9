import { describe, expect, it } from 'vitest';
import { reminderEmail } from './reminder-email.ts';

const base = {
  userName: 'Ann',
  estateLabel: "Mom's estate",
  estateId: 'abc123',
  baseUrl: 'https://p.example',
};
type Task = Parameters<typeof reminderEmail>[0]['tasks'][number];
const emailOf = (...tasks: Task[]) => reminderEmail({ ...base, tasks });

describe('reminder email', () => {
  it('leads with overdue tasks and links each task document', () => {
    const m = emailOf(
      { id: 11, name: 'Apply for probate', due: '2026-06-02', kind: 'week' },
      { id: 63, name: 'Find the will', due: '2026-03-09', kind: 'overdue' },
    );
    expect(m.subject).toBe("Mom's estate: 1 task overdue");
    expect(m.text.indexOf('Now overdue')).toBeLessThan(m.text.indexOf('Due within a week'));
    expect(m.text).toContain('Find the will (was due 09-Mar-2026)');
    expect(m.text).toContain('https://p.example/estate/abc123/Tasks/11');
    expect(m.text).toContain('turn them off');
  });

  it('counts tasks due soon in the subject when none is overdue', () => {
    const m = emailOf(
      { id: 2, name: 'a', due: '2026-06-02', kind: 'week' },
      { id: 3, name: 'b', due: '2026-06-02', kind: 'week' },
    );
    expect(m.subject).toBe("Mom's estate: 2 tasks due within a week");
    expect(m.text).not.toContain('Now overdue');
  });
});
