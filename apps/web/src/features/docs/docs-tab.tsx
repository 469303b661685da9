// The Docs tab: the guide inside an estate (/estate/{id}/Docs/...), for the estate's country and with its state's
// rules beside the topics that differ by place; the calculators filled in from the estate; under the introduction,
// links to the Samples and the quick start. The estate's label is the page's h1 and the tab title its h2, so the
// topic's title here is an h3.
import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useEstateStore } from '../../estate';
import { estatePath } from '../../lib/estate-routes';
import { type CalcKind, EstateCalculator } from '../calculators';
import { DocsArea } from './docs-area';
import { quickStartLink, SAMPLE_LINKS } from './docs-links';

export function DocsTab() {
  const { estateId = '', '*': rest = '' } = useParams();
  const country = useEstateStore((s) => (s.work.meta.country_code === 'ca' ? 'ca' : 'us'));
  const place = useEstateStore((s) => String(s.work.meta.state ?? ''));
  const calc = /^Calculators\/(executor-fee|probate-fee)/.exec(rest);
  if (calc) return <EstateCalculator kind={calc[1] as CalcKind} />;
  const path = rest.replace(/\/+$/, '');
  const base = estatePath(estateId, 'Docs', '');
  if (path === 'Heirs') return <Navigate to={`${base}/Heirs/inheritance-guide`} replace />;
  return (
    <Stack gap="lg" data-testid="docs-page">
      <DocsArea base={base} splat={path || 'Introduction/0'} country={country} estatePlace={place} inEstate />
      {/^Introduction\//.test(path) && <DocsLinks estateId={estateId} />}
    </Stack>
  );
}

/**
 * One place to go: the link, then what is there. The link is underlined: beside text it must not be told apart by
 * its colour alone (axe link-in-text-block; with a fallback font the item's text runs on beside it).
 */
function GoTo({ to, testId, label, about }: { to: string; testId: string; label: string; about: string }) {
  return (
    <List.Item>
      <Anchor component={Link} to={to} underline="always" data-testid={testId}>
        {label}
      </Anchor>
      <Text span c="dimmed" size="sm">
        {' – '}
        {about}
      </Text>
    </List.Item>
  );
}

/** Where to go from the introduction: the Samples, the calculators, the quick start. */
function DocsLinks({ estateId }: { estateId: string }) {
  const cannotEdit = useEstateStore((s) => s.viewOnly || s.mode === 'sample');
  const quick = quickStartLink(estateId, cannotEdit);
  return (
    <Stack gap="lg" maw={720}>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} mb="xs">
          Go to
        </Title>
        <List spacing="xs">
          {SAMPLE_LINKS.map((s) => (
            <GoTo key={s.to} to={s.to} testId={s.testId} label={s.label} about={s.about} />
          ))}
          {(['executor-fee', 'probate-fee'] as const).map((k) => (
            <GoTo
              key={k}
              to={estatePath(estateId, 'Docs', `/Calculators/${k}`)}
              testId={`docs-${k}`}
              label={k === 'executor-fee' ? 'Executor fee calculator' : 'Probate fee calculator'}
              about={
                k === 'executor-fee'
                  ? 'what the executor may be paid where the estate is settled, filled in from this estate.'
                  : 'what probate will cost in court fees or tax, filled in from this estate.'
              }
            />
          ))}
          <GoTo to={quick.to} testId="docs-quick-start" label={quick.label} about={quick.about} />
        </List>
      </Card>
    </Stack>
  );
}
