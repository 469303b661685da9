// The decedent (or the trust): name, dates, tax id, phone, residence. Dates must be possible: birth between
// 1 Jan 1900 and the death date (or today); death from the birth date to today.
import { Card, SimpleGrid, TextInput, Title } from '@mantine/core';
import { checkBirthDate, checkDeathDate, setDeathDate, todayIso } from '@probity/domain';
import { DateInput } from '../../components/date-input';
import { SecretInput } from '../../components/secret-input';
import { runOp, useEstateStore } from '../../estate';
import { revealSecret } from '../../lib/reveal-secret';
import { USER_DEATH_QUESTION } from './questions';
import { dateOrNull, str, useEstateFields } from './use-estate-fields';

export function PersonCard() {
  const { dec, editable, trust, t, setDec, deathDate: death } = useEstateFields();
  const birth = dateOrNull(dec.birth_date);
  const estateId = useEstateStore((s) => s.estateId);

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

  // An owner planning ahead for their own estate (is_user_dec) confirms, and the flag is cleared.
  const onDeath = (iso: string | null) =>
    void runOp((f, ctx) => setDeathDate(f, iso, ctx), { confirms: USER_DEATH_QUESTION });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="decedent-person">
      <Title order={3} size="h4" mb="md">
        {trust ? 'Trust' : 'Person who died'}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {text('name', trust ? 'Name of the trust' : 'Full name', 'dec-name', {
          required: true,
          autoComplete: 'off',
        })}
        <SecretInput
          label={trust ? 'Trust tax number' : t.taxId}
          value={str(dec.ssn)}
          onChange={(ssn) => setDec({ ssn })}
          readOnly={!editable}
          reveal={() => revealSecret(estateId ?? '')}
          data-testid="dec-ssn"
        />
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
          onCommit={onDeath}
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
