// The Docs tab until the guide is written: what Probity does, how to start, and links to the Sample estates and
// the quick start. The estate's label is the page's h1 and the tab title its h2, so sections here are h3.
import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useEstateStore } from '../../estate';
import { estatePath } from '../../lib/estate-routes';
import { type CalcKind, EstateCalculator } from '../calculators';
import { quickStartLink, SAMPLE_LINKS } from './docs-links';

export function DocsTab() {
  const { estateId = '', '*': rest = '' } = useParams();
  const calc = /^Calculators\/(executor-fee|probate-fee)/.exec(rest);
  if (calc) return <EstateCalculator kind={calc[1] as CalcKind} />;
  return <DocsHome estateId={estateId} />;
}

function DocsHome({ estateId }: { estateId: string }) {
  const cannotEdit = useEstateStore((s) => s.viewOnly || s.mode === 'sample');
  const quick = quickStartLink(estateId, cannotEdit);
  return (
    <Stack gap="lg" maw={720} data-testid="docs-page">
      <Card withBorder radius="md" padding="lg">
        <Title order={3} mb="xs">
          What Probity does
        </Title>
        <Text>
          When someone dies, the person settling their affairs has a long list to work through. Probity keeps
          it in one place: what the person owned and owed, the money that comes in and goes out, who receives
          what, and the tasks and deadlines that apply where they lived. Every figure is worked out from what
          you enter, so the totals always agree with each other.
        </Text>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} mb="xs">
          How to start
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>
            Look around a Sample estate: it is filled in and cannot be changed, so explore freely.
          </List.Item>
          <List.Item>Create an account, then start a new estate from the home page.</List.Item>
          <List.Item>
            Answer the quick start: a few questions about the person and your role that set up your task list.
          </List.Item>
          <List.Item>
            Work down the Tasks tab, and list what you find on Assets and Debts as you go. Save often.
          </List.Item>
        </List>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} mb="xs">
          Go to
        </Title>
        <List spacing="xs">
          {SAMPLE_LINKS.map((s) => (
            <List.Item key={s.to}>
              <Anchor component={Link} to={s.to} data-testid={s.testId}>
                {s.label}
              </Anchor>
              <Text span c="dimmed" size="sm">
                {' – '}
                {s.about}
              </Text>
            </List.Item>
          ))}
          {(['executor-fee', 'probate-fee'] as const).map((k) => (
            <List.Item key={k}>
              <Anchor
                component={Link}
                to={estatePath(estateId, 'Docs', `/Calculators/${k}`)}
                data-testid={`docs-${k}`}
              >
                {k === 'executor-fee' ? 'Executor fee calculator' : 'Probate fee calculator'}
              </Anchor>
              <Text span c="dimmed" size="sm">
                {' – '}
                {k === 'executor-fee'
                  ? 'what the executor may be paid where the estate is settled, filled in from this estate.'
                  : 'what probate will cost in court fees or tax, filled in from this estate.'}
              </Text>
            </List.Item>
          ))}
          <List.Item>
            <Anchor component={Link} to={quick.to} data-testid="docs-quick-start">
              {quick.label}
            </Anchor>
            <Text span c="dimmed" size="sm">
              {' – '}
              {quick.about}
            </Text>
          </List.Item>
        </List>
      </Card>
    </Stack>
  );
}
