// The court and account on the Decedent tab (issue 36): where the estate is administered, who the fiduciary is and
// which account this is. The accounting and inventory print them as their caption; each field shows the domain's
// own message when its value would be refused by the server.
import { Card, NumberInput, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type CourtFields, ZCourtFields } from '@probity/domain';
import { str, useEstateFields } from './use-estate-fields';

type TextField = 'court_name' | 'court_county' | 'case_no';

const ACCOUNT_KINDS = [
  { value: 'first', label: 'First account' },
  { value: 'partial', label: 'Partial (intermediate) account' },
  { value: 'final', label: 'Final account' },
];

/** The domain's message for a field's value, or null when the server would take it. */
function problem<K extends keyof CourtFields>(field: K, value: unknown): string | null {
  const r = ZCourtFields.shape[field].safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

export function CourtCard() {
  const { meta, editable, trust, t, setMeta } = useEstateFields();
  const text = (field: TextField, label: string, testId: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      value={str(meta[field])}
      onChange={(e) => setMeta({ [field]: e.currentTarget.value })}
      error={problem(field, str(meta[field]))}
      readOnly={!editable}
      data-testid={testId}
    />
  );
  const accountNo = typeof meta.account_no === 'number' ? meta.account_no : null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="court-card">
      <Title order={3} size="h4" mb={4}>
        Court and account
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        As they appear on the court’s papers. The accounting and inventory print them at the top.
      </Text>
      <Stack gap="sm">
        {text('court_name', 'Court', 'court-name', 'For example: Probate Court of Franklin County')}
        {text('court_county', 'County', 'court-county')}
        {text('case_no', 'Case or file number', 'court-case-no')}
        <TextInput
          label={`${t.Executor}’s name (as appointed)`}
          value={str(meta.distributor)}
          onChange={(e) => setMeta({ distributor: e.currentTarget.value })}
          error={problem('distributor', str(meta.distributor))}
          readOnly={!editable}
          data-testid="court-fiduciary"
        />
        <Textarea
          label={`${t.Executor}’s address`}
          value={str(meta.fiduciary_addr)}
          onChange={(e) => setMeta({ fiduciary_addr: e.currentTarget.value })}
          error={problem('fiduciary_addr', str(meta.fiduciary_addr))}
          autosize
          minRows={2}
          readOnly={!editable}
          data-testid="court-fiduciary-addr"
        />
        <Select
          label={trust ? 'Which account of the trust' : 'Which account'}
          data={ACCOUNT_KINDS}
          value={str(meta.account_kind) || null}
          onChange={(v) => setMeta({ account_kind: v ?? '' })}
          clearable={editable}
          readOnly={!editable}
          data-testid="court-account-kind"
        />
        <NumberInput
          label="Account number"
          description="1 for the first account, 2 for the second, and so on"
          value={accountNo ?? ''}
          onChange={(v) => setMeta({ account_no: typeof v === 'number' ? v : null })}
          error={problem('account_no', accountNo)}
          allowDecimal={false}
          allowNegative={false}
          readOnly={!editable}
          data-testid="court-account-no"
        />
      </Stack>
    </Card>
  );
}
