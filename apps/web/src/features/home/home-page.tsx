// Home: my estates for signed-in users, the Sample estates for everyone, and starting a new estate.
// /estate/new without `created` lands here with ?offer=new, which offers to start one.
import {
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { DialogWhenOpened, drawnWhenLoaded } from '../../components/code-after-paint';
import { codeOnNeed } from '../../lib/code-on-need';
import { visitorSpelling } from '../../lib/visitor-spelling';
import { openSignIn, openSignUp, useUser } from '../auth';
import { useMyEstates } from '../estates';
import { HintCard } from '../hints';
import { NEW_ESTATE_PATH } from './new-estate-path';

const loading = (
  <Center h={80}>
    <Loader size="sm" />
  </Center>
);
/** Only a signed-in user with estates sees it: its code comes with the list it shows. */
const EstatesTable = drawnWhenLoaded(() => import('./estates-table').then((m) => m.EstatesTable), loading);
/** Its code (the upload, its messages) comes when the list does; the same button holds its place meanwhile. */
const ImportEstateButton = drawnWhenLoaded(
  () => import('./import-estate').then((m) => m.ImportEstateButton),
  <Button variant="default" disabled>
    Import an estate
  </Button>,
);
const offerCode = codeOnNeed(() => import('./offer-new-estate').then((m) => m.OfferNewEstate));
const OfferNewEstate = () => (
  <DialogWhenOpened opened={useSearchParams()[0].get('offer') === 'new'} code={offerCode} />
);

function MyEstates() {
  const { data: user } = useUser();
  const { data: estates, isPending, error } = useMyEstates(!!user);
  if (!user) return null;
  return (
    <>
      <HintCard id="home" />
      <Card withBorder radius="md" padding="lg" data-testid="my-estates">
        <Group justify="space-between" mb="sm">
          <Title order={1} size="h2">
            My estates
          </Title>
          <Group gap="xs">
            <ImportEstateButton />
            <Button component={Link} to={NEW_ESTATE_PATH} data-testid="new-estate-button">
              Start a new estate
            </Button>
          </Group>
        </Group>
        {isPending && loading}
        {error && (
          <Text c="red" size="sm">
            {error.message}
          </Text>
        )}
        {estates && estates.length === 0 && (
          <Text c="dimmed" size="sm" data-testid="no-estates">
            You have no estates yet. Start one, or open the Sample estate to see how Probity works.
          </Text>
        )}
        {estates && estates.length > 0 && <EstatesTable estates={estates} user={user} />}
      </Card>
    </>
  );
}

function Welcome() {
  const { data: user, isPending } = useUser();
  if (isPending || user) return null;
  return (
    <Card withBorder radius="md" padding="xl" data-testid="welcome">
      <Title order={1} mb="xs">
        Settle an estate or a trust, step by step
      </Title>
      <Text c="dimmed" mb="lg" maw={640}>
        Probity keeps the whole record in one place: the person who died, assets and debts, money in and out,
        heirs and what each receives, and your own time and expenses as executor or trustee. Every figure adds
        up.
      </Text>
      <Group>
        <Button component={Link} to={NEW_ESTATE_PATH} size="md" data-testid="new-estate-button">
          Start a new estate
        </Button>
        <Button variant="default" size="md" onClick={() => openSignIn()}>
          Sign in
        </Button>
        <Button variant="subtle" size="md" onClick={() => openSignUp()}>
          Create an account
        </Button>
      </Group>
    </Card>
  );
}

function Samples() {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="samples">
      <Title order={2} size="h4" mb={4}>
        See an example first
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The Sample estates are filled in and open to everyone. Explore freely; they cannot be changed.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Button variant="light" component={Link} to="/estate/sample" data-testid="sample-us">
          US Sample estate
        </Button>
        <Button variant="light" component={Link} to="/estate/sample_ca" data-testid="sample-ca">
          Canadian Sample estate
        </Button>
      </SimpleGrid>
    </Card>
  );
}

export function HomePage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Welcome />
        <MyEstates />
        <Samples />
        <Text size="sm" c="dimmed" ta="center">
          Every estate starts with a free 10-day trial.{' '}
          <Anchor component={Link} to="/buy" underline="always" data-testid="home-buy">
            {visitorSpelling().Licences} and prices
          </Anchor>
          {' · '}
          <Anchor
            component={Link}
            to="/Docs/Calculators/executor-fee"
            underline="always"
            data-testid="home-fee-calc"
          >
            Executor fee calculator
          </Anchor>
          {' · '}
          <Anchor
            component={Link}
            to="/Docs/Calculators/probate-fee"
            underline="always"
            data-testid="home-probate-calc"
          >
            Probate fee calculator
          </Anchor>
        </Text>
      </Stack>
      <OfferNewEstate />
    </Container>
  );
}
