// /estate/new without `created` lands on the home page with ?offer=new, which offers to start an estate.
import { Button, Group, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { Dialog } from '../../components/dialog';
import { NEW_ESTATE_PATH } from './new-estate-path';

export function OfferNewEstate() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const close = () => setParams({}, { replace: true });
  return (
    <Dialog
      opened={params.get('offer') === 'new'}
      onClose={close}
      title="Start a new estate?"
      testId={'offer-new-dialog'}
    >
      <Text size="sm" mb="lg">
        You can start a new estate now and enter what you know. It stays in this browser until you save it.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          Not now
        </Button>
        <Button onClick={() => navigate(NEW_ESTATE_PATH)} data-testid="offer-new-start">
          Start a new estate
        </Button>
      </Group>
    </Dialog>
  );
}
