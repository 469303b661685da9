// The state intro dialog: opened by a guide address naming a place (/Docs/{topic}/{geo_state}) or
// from the guide's place card; the place's facts in short, and the way to its full page with the sources.
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Dialog } from '../../components/dialog';
import { statePagePath } from '../../lib/public-routes';
import { usePlaceFacts } from './place-api';

export function StateIntroDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const q = usePlaceFacts(code);
  return (
    <Dialog
      opened
      onClose={onClose}
      title={q.data ? `Settling an estate in ${q.data.name}` : ''}
      size="lg"
      testId="state-intro"
    >
      <Stack gap="sm">
        {q.data?.facts.map((f) => (
          <div key={`${f.key}-${f.title}`}>
            <Title order={3} size="h5">
              {f.title}
            </Title>
            <Text size="sm">{f.text}</Text>
          </div>
        ))}
        <Group justify="space-between">
          <Anchor
            component={Link}
            to={statePagePath(code)}
            underline="always"
            size="sm"
            data-testid="state-intro-page"
          >
            Every fact with its sources
          </Anchor>
          <Button variant="default" onClick={onClose} data-testid="state-intro-close">
            Close
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
