// The decedent (or the trust): name, dates, tax id, phone, residence. Dates follow workspace §5: birth between
// 1 Jan 1900 and the death date (or today); death from the birth date to today.
import { Card, SimpleGrid, TextInput, Title } from '@mantine/core';
import { checkBirthDate, checkDeathDate, todayIso } from '@probity/domain';
import { DateInput } from '../../components/date-input';
import { useEstateStore } from '../save';
import { confirmUserDeath } from './confirmations';
import { dateOrNull, str, useEstateFields } from './use-estate-fields';

export function PersonCard() {
  const { dec, meta, editable, trust, t, setDec, setMeta } = useEstateFields();
  const birth = dateOrNull(dec.birth_date);
  const death = dateOrNull(dec.death_date) ?? dateOrNull(meta.death_date);
  const mode = useEstateStore((s) => s.mode);

  const text = (field: string, label: string, testId: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={str(dec[field])}
      onChange={(e) => setDec({ [field]: e.currentTarget.value })}
      readOnly={!editable}
      maxLength={500}
      data-testid={testId}
      {...extra}
    />
  );

  const onDeath = async (iso: string | null) => {
    // An owner planning ahead for their own estate (is_user_dec) confirms, and the flag is cleared.
    if (iso && !death && meta.is_user_dec === true && mode !== 'new') {
      if (!(await confirmUserDeath())) return;
      setMeta({ is_user_dec: false });
    }
    setDec({ death_date: iso });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="decedent-person">
      <Title order={4} mb="md">
        {trust ? 'Trust' : 'Person who died'}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {text('name', trust ? 'Name of the trust' : 'Full name', 'dec-name', {
          required: true,
          autoComplete: 'off',
        })}
        {text('ssn', trust ? `Trust tax number` : t.taxId, 'dec-ssn', { autoComplete: 'off' })}
        {!trust && (
          <DateInput
            label="Date of Birth"
            value={birth}
            onCommit={(iso) => setDec({ birth_date: iso })}
            check={(iso) => checkBirthDate(iso, death, todayIso())}
            readOnly={!editable}
            data-testid="dec-birth-date"
          />
        )}
        <DateInput
          label={t.dateOfDeath}
          value={death}
          onCommit={(iso) => void onDeath(iso)}
          check={(iso) => checkDeathDate(iso, trust ? null : birth, todayIso())}
          readOnly={!editable}
          data-testid="dec-death-date"
        />
        {text('phone', 'Phone', 'dec-phone', { type: 'tel', autoComplete: 'off' })}
        {text('residence', trust ? 'Address of the trust' : 'Residence (street address)', 'dec-residence')}
      </SimpleGrid>
    </Card>
  );
}
