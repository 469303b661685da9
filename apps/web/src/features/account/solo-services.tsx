// The account page's services sold on their own (POST /pay/service_solo, docs/api.md): for an owner planning ahead,
// who may have no estate yet. Drawn only when the operator sells any; prices in US or Canadian dollars.
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchSoloServices, ServiceOffers } from '../licence';

export function useSoloServices() {
  return useQuery({
    queryKey: ['solo-services'],
    queryFn: async () => {
      const [usd, cad] = await Promise.all([fetchSoloServices('usd'), fetchSoloServices('cad')]);
      return { usd: usd.services, cad: cad.services };
    },
  });
}

export function SoloServices({
  offers,
}: {
  offers: NonNullable<ReturnType<typeof useSoloServices>['data']>;
}) {
  const [currency, setCurrency] = useState<'usd' | 'cad'>(offers.usd.length > 0 ? 'usd' : 'cad');
  return (
    <Stack gap="sm">
      <Text size="sm">
        Help from a professional, at a fixed price, whether or not you have an estate here.
      </Text>
      {offers.usd.length > 0 && offers.cad.length > 0 && (
        <SegmentedControl
          value={currency}
          onChange={(v) => setCurrency(v as 'usd' | 'cad')}
          data={[
            { value: 'usd', label: 'United States (US$)' },
            { value: 'cad', label: 'Canada (CA$)' },
          ]}
          aria-label="Where you are"
          data-testid="solo-currency"
        />
      )}
      <ServiceOffers
        estateId={null}
        services={offers[currency]}
        canBuy
        onAlreadyPaid={(msg) => notifications.show({ message: msg, color: 'yellow' })}
      />
    </Stack>
  );
}
