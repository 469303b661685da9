// The reports of the Overview (issue 16): the options of an accounting (period, approach,
// court format), then the report on screen, with its balance drawn as charges against credits, and its PDF, CSV
// and Excel one click away (the accounting also its ledger journal). Figures come from the working copy through
// the domain, as everywhere else.
import { Badge, Button, Group, Radio, Select, Stack, Switch, Text } from '@mantine/core';
import { accountingDoc, captionOf, contactsDoc, inventoryDoc, type PdfDoc } from '@probity/documents';
import {
  type AccountingOptions,
  COURT_FORMATS,
  type CourtFormat,
  checkReportPeriod,
  estateMinDate,
  formatMoney,
  inventoryReport,
  type ReportApproach,
  todayIso,
  verificationOf,
  wholeAdministration,
} from '@probity/domain';
import { useMemo, useState } from 'react';
import { DateInput } from '../../components/date-input';
import { Dialog } from '../../components/dialog';
import { useDerived, useFacts } from '../../estate';
import { DocView } from './doc-view';
import { PublishAccounting } from './publish-accounting';
import { Downloads } from './report-downloads';
import { closeReport, type ReportKind } from './reports-store';
import { TaxesView } from './taxes-view';

function OptionsForm({ onShow }: { onShow: (o: AccountingOptions) => void }) {
  const f = useFacts();
  const min = estateMinDate(f.meta.trust, f.meta.death_date);
  const [first] = useState(() => wholeAdministration(f.meta, todayIso()));
  const [start, setStart] = useState<string | null>(first.start);
  const [end, setEnd] = useState<string | null>(first.end);
  const [approach, setApproach] = useState<ReportApproach>(first.approach);
  const [format, setFormat] = useState<CourtFormat>(first.format);
  const [lines, setLines] = useState(first.lines);
  const [zeros, setZeros] = useState(first.zeros);
  const [problem, setProblem] = useState<{ field: 'start' | 'end'; msg: string } | null>(null);
  const show = () => {
    const p = checkReportPeriod(start ?? '', end ?? '', f.meta);
    setProblem(p);
    if (!p && start && end) onShow({ start, end, approach, format, lines, zeros });
  };
  return (
    <Stack gap="md" data-testid="report-options">
      <Group grow align="flex-start">
        <DateInput label="Start" value={start} onCommit={setStart} minDate={min} data-testid="report-start" />
        <DateInput label="End" value={end} onCommit={setEnd} minDate={min} data-testid="report-end" />
      </Group>
      {problem && (
        <Text c="red" size="sm" role="alert" data-testid="report-problem">
          {problem.msg}
        </Text>
      )}
      <Radio.Group
        label="Approach"
        value={approach}
        onChange={(v) => setApproach(v as ReportApproach)}
        data-testid="report-approach"
      >
        <Stack gap={6} mt={4}>
          <Radio value="carry" label="Carry value: charges against credits, as probate courts ask" />
          <Radio value="standard" label="Receipts and disbursements: the cash in and out" />
        </Stack>
      </Radio.Group>
      {approach === 'carry' && (
        <Select
          label="Court format"
          value={format}
          onChange={(v) => v && setFormat(v as CourtFormat)}
          data={Object.entries(COURT_FORMATS).map(([value, label]) => ({ value, label }))}
          allowDeselect={false}
          data-testid="report-format"
        />
      )}
      <Switch
        label="Include every line of every schedule"
        checked={lines}
        onChange={(e) => setLines(e.currentTarget.checked)}
        data-testid="report-lines"
      />
      {approach === 'carry' && (
        <ZerosSwitch checked={zeros} onChange={setZeros} label="List property on hand worth $0.00" />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={closeReport}>
          Cancel
        </Button>
        <Button onClick={show} data-testid="report-show">
          Show report
        </Button>
      </Group>
    </Stack>
  );
}

/** The report option that lists what is worth $0.00 (left out unless asked for). */
function ZerosSwitch({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  return (
    <Switch
      label={label}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      data-testid="report-zeros"
    />
  );
}

/** Charges against credits as two bars: equal lengths and the words say it balances. */
function BalanceBar({ charges, credits }: { charges: number; credits: number }) {
  const max = Math.max(charges, credits, 1);
  const bar = (label: string, value: number, color: string) => (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" w={70}>
        {label}
      </Text>
      <div style={{ flex: 1, background: 'var(--mantine-color-gray-1)', borderRadius: 4 }}>
        <div style={{ width: `${(value / max) * 100}%`, height: 14, borderRadius: 4, background: color }} />
      </div>
      <Text size="sm" fw={600} data-figure w={130} ta="right">
        {formatMoney(value)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} data-testid="report-balance">
      {bar('Charges', charges, 'var(--mantine-color-probity-6)')}
      {bar('Credits', credits, 'var(--mantine-color-blue-6)')}
      <Badge color={charges === credits ? 'green' : 'red'} variant="light" w="fit-content">
        {charges === credits ? 'Balanced to the cent' : `Off by ${formatMoney(Math.abs(charges - credits))}`}
      </Badge>
    </Stack>
  );
}

function useDoc(
  kind: ReportKind,
  o: AccountingOptions | null,
  asOf: string | null,
  zeros: boolean,
): { doc: PdfDoc | null; balance?: [number, number] } {
  const f = useFacts();
  const d = useDerived();
  return useMemo(() => {
    if (kind === 'inventory')
      return {
        doc: inventoryDoc(
          inventoryReport(f, d, asOf, { zeros }),
          captionOf(f),
          verificationOf(f, 'inventory'),
        ),
      };
    if (kind === 'contacts') return { doc: contactsDoc(f.contacts, f) };
    if (kind === 'taxes') return { doc: null }; // taxes-view.tsx draws its own, by tax year
    if (!o) return { doc: null };
    const drawn = accountingDoc(f, d, o);
    return drawn.approach === 'carry' ? { doc: drawn.doc, balance: drawn.balance } : { doc: drawn.doc };
  }, [kind, o, f, d, asOf, zeros]);
}

const TITLES: Record<ReportKind, string> = {
  inventory: 'Inventory report',
  accounting: 'Accounting report',
  contacts: 'Address book',
  taxes: 'Tax worksheets',
};

export function ReportDialog({ kind }: { kind: ReportKind }) {
  const [options, setOptions] = useState<AccountingOptions | null>(null);
  const [asOf, setAsOf] = useState<string | null>(null);
  const [zeros, setZeros] = useState(false);
  const { doc, balance } = useDoc(kind, options, asOf, zeros);
  const choosing = kind === 'accounting' && !options;
  return (
    <Dialog
      opened
      onClose={closeReport}
      title={TITLES[kind]}
      size={choosing ? 'md' : 'xl'}
      testId="report-dialog"
    >
      {kind === 'taxes' ? (
        <TaxesView />
      ) : choosing ? (
        <OptionsForm onShow={setOptions} />
      ) : (
        doc && (
          <Stack gap="md">
            <Stack gap={0}>
              <Text fw={600}>{doc.title}</Text>
              {(doc.caption ?? []).map((c) => (
                <Text key={c} size="sm" c="dimmed">
                  {c}
                </Text>
              ))}
            </Stack>
            {balance && <BalanceBar charges={balance[0]} credits={balance[1]} />}
            {kind === 'inventory' && (
              <>
                <DateInput
                  label="Values as of (empty: today)"
                  value={asOf}
                  onCommit={setAsOf}
                  maw={220}
                  data-testid="report-as-of"
                />
                <ZerosSwitch checked={zeros} onChange={setZeros} label="List assets valued $0.00 at death" />
              </>
            )}
            <Group justify="space-between">
              <Downloads doc={doc} journal={kind === 'accounting'} />
              {kind === 'accounting' && (
                <Button variant="subtle" onClick={() => setOptions(null)} data-testid="report-change">
                  Change options
                </Button>
              )}
            </Group>
            {kind === 'accounting' && options && <PublishAccounting options={options} />}
            <DocView doc={doc} />
          </Stack>
        )
      )}
    </Dialog>
  );
}
