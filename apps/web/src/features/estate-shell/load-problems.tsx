// What opening an estate can run into: 404 -> 'Estate does not exist' then home; 401 -> sign in; 403 for want of
// a second factor (its owner requires one of invitees) -> the account page; anything else -> a retry. (An ended trial does not stop reading: the licence feature asks when it is opened.)
import { Alert, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { MSG_ESTATE_MISSING, MSG_SECOND_FACTOR_REQUIRED } from '@probity/domain';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/dialog';
import { useEstateStore } from '../../estate';
import { openSignIn } from '../auth';
import { loadEstate } from '../save';

export function EstateMissingDialog() {
  const navigate = useNavigate();
  return (
    <Dialog
      opened
      onClose={() => navigate('/', { replace: true })}
      withCloseButton={false}
      centered
      testId={'estate-missing-dialog'}
    >
      <Stack>
        <Text>{MSG_ESTATE_MISSING}</Text>
        <Group justify="flex-end">
          <Button onClick={() => navigate('/', { replace: true })} data-testid="estate-missing-ok">
            OK
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

export function LoadProblem() {
  const error = useEstateStore((s) => s.error);
  const estateId = useEstateStore((s) => s.estateId);
  if (!error) return null;
  if (error.status === 404) return <EstateMissingDialog />;
  if (error.status === 403 && error.msg === MSG_SECOND_FACTOR_REQUIRED) return <SecondFactorNeeded />;
  return (
    <Center py="xl">
      <Alert
        color={error.status === 401 ? 'blue' : 'red'}
        w="100%"
        maw={480}
        data-testid="estate-load-error"
        title={error.status === 401 ? 'Please sign in' : 'This estate could not be opened'}
      >
        <Text size="sm" mb="md">
          {error.status === 401 ? 'Sign in to open this estate.' : error.msg}
        </Text>
        {error.status === 401 ? (
          <Button size="xs" onClick={() => openSignIn()}>
            Sign in
          </Button>
        ) : (
          <Button size="xs" variant="default" onClick={() => estateId && void loadEstate(estateId)}>
            Try again
          </Button>
        )}
      </Alert>
    </Center>
  );
}

function SecondFactorNeeded() {
  const navigate = useNavigate();
  return (
    <Center py="xl" px="md">
      <Alert
        color="blue"
        w="100%"
        maw={480}
        data-testid="estate-second-factor"
        title={
          // the page's one heading: the estate's own title is not drawn
          <Title order={1} size="h4">
            A second factor is needed
          </Title>
        }
      >
        <Text size="sm" mb="md">
          {MSG_SECOND_FACTOR_REQUIRED}
        </Text>
        <Button size="xs" onClick={() => navigate('/account')} data-testid="estate-second-factor-account">
          Open my account settings
        </Button>
      </Alert>
    </Center>
  );
}
