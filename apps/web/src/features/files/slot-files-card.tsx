// The decedent's and the estate's document slots (death certificate, funeral, will, organizing;
// letters of appointment and executor files), each opening its Attached Files with its file count.
import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { FILE_SLOTS, MSG_FILE_SAVE_FIRST } from '@probity/domain';
import { useEstateStore } from '../../estate';
import { filesOf, useEstateFiles } from './files-api';
import { openAttachedFiles } from './files-store';
import { SLOT_LABEL } from './item-of-file';

const SLOTS = [
  ...FILE_SLOTS.dec.map((prop) => ({ entity_type: 'dec' as const, prop })),
  ...FILE_SLOTS.estate.map((prop) => ({ entity_type: 'estate' as const, prop })),
];

export function SlotFilesCard() {
  const estateId = useEstateStore((s) => s.estateId ?? '');
  const mode = useEstateStore((s) => s.mode);
  const saved = mode !== 'new';
  const files = useEstateFiles(estateId, saved).data?.files ?? [];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="slot-files">
      <Title order={3} size="h4" mb={4}>
        Documents
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {saved ? 'Keep the key papers with the estate.' : MSG_FILE_SAVE_FIRST}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="xs">
        {SLOTS.map((s) => {
          const label = SLOT_LABEL[s.prop] ?? s.prop;
          const n = filesOf(files, s).length;
          return (
            <Button
              key={s.prop}
              variant="light"
              justify="space-between"
              disabled={!saved}
              onClick={() => openAttachedFiles({ ...s, label })}
              rightSection={<span data-figure>{n > 0 ? n : ''}</span>}
              aria-label={n > 0 ? `${label}: ${n} files` : `${label}: no files yet`}
              data-testid={`slot-files-${s.prop}`}
            >
              {label}
            </Button>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
