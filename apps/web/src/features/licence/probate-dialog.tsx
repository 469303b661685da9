// The probate lawyer service (docs/operations.md, The probate lawyer service): the Overview's Use Lawyer and ?service.
// Where the operator offers it, the price for the estate's state and county, a consent to be called, and the purchase
// through the payment page; once paid, where it was paid for, with a warning when the estate's place has changed since.
import { Alert, Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { currencyOf, formatDisplayDate, msgProbateOtherPlace } from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../components/dialog-form';
import { useEstateStore, useReadOnly, useTerms } from '../../estate';
import { apiGet, apiPost, apiPut, errorText } from '../../lib/api';
import { priceText } from './licence-api';
import { SAMPLE_NO_SERVICES, ServiceDialogFrame } from './service-dialog-frame';

interface Service {
  state: string;
  county: string;
  price: number | null;
  paid: boolean;
  paid_at: string | null;
  consult_ok: boolean;
  paid_place: string;
}
interface Pricing {
  covered: boolean;
  price: number | null;
  counties: Record<string, number>;
}
const OTHER = '';

export function ProbateDialog({ onClose }: { onClose: () => void }) {
  const estateId = useEstateStore((s) => s.estateId ?? '');
  const sample = useEstateStore((s) => s.mode !== 'real');
  const readOnly = useReadOnly();
  const currency = currencyOf(useEstateStore((s) => String(s.work.meta.country_code ?? 'us')));
  const t = useTerms();
  const enc = encodeURIComponent(estateId);
  const svc = useQuery({
    queryKey: ['probate', estateId],
    queryFn: () => apiGet<Service>(`/api/estate/${enc}/probate`),
    enabled: !sample,
  });
  const state = svc.data?.state ?? '';
  const pricing = useQuery({
    queryKey: ['probate-pricing', state],
    queryFn: () => apiGet<Pricing>(`/api/probate_pricing/${state}`),
    enabled: /^[A-Z]{2}$/.test(state),
  });
  const [county, setCounty] = useState<string | null>(null);
  const [consult, setConsult] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const counties = pricing.data?.counties ?? {};
  const chosen = county ?? (svc.data && svc.data.county in counties ? svc.data.county : OTHER);
  const price = chosen && chosen in counties ? counties[chosen] : (pricing.data?.price ?? null);
  const buy = async () => {
    if (price === null) return;
    setBusy(true);
    setError(null);
    try {
      await apiPut(`/api/estate/${enc}/probate`, {
        state,
        county: chosen,
        consult_ok: consult ?? svc.data?.consult_ok ?? false,
      });
      const { url } = await apiPost<{ url: string }>(`/pay/estate/${enc}/probate`, { price });
      window.location.assign(url);
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  const intro = (
    <Text size="sm">
      A probate lawyer can open the {t.estate} in court, advise the {t.executor} and handle the filings.
    </Text>
  );
  let body: React.ReactNode;
  if (sample) body = SAMPLE_NO_SERVICES;
  else if (svc.isPending || (state && pricing.isPending)) body = <Text size="sm">Reading the service…</Text>;
  else if (svc.data?.paid)
    body = (
      <Stack gap="xs">
        <Alert color="teal" data-testid="probate-paid">
          Paid{svc.data.paid_at ? ` on ${formatDisplayDate(svc.data.paid_at.slice(0, 10))}` : ''} for{' '}
          {svc.data.paid_place}. A lawyer will contact you.
        </Alert>
        {svc.data.paid_place && !svc.data.paid_place.endsWith(svc.data.state) && (
          <Alert color="yellow" data-testid="probate-other-place">
            {msgProbateOtherPlace(svc.data.paid_place)}
          </Alert>
        )}
      </Stack>
    );
  else if (!pricing.data?.covered)
    body = (
      <Text size="sm" data-testid="probate-uncovered">
        Probity does not offer a probate lawyer in {state || 'this place'} yet. The Tasks tab lists each legal
        step and its due date.
      </Text>
    );
  else
    body = (
      <Stack gap="xs">
        <Select
          label="County"
          data={[
            ...Object.keys(counties).map((c) => ({ value: c, label: c })),
            { value: OTHER, label: 'Another county' },
          ]}
          value={chosen}
          onChange={(v) => setCounty(v ?? OTHER)}
          allowDeselect={false}
          disabled={readOnly}
          data-testid="probate-county"
        />
        <Text size="lg" fw={700} data-testid="probate-price">
          {price === null ? '' : priceText(price, currency)}
        </Text>
        <Checkbox
          label="A lawyer may call me to talk about the estate before I decide"
          checked={consult ?? svc.data?.consult_ok ?? false}
          onChange={(e) => setConsult(e.currentTarget.checked)}
          disabled={readOnly}
        />
        <FormError error={error} testId="probate-error" />
        {!readOnly && (
          <Group justify="flex-end">
            <Button onClick={buy} loading={busy} data-testid="probate-buy">
              Buy the service
            </Button>
          </Group>
        )}
      </Stack>
    );
  return (
    <ServiceDialogFrame
      title="Probate lawyer service"
      testId="service-dialog"
      intro={intro}
      onClose={onClose}
    >
      {body}
    </ServiceDialogFrame>
  );
}
