// Publishing an accounting to the heirs (issue 39): from the accounting on screen, the owner or an editor seals it
// on the server (canonical JSON and PDF with their SHA-256, numbered); the heirs are told by email. The server
// draws it from the estate as saved, so unsaved changes must be saved first. The list below it shows what was
// published, each with its PDF (published-list.tsx).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type AccountingOptions, MSG_PUBLISH_UNSAVED, type PublicationSummary } from '@probity/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmDialog, selectCanSave, useEstateStore } from '../../estate';
import { apiPost, errorText } from '../../lib/api';
import { selectIsDirty } from '../save';
import { accountingsKey, accountingsPath, PublishedList, usePublications } from './published-list';

export function PublishAccounting({ options }: { options: AccountingOptions }) {
  const id = useEstateStore((s) => s.estateId);
  const mode = useEstateStore((s) => s.mode);
  const canSave = useEstateStore(selectCanSave);
  const dirty = useEstateStore(selectIsDirty);
  const rev = useEstateStore((s) => s.revision);
  const client = useQueryClient();
  const list = usePublications(mode === 'real' ? id : null);
  const publish = useMutation({
    mutationFn: () => apiPost<PublicationSummary>(accountingsPath(id ?? ''), { options, rev }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingsKey(id ?? '') }),
  });
  if (mode !== 'real' || !id || !canSave) return null;
  const next = (list.data?.[0]?.number ?? 0) + 1;
  const ask = async () => {
    const sure = await confirmDialog({
      title: `Publish Accounting ${next}?`,
      msg: 'It is sealed as it stands: it will never change, and a later correction shows in the next one. The heirs you invited are told by email.',
      yes: 'Publish',
      no: 'Cancel',
      testId: 'publish-confirm',
    });
    if (sure) publish.mutate();
  };
  const done = publish.data;
  return (
    <Stack gap="xs" data-testid="publish-accounting">
      <Group gap="sm">
        <Button
          variant="light"
          onClick={ask}
          disabled={dirty || publish.isPending}
          data-testid="report-publish"
        >
          Publish to heirs
        </Button>
        {dirty && (
          <Text size="sm" c="dimmed">
            {MSG_PUBLISH_UNSAVED}
          </Text>
        )}
      </Group>
      {publish.isError && (
        <Text c="red" size="sm" role="alert">
          {errorText(publish.error)}
        </Text>
      )}
      {done && (
        <Alert color="green" data-testid="publish-done">
          Accounting {done.number} is published and sealed. Its fingerprint (SHA-256):{' '}
          <Text span ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
            {done.pdf_sha256}
          </Text>
        </Alert>
      )}
      <PublishedList estateId={id} rows={list.data ?? []} />
    </Stack>
  );
}
