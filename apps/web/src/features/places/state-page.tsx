// The state and province pages (issue 19): /state/{country}/{state}.html, for anyone. What an executor should know
// about the place (small estates, creditors, executor pay, probate fee, death taxes, an executor living
// elsewhere), each fact with the sources behind it, and the calculators for the place.
import { Anchor, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@probity/domain';
import { Link, useParams } from 'react-router';
import { errorText } from '../../lib/api';
import { calculatorPath } from '../../lib/public-routes';
import { usePlaceFacts } from './place-api';

export function StatePage() {
  const { page = '' } = useParams();
  const code = page.replace(/\.html$/, '').toUpperCase();
  const q = usePlaceFacts(code);
  if (q.isError || !/^[A-Z]{2}$/.test(code))
    return (
      <Container size="md" py="lg">
        <Title order={1} size="h2">
          No such state or province
        </Title>
        <Text mt="sm">{q.isError ? errorText(q.error) : 'Check the address.'}</Text>
      </Container>
    );
  if (!q.data) return null;
  const p = q.data;
  return (
    <Container size="md" py="lg">
      <Stack gap="md" data-testid="state-page">
        <Title order={1} size="h2">
          {p.name}: what an executor should know
        </Title>
        <Text>
          The rules below apply where the person who died lived. Laws change and courts differ: each fact
          names where it comes from and the day we last checked it, so you can check it again.
        </Text>
        {p.facts.map((f) => (
          <Card
            key={`${f.key}-${f.title}`}
            withBorder
            radius="md"
            padding="lg"
            data-testid={`state-fact-${f.key}`}
          >
            <Title order={2} size="h4" mb="xs">
              {f.title}
            </Title>
            <Text>{f.text}</Text>
            <Group gap="xs" mt="sm" align="baseline">
              <Text size="sm" fw={600}>
                Sources
              </Text>
              <Text size="sm" c="dimmed" data-testid={`state-fact-checked-${f.key}`}>
                (checked {formatDisplayDate(f.checked)})
              </Text>
            </Group>
            <List size="sm" spacing={2}>
              {f.sources.map((s) => (
                <List.Item key={s.url + s.label}>
                  <Anchor href={s.url} target="_blank" rel="noopener noreferrer" underline="always">
                    {s.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Card>
        ))}
        <Group>
          <Button component={Link} to={calculatorPath('executor-fee', p.code)} variant="light">
            Executor fee calculator
          </Button>
          <Button component={Link} to={calculatorPath('probate-fee', p.code)} variant="light">
            Probate fee calculator
          </Button>
          <Button component={Link} to="/" data-testid="state-start-estate">
            Start an estate
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
