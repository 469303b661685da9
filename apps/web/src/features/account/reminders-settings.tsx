// Reminders: the user's switch for task reminder emails, and the local outbox where mail is kept when the server
// has no mail server configured (GET /api/outbox). Shown in the Tasks tab's Reminders dialog and on the account page.
import { Accordion, Loader, Stack, Switch, Text } from '@mantine/core';
import type { OutboxMail, ReminderPrefs } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut, errorText } from '../../lib/api';

export function RemindersSettings() {
  const qc = useQueryClient();
  const prefs = useQuery({
    queryKey: ['reminders'],
    queryFn: () => apiGet<ReminderPrefs>('/api/user/reminders'),
  });
  const outbox = useQuery({ queryKey: ['outbox'], queryFn: () => apiGet<OutboxMail[]>('/api/outbox') });
  const toggle = useMutation({
    mutationFn: (reminders: boolean) =>
      apiPut<ReminderPrefs>('/api/user/reminders', { reminders } satisfies ReminderPrefs),
    onSuccess: (data) => qc.setQueryData(['reminders'], data),
  });
  return (
    <Stack gap="md" data-testid="reminders">
      <Switch
        label="Email me a week before a task is due, and again the day it becomes overdue"
        checked={prefs.data?.reminders ?? true}
        disabled={!prefs.data || toggle.isPending}
        onChange={(e) => toggle.mutate(e.currentTarget.checked)}
        data-testid="reminders-switch"
      />
      {toggle.error && <Text c="red">{errorText(toggle.error)}</Text>}
      <Text size="sm" c="dimmed">
        When this server has no mail server set up, your mail (reminders, password resets) is kept below
        instead of being emailed.
      </Text>
      {outbox.isLoading && <Loader size="sm" />}
      {outbox.data && outbox.data.length === 0 && (
        <Text size="sm" data-testid="outbox-empty">
          No mail yet.
        </Text>
      )}
      {outbox.data && outbox.data.length > 0 && (
        <Accordion variant="contained" data-testid="outbox">
          {outbox.data.map((m) => (
            <Accordion.Item key={m.id} value={String(m.id)}>
              <Accordion.Control>
                <Text size="sm" fw={600}>
                  {m.subject}
                </Text>
                <Text size="xs" c="dimmed">
                  {new Date(m.created_at).toLocaleString()}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {m.body}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
