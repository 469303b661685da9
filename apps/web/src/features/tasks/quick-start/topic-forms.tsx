// Quick-start topics that ask for facts: the user's role and the basics of the estate (name, country,
// states, date). Every answer goes straight into the working copy, so Save keeps it.
import { Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { type CountryCode, todayIso } from '@probity/domain';
import { DateInput } from '../../../components/date-input';
import { useEstateStore } from '../../../estate';
import { regionsOf } from '../../../lib/regions';
import { chooseCountry, setDeath, setHomeState, setName } from './answers';
import { type QuickRole, ROLES } from './topics';

const ROLE_TEXT: Record<QuickRole, string> = {
  Owner: 'I am planning ahead for my own estate.',
  Trustee: 'I manage a trust, during the maker’s life or after.',
  Professional: 'I help clients settle estates (lawyer, accountant, advisor).',
  Executor: 'I am settling the estate of someone who has died.',
};

export function RoleTopic({ role, onChange }: { role: QuickRole | null; onChange: (r: QuickRole) => void }) {
  return (
    <Radio.Group value={role} onChange={(v) => onChange(v as QuickRole)} label="Which describes you best?">
      <Stack gap="sm" mt="sm">
        {ROLES.map((r) => (
          <Radio key={r} value={r} label={r} description={ROLE_TEXT[r]} data-testid={`qs-role-${r}`} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

const s = (v: unknown) => (typeof v === 'string' ? v : '');

export function BasicsTopic({ role }: { role: QuickRole | null }) {
  const meta = useEstateStore((st) => st.work.meta);
  const dec = useEstateStore((st) => st.work.dec);
  const setMeta = useEstateStore((st) => st.setMeta);
  const country = s(meta.country_code) || 'us';
  const trust = meta.trust === true;
  const regions = regionsOf(country) ?? [];
  const region = country === 'ca' ? 'Province' : 'State';
  const nameLabel =
    role === 'Owner' ? 'Your full name' : trust ? 'Name of the trust' : 'Full name of the person who died';
  return (
    <Stack gap="sm">
      <TextInput
        label={nameLabel}
        value={s(dec.name) || s(meta.name)}
        onChange={(e) => setName(e.currentTarget.value)}
        data-testid="qs-name"
      />
      <Select
        label="Country"
        data={[
          { value: 'us', label: 'United States' },
          { value: 'ca', label: 'Canada' },
        ]}
        value={country}
        allowDeselect={false}
        onChange={(v) => v && v !== country && chooseCountry(v as CountryCode)}
        data-testid="qs-country"
      />
      <Select
        label={role === 'Owner' ? `${region} where you live` : `${region} where they lived`}
        data={regions}
        value={s(meta.state) || null}
        searchable
        onChange={(v) => setHomeState(v ?? '')}
        data-testid="qs-state"
      />
      {role !== 'Owner' && (
        <Select
          label={`${region} where you live (as ${trust ? 'trustee' : 'executor'})`}
          data={regions}
          value={s(meta.state_exec) || null}
          searchable
          onChange={(v) => setMeta({ state_exec: v ?? '' })}
          data-testid="qs-state-exec"
        />
      )}
      {role !== 'Owner' && (
        <DateInput
          label={trust ? 'Date the trust was made (or became irrevocable)' : 'Date of death'}
          value={s(dec.death_date) || s(meta.death_date) || null}
          maxDate={todayIso()}
          onCommit={setDeath}
          data-testid="qs-death-date"
        />
      )}
      {role === 'Owner' && (
        <Text size="sm" c="dimmed">
          While you are alive the checklist shows planning tasks; the rest wait, marked with an asterisk.
        </Text>
      )}
    </Stack>
  );
}
