// The tax worksheets (issue 42), a report like the others: the executor's choice of tax year, then one year's
// worksheets for the estate's country (US: Form 1041, Schedule B and K-1s, Form 8949 sales, Form 706; Canada: T3,
// slips, the final T1, TX19), what is left for the preparer, and the downloads. Figures come from the working copy
// through the domain; a line with transactions opens them in Cashflow.
import { Alert, Badge, Checkbox, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { FOR_PREPARER, taxYearDoc, taxYearLabel } from '@probity/documents';
import {
  checkTaxYearChoice,
  firstEndRange,
  formatDisplayDate,
  returnDueDate,
  storedTaxWorksheets,
  taxYearInputOf,
  todayIso,
  trustYearBar,
} from '@probity/domain';
import { useMemo, useState } from 'react';
import { DateInput } from '../../components/date-input';
import { selectCanSave, useDerived, useEstateStore, useFacts } from '../../estate';
import { cashflowTxactsPath, estatePath } from '../../lib/estate-routes';
import { DocView } from './doc-view';
import { Downloads } from './report-downloads';
import { closeReport } from './reports-store';

/**
 * Calendar year or a first year ending on a chosen day, kept in the working copy (saved with the estate); for a US
 * trust, whether the section 645 election was made, without which it keeps the calendar year.
 */
function TaxYearChoice() {
  const f = useFacts();
  const editable = useEstateStore(selectCanSave);
  const setMeta = useEstateStore((s) => s.setMeta);
  const stored = f.meta.tax_year_end;
  const [fiscal, setFiscal] = useState(stored !== null);
  const death = f.meta.death_date;
  const range =
    death && (f.meta.country_code === 'us' || f.meta.country_code === 'ca')
      ? firstEndRange(f.meta.country_code, death)
      : null;
  const check = (iso: string) => {
    const r = checkTaxYearChoice(taxYearInputOf({ ...f.meta, tax_year_end: iso }));
    return r.ok ? null : r.msg;
  };
  const us = f.meta.country_code === 'us';
  const trust = f.meta.trust;
  const election = f.meta.election_645;
  // the domain's rule: a trust keeps the calendar year (a US one unless it made the election)
  const bar = trustYearBar(taxYearInputOf(f.meta));
  return (
    <Stack gap="xs" data-testid="tax-year-choice">
      {us && trust && (
        <Checkbox
          label="The section 645 election was made (Form 8855): the trust is treated as part of the estate"
          checked={election}
          disabled={!editable}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            // Without the election a trust is back on the calendar year: a fiscal year chosen under it goes too.
            if (!on && stored !== null) setFiscal(false);
            setMeta(
              !on && stored !== null ? { election_645: false, tax_year_end: null } : { election_645: on },
            );
          }}
          data-testid="tax-election-645"
        />
      )}
      <Radio.Group
        label="The estate’s tax year"
        description={
          bar ??
          (us
            ? 'A calendar year, or a fiscal year ending on a month’s end within 12 months of the death (IRC 441, 645).'
            : 'A calendar year, or a first year ending on any day within 12 months of the death (ITA 249(1)(b)).')
        }
        value={fiscal ? 'fiscal' : 'calendar'}
        onChange={(v) => {
          setFiscal(v === 'fiscal');
          if (v === 'calendar' && stored !== null) setMeta({ tax_year_end: null });
        }}
      >
        <Group gap="lg" mt={6}>
          <Radio
            value="calendar"
            label="Calendar year"
            disabled={!editable}
            data-testid="tax-year-calendar"
          />
          <Radio
            value="fiscal"
            label="Fiscal year"
            disabled={!editable || (bar !== null && !fiscal)}
            data-testid="tax-year-fiscal"
          />
        </Group>
      </Radio.Group>
      {fiscal && (
        <DateInput
          label="Last day of the first tax year"
          description={
            range ? `From ${formatDisplayDate(range.first)} to ${formatDisplayDate(range.last)}` : undefined
          }
          value={stored}
          onCommit={(iso) => setMeta({ tax_year_end: iso })}
          check={check}
          readOnly={!editable}
          maw={280}
          data-testid="tax-year-end"
        />
      )}
    </Stack>
  );
}

export function TaxesView() {
  const f = useFacts();
  const d = useDerived();
  const estateId = useEstateStore((s) => s.estateId);
  const r = useMemo(() => storedTaxWorksheets(f, todayIso(), d), [f, d]);
  const count = r.ok ? r.worksheets.years.length : 0;
  const [picked, setPicked] = useState<number | null>(null);
  const n = picked !== null && picked <= count ? picked : count;
  const doc = useMemo(() => (r.ok ? taxYearDoc(r.worksheets, n, f) : null), [r, n, f]);
  if (!r.ok)
    return (
      <Alert color="yellow" data-testid="taxes-problem">
        {r.msg}
      </Alert>
    );
  const w = r.worksheets;
  const year = w.years[n - 1];
  const preparer = doc
    ? doc.sections.reduce((k, s) => k + s.body.filter((row) => row.includes(FOR_PREPARER)).length, 0)
    : 0;
  return (
    <Stack gap="md" data-testid="taxes-view">
      <TaxYearChoice />
      {r.problem && (
        <Alert color="yellow" data-testid="taxes-choice-problem">
          {r.problem} Until it is changed, the worksheets and the tasks follow the calendar year.
        </Alert>
      )}
      <Group align="flex-end" gap="md">
        <Select
          label="Tax year"
          data={w.years.map(({ year: y }) => ({ value: String(y.n), label: taxYearLabel(y) }))}
          value={String(n)}
          onChange={(v) => v && setPicked(Number(v))}
          allowDeselect={false}
          w={{ base: '100%', sm: 420 }}
          data-testid="tax-year-select"
        />
        {year && (
          <Text size="sm" data-testid="tax-year-due">
            {w.country === 'ca' ? 'T3' : 'Form 1041'} due{' '}
            <b>{formatDisplayDate(returnDueDate(w.country, year.year.end))}</b>
          </Text>
        )}
        {preparer > 0 && (
          <Badge color="orange" variant="light" data-testid="taxes-preparer">
            {preparer} {preparer === 1 ? 'line' : 'lines'} for the preparer
          </Badge>
        )}
      </Group>
      {doc && year && (
        <>
          <Downloads
            doc={doc}
            journal={false}
            csvFile={{
              text: () => year.salesCsv,
              fileName: `Sales-year-${n}.csv`,
              label: w.country === 'ca' ? 'Schedule 3 CSV' : 'Form 8949 CSV',
            }}
          />
          <DocView
            doc={doc}
            link={
              estateId
                ? {
                    href: (ids, label, kind) =>
                      kind === 'asset'
                        ? estatePath(estateId, 'Assets', `?itemId=${ids[0]}`)
                        : cashflowTxactsPath(estateId, ids, label),
                    onFollow: closeReport,
                  }
                : undefined
            }
          />
        </>
      )}
    </Stack>
  );
}
