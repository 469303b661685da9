import { describe, expect, it } from 'vitest';
import { MSG_LOG_HOURS, MSG_LOG_NAME, newLogInput } from './new-log-entry';

const form = { date: '2026-08-02', name: ' Met the lawyer ', hours: 1.5, type: 2 };

describe('newLogInput', () => {
  it('sends the date, trimmed activity, hours and work type', () => {
    expect(newLogInput(form)).toEqual({
      input: { date: '2026-08-02', name: 'Met the lawyer', hours: 1.5, i_type: 2 },
    });
  });

  it('refuses a blank activity, a blank date, and hours that are blank, 0 or more than a year', () => {
    expect(newLogInput({ ...form, name: '' })).toEqual({ error: MSG_LOG_NAME });
    expect(newLogInput({ ...form, date: null })).toEqual({ error: 'Date required' });
    expect(newLogInput({ ...form, hours: '' })).toEqual({ error: MSG_LOG_HOURS });
    expect(newLogInput({ ...form, hours: 0 })).toEqual({ error: MSG_LOG_HOURS });
    expect(newLogInput({ ...form, hours: 8_785 })).toEqual({ error: MSG_LOG_HOURS });
    expect(newLogInput({ ...form, hours: 8_784 })).toMatchObject({ input: { hours: 8_784 } });
  });
});
