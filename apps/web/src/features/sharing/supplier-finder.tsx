// Find a lawyer, an accountant or another supplier of the operator's directory near the estate
// (docs/api.md, The supplier directory) and give it access: its email is invited like anyone's.
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { type ShareAccess, type ShareSent, SUPPLIER_TYPE, type Supplier } from '@probity/domain';
import { useState } from 'react';
import { useEstateStore } from '../../estate';
import { apiGet, apiPost, errorText } from '../../lib/api';
import { ACCESS_OPTIONS } from './sharing-api';

const TYPES = [
  { value: String(SUPPLIER_TYPE.lawyer), label: 'Lawyer' },
  { value: String(SUPPLIER_TYPE.accountant), label: 'Accountant' },
  { value: String(SUPPLIER_TYPE.executor_service), label: 'Executor service' },
  { value: String(SUPPLIER_TYPE.real_estate), label: 'Real estate' },
];

export function SupplierFinder({ onGranted }: { onGranted: (s: ShareSent) => Promise<void> | void }) {
  const estateId = useEstateStore((s) => s.estateId ?? '');
  const state = useEstateStore((s) => String(s.work.meta.state ?? ''));
  const [county, setCounty] = useState(useEstateStore.getState().work.dec.addr_county ?? '');
  const [type, setType] = useState(String(SUPPLIER_TYPE.lawyer));
  const [access, setAccess] = useState('1');
  const [found, setFound] = useState<Supplier[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = async () => {
    setError(null);
    const q = new URLSearchParams({ by: 'county', state, county: String(county), supplier_type: type });
    try {
      setFound(await apiGet<Supplier[]>(`/api/supplier/find?${q}`));
    } catch (e) {
      setError(errorText(e));
    }
  };
  const grant = async (s: Supplier) => {
    setError(null);
    try {
      const sent = await apiPost<ShareSent>(`/api/estate/${encodeURIComponent(estateId)}/ua`, {
        supplier_id: s.id,
        access: Number(access) as ShareAccess,
      });
      await onGranted(sent);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Stack gap="xs" data-testid="supplier-finder">
      <Group grow align="flex-end" wrap="wrap" gap="xs">
        <Select
          label="Kind"
          data={TYPES}
          value={type}
          onChange={(v) => v && setType(v)}
          allowDeselect={false}
          miw={140}
        />
        <TextInput
          label={`County (${state || 'state not set'})`}
          value={String(county)}
          onChange={(e) => setCounty(e.currentTarget.value)}
          miw={140}
          data-testid="supplier-county"
        />
        <Button variant="light" onClick={search} data-testid="supplier-search">
          Search
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
      {found && found.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="supplier-none">
          Nobody of that kind is listed there.
        </Text>
      )}
      {found && found.length > 0 && (
        <>
          <Select
            label="Access to give"
            data={ACCESS_OPTIONS.filter((o) => o.value !== '0')}
            value={access}
            onChange={(v) => v && setAccess(v)}
            allowDeselect={false}
            w={160}
          />
          {found.map((s) => (
            <Paper key={s.id} withBorder p="xs" data-testid={`supplier-${s.email}`}>
              <Group justify="space-between" gap="xs">
                <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {s.name}
                    </Text>
                    {s.prefer && (
                      <Badge size="xs" variant="light">
                        Preferred
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[s.county && `${s.county} County`, s.phone, s.web].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Button size="compact-sm" onClick={() => grant(s)} data-testid="supplier-grant">
                  Give access
                </Button>
              </Group>
            </Paper>
          ))}
        </>
      )}
    </Stack>
  );
}
