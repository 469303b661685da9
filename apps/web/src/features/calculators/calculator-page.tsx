// The calculators as pages anyone can use (issue 19): /Docs/Calculators/{executor-fee|probate-fee}/{state}, with
// the /ca prefix for Canada, as the guide's addresses have. The place chosen goes into the address, so a link keeps it.
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { US_TERRITORIES } from '@probity/domain';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { type CalcKind, calculatorPath, statePagePath } from '../../lib/public-routes';
import { CA_PROVINCES, US_STATES } from '../../lib/regions';
import { FeeCalculator } from './fee-calculator';

const KINDS: CalcKind[] = ['executor-fee', 'probate-fee'];

export const CALC_TITLES: Record<CalcKind, { title: string; intro: string }> = {
  'executor-fee': {
    title: 'Executor fee calculator',
    intro:
      'What the person settling an estate may be paid for the work, by the rule of the state or province: a percentage schedule set by law, a guideline the courts follow, or reasonable pay for the hours spent.',
  },
  'probate-fee': {
    title: 'Probate fee calculator',
    intro:
      'What the court or the province charges to probate an estate. Where the fee depends on the value of the estate, enter the value the rule uses.',
  },
};

export function CalculatorPage({ country }: { country: 'us' | 'ca' }) {
  const { kind = '', state } = useParams();
  const navigate = useNavigate();
  if (!KINDS.includes(kind as CalcKind)) return <Navigate to="/Docs/Calculators/executor-fee" replace />;
  const k = kind as CalcKind;
  const list = country === 'ca' ? CA_PROVINCES : [...US_STATES, ...US_TERRITORIES];
  const place = list.some((p) => p.value === state) ? (state as string) : country === 'ca' ? 'ON' : 'CA';
  const other = KINDS.find((x) => x !== k) as CalcKind;
  return (
    <Container size="md" py="lg">
      <Stack gap="md" data-testid="calculator-page">
        <Title order={1} size="h2">
          {CALC_TITLES[k].title}
        </Title>
        <Text>{CALC_TITLES[k].intro}</Text>
        <Text size="sm">
          Also:{' '}
          <Anchor component={Link} to={calculatorPath(other, place)} underline="always">
            {CALC_TITLES[other].title.toLowerCase()}
          </Anchor>
          {' · '}
          <Anchor component={Link} to={statePagePath(place)} underline="always" data-testid="calc-state-page">
            what an executor should know in {list.find((p) => p.value === place)?.label}
          </Anchor>
        </Text>
        <FeeCalculator
          key={`${k}-${place}`}
          kind={k}
          place={place}
          onPlace={(p) => navigate(calculatorPath(k, p), { replace: true })}
        />
      </Stack>
    </Container>
  );
}
