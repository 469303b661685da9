// Estate meta on the Decedent tab: label, estate or trust, country, death and executor states, and the
// awaiting-death state (no death date, not a trust).
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type CountryCode, setCountry, setTrust } from '@probity/domain';
import { runOp, useEstateStore } from '../../estate';
import { COUNTRIES, regionsOf } from '../../lib/regions';
import { openEstateLabelDialog } from '../estates';
import { countryQuestion, trustQuestion } from './questions';
import { str, useEstateFields } from './use-estate-fields';

export function EstateMetaCard() {
  const { meta, editable, country, trust, awaitingDeath, t, setMeta, setRegion } = useEstateFields();
  const estateId = useEstateStore((s) => s.estateId);
  const mode = useEstateStore((s) => s.mode);
  const regions = regionsOf(country);

  const rename = () =>
    openEstateLabelDialog({
      initial: str(meta.label),
      estateId: mode === 'real' ? (estateId ?? undefined) : undefined,
      onSubmit: (label) => setMeta({ label }),
    });

  const onTrust = (next: boolean) =>
    runOp((f, ctx) => setTrust(f, next, ctx), { confirms: trustQuestion(next) });
  // The engine blanks the states and resets the task set.
  const onCountry = (next: string | null) => {
    if (!next || next === country) return;
    const label = COUNTRIES.find((c) => c.value === next)?.label ?? next;
    void runOp((f, ctx) => setCountry(f, next as CountryCode, ctx), { confirms: countryQuestion(label) });
  };

  const regionField = (field: 'state' | 'state_exec', label: string, testId: string) =>
    regions ? (
      <Select
        label={label}
        data={regions}
        value={str(meta[field]) || null}
        onChange={(v) => setRegion(field, v ?? '')}
        searchable
        clearable={editable}
        readOnly={!editable}
        data-testid={testId}
      />
    ) : (
      <TextInput
        label={label}
        value={str(meta[field])}
        onChange={(e) => setRegion(field, e.currentTarget.value)}
        readOnly={!editable}
        data-testid={testId}
      />
    );

  return (
    <Card withBorder radius="md" padding="lg" data-testid="estate-meta">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4">
          {t.Estate}
        </Title>
        {awaitingDeath && (
          <Badge color="grape" variant="light" size="lg" data-testid="awaiting-death">
            Awaiting death
          </Badge>
        )}
      </Group>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t.Estate} label
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" data-testid="meta-label" truncate>
              {str(meta.label) || (
                <Text span c="dimmed" size="sm">
                  No label yet
                </Text>
              )}
            </Text>
            {editable && (
              <Button size="compact-xs" variant="light" onClick={rename} data-testid="meta-label-edit">
                Rename
              </Button>
            )}
          </Group>
        </div>
        <Select
          label="Country"
          data={COUNTRIES}
          value={country}
          onChange={onCountry}
          allowDeselect={false}
          readOnly={!editable}
          data-testid="meta-country"
        />
        {regionField(
          'state',
          trust ? `${t.region} of the trust` : `${t.region} of residence at death`,
          'meta-state',
        )}
        {regionField('state_exec', `${t.Executor}’s ${t.region.toLowerCase()}`, 'meta-state-exec')}
        <Switch
          label="This is a trust, not the estate of a person who died"
          checked={trust}
          onChange={(e) => void onTrust(e.currentTarget.checked)}
          disabled={!editable}
          data-testid="meta-trust"
          mt="xs"
        />
      </Stack>
      {awaitingDeath && (
        <Alert color="grape" variant="light" mt="md" data-testid="awaiting-death-note">
          No date of death has been entered, so this estate is being planned ahead. Values are the owner’s
          current figures (value pre-death), and actions such as recording transactions or linking a bank wait
          until a date of death is entered.
        </Alert>
      )}
    </Card>
  );
}
