// The estate's other services (docs/api.md, Other services): the Overview's More Services and ?services=1. What the
// operator offers in the estate's place, in its currency; buying needs a licensed estate, so an unlicensed one is
// offered the licence first. A service already paid (601) just dismisses the dialog.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MSG_LICENSE_FIRST } from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { licenceDialog, useEstateStore, useReadOnly, useTerms } from '../../estate';
import { errorText } from '../../lib/api';
import { fetchEstateServices } from './licence-api';
import { SAMPLE_NO_SERVICES, ServiceDialogFrame } from './service-dialog-frame';
import { ServiceOffers } from './service-offers';

export function ServicesDialog({ onClose }: { onClose: () => void }) {
  const estateId = useEstateStore((s) => s.estateId ?? '');
  const sample = useEstateStore((s) => s.mode !== 'real');
  const readOnly = useReadOnly();
  const t = useTerms();
  const q = useQuery({
    queryKey: ['services', estateId],
    queryFn: () => fetchEstateServices(estateId),
    enabled: !sample,
  });
  const alreadyPaid = (msg: string) => {
    notifications.show({ message: msg, color: 'yellow' });
    onClose();
  };
  let body: React.ReactNode;
  if (sample) body = SAMPLE_NO_SERVICES;
  else if (q.isPending) body = <Text size="sm">Reading the services…</Text>;
  else if (q.isError) body = <Alert color="red">{errorText(q.error)}</Alert>;
  else if (q.data.services.length === 0)
    body = (
      <Text size="sm" data-testid="services-none">
        No other services are offered where this {t.estate} is yet.
      </Text>
    );
  else
    body = (
      <Stack gap="xs">
        {!q.data.licensed && !readOnly && (
          <Alert color="yellow" data-testid="services-licence-first">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{MSG_LICENSE_FIRST}.</Text>
              <Button
                size="xs"
                onClick={() => {
                  onClose();
                  licenceDialog.open({ expired: false });
                }}
              >
                Buy a {t.spell.licence}
              </Button>
            </Group>
          </Alert>
        )}
        <ServiceOffers
          estateId={estateId}
          services={q.data.services}
          canBuy={q.data.licensed && !readOnly}
          onAlreadyPaid={alreadyPaid}
        />
      </Stack>
    );
  return (
    <ServiceDialogFrame
      title="More services"
      testId="services-dialog"
      intro={
        <Text size="sm">
          Professionals who can take work off your hands, at a fixed price paid once for this {t.estate}.
        </Text>
      }
      onClose={onClose}
    >
      {body}
    </ServiceDialogFrame>
  );
}
