// The list of other services, the one way both places draw and buy them: the estate's services
// dialog and the account page's services sold on their own. Buying goes to the payment page; a service already
// paid (code 601) is the caller's to handle (the estate dialog just closes: nothing is left to do).
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { CODE_SERVICE_PAID, formatDisplayDate, type ServiceOfferOut } from '@probity/domain';
import { useState } from 'react';
import { FormError } from '../../components/dialog-form';
import { ApiError, errorText } from '../../lib/api';
import { buyService, priceText } from './licence-api';

export function ServiceOffers({
  estateId,
  services,
  canBuy,
  onAlreadyPaid,
}: {
  /** The estate bought for; null: services on their own. */
  estateId: string | null;
  services: ServiceOfferOut[];
  /** False: the prices show, the Buy buttons do not (view only, or no licence yet). */
  canBuy: boolean;
  onAlreadyPaid: (msg: string) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buy = async (s: ServiceOfferOut) => {
    setBusy(s.item);
    setError(null);
    try {
      const { url } = await buyService(estateId, s);
      window.location.assign(url);
    } catch (e) {
      setBusy(null);
      if (e instanceof ApiError && e.code === CODE_SERVICE_PAID) onAlreadyPaid(e.message);
      else setError(errorText(e));
    }
  };
  return (
    <Stack gap="xs">
      {services.map((s) => (
        <Card key={s.item} withBorder padding="sm" data-testid={`service-${s.item}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>{s.name}</Text>
              {s.description && (
                <Text size="sm" c="dimmed">
                  {s.description}
                </Text>
              )}
            </Stack>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {priceText(s.price, s.currency)}
            </Text>
          </Group>
          <Group justify="flex-end" mt="xs">
            {s.paid ? (
              <Badge color="teal" variant="light" data-testid={`service-${s.item}-paid`}>
                Paid{s.paid_at ? ` on ${formatDisplayDate(s.paid_at.slice(0, 10))}` : ''}
              </Badge>
            ) : (
              canBuy && (
                <Button
                  size="xs"
                  onClick={() => buy(s)}
                  loading={busy === s.item}
                  disabled={busy !== null && busy !== s.item}
                  data-testid={`service-${s.item}-buy`}
                >
                  Buy
                </Button>
              )
            )}
          </Group>
        </Card>
      ))}
      <FormError error={error} testId="service-error" />
    </Stack>
  );
}
