// /pay/local/{id}: the local test-mode checkout (no Stripe keys configured): what is being paid, and Pay or
// Cancel. No card is asked for or charged; Pay licenses at once, as Stripe's notice would.
import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../lib/api';
import { visitorSpelling } from '../../lib/visitor-spelling';
import { answerLocalCheckout, fetchLocalCheckout, priceText } from './licence-api';

export function LocalCheckoutPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const info = useQuery({
    queryKey: ['local-checkout', id],
    queryFn: () => fetchLocalCheckout(id),
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answer = async (outcome: 'pay' | 'cancel') => {
    setBusy(true);
    try {
      navigate((await answerLocalCheckout(id, outcome)).return_to);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container size="xs" py="xl">
      <Card withBorder radius="md" padding="lg" data-testid="local-checkout">
        <Title order={1} size="h3" mb="sm">
          Checkout
        </Title>
        {info.isPending && <Loader aria-label="Reading the checkout" />}
        {info.isError && <Alert color="yellow">{errorText(info.error)}</Alert>}
        {info.data && (
          <Stack>
            <Text size="sm">{info.data.description}</Text>
            <Text size="xl" fw={700} data-testid="local-checkout-amount">
              {priceText(info.data.amount, info.data.currency)}
            </Text>
            <Alert color="blue" title="Test mode">
              This server takes no card payments: Pay licenses without charging anything. An install that
              sells {visitorSpelling().licences} sets its Stripe keys instead.
            </Alert>
            {error && <Alert color="red">{error}</Alert>}
            {info.data.status === 'open' ? (
              <Group justify="flex-end">
                <Button
                  variant="default"
                  onClick={() => answer('cancel')}
                  disabled={busy}
                  data-testid="local-checkout-cancel"
                >
                  Cancel
                </Button>
                <Button onClick={() => answer('pay')} loading={busy} data-testid="local-checkout-pay">
                  Pay
                </Button>
              </Group>
            ) : (
              <Text size="sm">This checkout is {info.data.status}.</Text>
            )}
          </Stack>
        )}
      </Card>
    </Container>
  );
}
