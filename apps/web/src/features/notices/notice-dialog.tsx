// One notice: its letter (editable while drafted: addressee, subject, paragraphs), the papers to enclose, its PDF
// and Word downloads, and its steps: sent (when and how), acknowledged, done. A sent letter keeps its text.
import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDisplayDate, type Notice, type NoticePatch, noticeKind, todayIso } from '@probity/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateInput } from '../../components/date-input';
import { Dialog } from '../../components/dialog';
import { errorText } from '../../lib/api';
import {
  changeNotice,
  letterHref,
  METHOD_LABEL,
  NOTICE_STATUS,
  refreshNotices,
  removeNotice,
} from './notices-api';

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const paragraphs = (s: string) =>
  s
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);

export function stepText(n: Notice): string {
  const parts: string[] = [];
  if (n.sent_on) {
    const how = n.sent_method ? ` (${METHOD_LABEL[n.sent_method].toLowerCase()})` : '';
    parts.push(`Sent ${formatDisplayDate(n.sent_on)}${how}`);
  }
  if (n.acknowledged_on) parts.push(`answered ${formatDisplayDate(n.acknowledged_on)}`);
  if (n.done_on) parts.push(`done ${formatDisplayDate(n.done_on)}`);
  else if (n.status === 'sent' && n.follow_up) parts.push(`follow up ${formatDisplayDate(n.follow_up)}`);
  return parts.join(', ');
}

export function NoticeDialog({
  estateId,
  notice: n,
  readOnly,
  onClose,
}: {
  estateId: string;
  notice: Notice;
  readOnly: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const kind = noticeKind(n.kind);
  const editable = !readOnly && n.status === 'drafted';
  const [to, setTo] = useState(n.letter.to.join('\n'));
  const [subject, setSubject] = useState(n.letter.subject);
  const [body, setBody] = useState(n.letter.body.join('\n\n'));
  const [sentOn, setSentOn] = useState<string | null>(todayIso());
  const [method, setMethod] = useState<string | null>(kind?.methods[0] ?? 'mail');
  const edited =
    to !== n.letter.to.join('\n') || subject !== n.letter.subject || body !== n.letter.body.join('\n\n');
  const change = useMutation({
    mutationFn: (patch: NoticePatch) => changeNotice(estateId, n.id, patch),
    onSuccess: () => refreshNotices(client, estateId),
  });
  const remove = useMutation({
    mutationFn: () => removeNotice(estateId, n.id),
    onSuccess: async () => {
      await refreshNotices(client, estateId);
      onClose();
    },
  });
  const saveText = () =>
    change.mutateAsync({
      letter: { ...n.letter, to: lines(to), subject: subject.trim(), body: paragraphs(body) },
    });
  const step = async (patch: NoticePatch) => {
    if (edited) await saveText();
    await change.mutateAsync(patch);
  };
  const failed = change.error ?? remove.error;
  return (
    <Dialog
      opened
      onClose={onClose}
      title={`Notice to ${n.letter.to[0] ?? n.kind_name}`}
      size="lg"
      testId="notice-dialog"
    >
      <Stack gap="md">
        <Group gap="xs">
          <Badge color={NOTICE_STATUS[n.status].color} variant="light" data-testid="notice-status">
            {NOTICE_STATUS[n.status].label}
          </Badge>
          <Text size="sm" c="dimmed">
            {n.kind_name}
            {stepText(n) ? `. ${stepText(n)}` : ''}
          </Text>
        </Group>
        {editable ? (
          <>
            <Textarea
              label="To (one line each)"
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
              autosize
              minRows={2}
              data-testid="notice-to"
            />
            <TextInput
              label="Subject"
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              data-testid="notice-subject"
            />
            <Textarea
              label="Letter (a blank line between paragraphs)"
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              autosize
              minRows={6}
              maxRows={16}
              data-testid="notice-body"
            />
            <Group justify="flex-end">
              <Button
                variant="light"
                disabled={!edited || change.isPending}
                onClick={() => void saveText()}
                data-testid="notice-save-text"
              >
                Save the text
              </Button>
            </Group>
          </>
        ) : (
          <Stack gap={6} data-testid="notice-letter">
            <Text size="sm" fw={600}>
              Re: {n.letter.subject}
            </Text>
            {n.letter.body.map((p) => (
              <Text key={p} size="sm">
                {p}
              </Text>
            ))}
          </Stack>
        )}
        <div>
          <Title order={3} size="h6">
            Enclose
          </Title>
          <List size="sm" spacing={2} data-testid="notice-enclosures">
            {n.letter.enclosures.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        </div>
        <Group gap="md">
          <Anchor
            href={letterHref(estateId, n.id, 'pdf')}
            download
            size="sm"
            underline="always"
            data-testid="notice-pdf"
          >
            Download PDF
          </Anchor>
          <Anchor
            href={letterHref(estateId, n.id, 'docx')}
            download
            size="sm"
            underline="always"
            data-testid="notice-docx"
          >
            Download Word
          </Anchor>
        </Group>
        {!readOnly && n.status === 'drafted' && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DateInput
              label="Sent on"
              value={sentOn}
              onCommit={setSentOn}
              w={150}
              data-testid="notice-sent-on"
            />
            <Select
              label="How"
              data={(kind?.methods ?? ['mail']).map((m) => ({ value: m, label: METHOD_LABEL[m] }))}
              value={method}
              onChange={setMethod}
              allowDeselect={false}
              w={150}
              data-testid="notice-method"
            />
            <Button
              disabled={!sentOn || !method || change.isPending}
              onClick={() =>
                void step({ status: 'sent', sent_on: sentOn, sent_method: method as Notice['sent_method'] })
              }
              data-testid="notice-mark-sent"
            >
              Mark sent
            </Button>
          </Group>
        )}
        {!readOnly && (n.status === 'sent' || n.status === 'acknowledged') && (
          <Group gap="sm">
            {n.status === 'sent' && (
              <Button
                variant="light"
                onClick={() => void step({ status: 'acknowledged' })}
                data-testid="notice-mark-acknowledged"
              >
                They answered
              </Button>
            )}
            <Button onClick={() => void step({ status: 'done' })} data-testid="notice-mark-done">
              Mark done
            </Button>
          </Group>
        )}
        {failed && (
          <Text c="red" size="sm" role="alert">
            {errorText(failed)}
          </Text>
        )}
        <Group justify="space-between">
          {editable ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
              data-testid="notice-delete"
            >
              Delete this notice
            </Button>
          ) : (
            <span />
          )}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
