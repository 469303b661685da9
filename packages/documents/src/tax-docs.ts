// The tax worksheets of one tax year as a document (issue 42): the Form 1041 with its sales, beneficiaries and K-1s
// and the Form 706 (US), or the T3 with its Schedule 3 and slips, the final T1 and the TX19 schedule (Canada). The
// same model the reports print: the screen, the PDF and the spreadsheet read it, so all show the same cents. Each
// row keeps the transactions it comes from (`sources`), so a screen can open them. Pure.
import {
  type EstateTaxWorksheets,
  estateTitle,
  type Facts,
  type FinalT1,
  type Form706Worksheet,
  type Form1041Worksheet,
  formatDisplayDate,
  formatMoney,
  type SaleRow,
  type T3Worksheet,
  type TaxLine,
  type TaxYear,
  type Tx19Schedule,
} from '@probity/domain';
import type { PdfColumn, PdfDoc, PdfSection } from './doc.ts';

const L = (header: string): PdfColumn => ({ header, align: 'left' });
const R = (header: string): PdfColumn => ({ header, align: 'right' });
/** A figure Probity cannot know is printed as what it is: the preparer's to fill in. */
export const FOR_PREPARER = 'For the preparer';
const $ = (c: number | null) => (c === null ? FOR_PREPARER : formatMoney(c));
const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDisplayDate(iso) : iso);
const sum = <T>(rows: readonly T[], of: (r: T) => number) => rows.reduce((s, r) => s + of(r), 0);
const ids = (xs: readonly number[]) => (xs.length > 0 ? xs : null);

/** The form's own line or box number, when the key names one ("1041:2a" -> "2a", "706:J1" -> "J1"). */
const lineNo = (key: string): string => {
  const part = key.slice(key.indexOf(':') + 1);
  return /^([A-Z]?\d{1,2}[a-z]?|[A-Z]|I{1,2})$/.test(part) ? part : '';
};

/** A table of worksheet lines: line number, what it is, the figure (or the preparer's), and its note. */
export function linesSection(heading: string, lines: readonly TaxLine[]): PdfSection {
  const sources = lines.map((l) => ids(l.txactIds));
  const item = (l: TaxLine) => [l.label, $(l.value), l.note ?? ''];
  // The Canadian returns' lines go by name: no column of empty line numbers for them.
  if (!lines.some((l) => lineNo(l.key)))
    return { heading, columns: [L('Item'), R('Amount'), L('Note')], body: lines.map(item), sources };
  return {
    heading,
    columns: [L('Line'), L('Item'), R('Amount'), L('Note')],
    body: lines.map((l) => [lineNo(l.key), ...item(l)]),
    sources,
    linkColumn: 1,
  };
}

function salesSection(heading: string, sales: readonly SaleRow[], ca: boolean): PdfSection {
  return {
    heading,
    columns: [
      L('Description'),
      L('Acquired'),
      L('Sold'),
      R('Proceeds'),
      R(ca ? 'Adjusted cost base' : 'Basis'),
      R('Gain or (loss)'),
      ...(ca ? [] : [L('Term')]),
    ],
    body: sales.map((s) => [
      s.description,
      day(s.acquired),
      day(s.sold),
      $(s.proceeds),
      $(s.basis),
      $(s.gain),
      ...(ca ? [] : [s.term === 'long' ? 'Long term' : 'Short term']),
    ]),
    foot: [
      'Total',
      '',
      '',
      $(sum(sales, (s) => s.proceeds)),
      $(sum(sales, (s) => s.basis)),
      $(sum(sales, (s) => s.gain)),
      ...(ca ? [] : ['']),
    ],
    sources: sales.map((s) => ids(s.txactIds)),
  };
}

const assumptions = (list: readonly string[]): PdfSection => ({
  heading: 'Assumptions',
  columns: [L('What these worksheets assume')],
  body: list.map((a) => [a]),
});

function form1041Sections(w: Form1041Worksheet): PdfSection[] {
  const g = w.gains;
  const people = w.dni.beneficiaries;
  return [
    linesSection('Form 1041: income', w.income),
    linesSection('Form 1041: deductions', w.deductions),
    linesSection('Form 1041: tax and distributions', w.result),
    {
      ...linesSection('Schedule D: capital gains', [
        g.shortTerm,
        g.longTerm,
        g.distributionsShort,
        g.distributionsLong,
      ]),
      foot: ['', 'Net capital gain or (loss)', $(g.net), ''],
    },
    salesSection('Form 8949: sales', g.sales, false),
    {
      heading: 'Schedule B: beneficiaries',
      columns: [L('Beneficiary'), R('Distributed'), R('Counted'), R('Share of DNI')],
      body: people.map((b) => [b.name, $(b.distributed.value), $(b.counted.value), $(b.income)]),
      foot: [
        'Total',
        $(sum(people, (b) => b.distributed.amount)),
        $(w.dni.counted),
        $(sum(people, (b) => b.income)),
      ],
      sources: people.map((b) => ids(b.distributed.txactIds)),
    },
    ...w.k1.map((k) => linesSection(`Schedule K-1: ${k.name}`, k.boxes)),
    linesSection('Not on the return', w.notOnReturn),
  ];
}

function form706Sections(w: Form706Worksheet): PdfSection[] {
  const rows = w.schedules.flatMap((s) => s.rows.map((r) => ({ s: s.schedule, r })));
  return [
    {
      heading: `Form 706: gross estate${w.required ? ' (a return is due)' : ''}`,
      columns: [L('Schedule'), L('Property'), R('Value at death'), L('Note')],
      body: w.schedules.map((s) => [s.schedule, s.label, $(s.line.value), s.line.note ?? '']),
      foot: [
        '',
        w.grossEstate.label,
        $(w.grossEstate.value),
        w.filingLimit === null ? '' : `Filing limit ${$(w.filingLimit)}`,
      ],
      sources: w.schedules.map((s) => ids(s.line.txactIds)),
    },
    {
      heading: 'Form 706: assets held at death',
      columns: [L('Schedule'), L('Asset'), L('Type'), R('Value at death'), L('Note')],
      body: rows.map(({ s, r }) => [
        s,
        r.name,
        r.type,
        r.value === null ? 'Not entered' : $(r.value),
        r.note ?? '',
      ]),
      // a value at death is the asset's own, not a transaction's: each row opens its asset
      sources: rows.map(({ r }) => [r.assetId]),
      sourceKind: 'asset',
      linkColumn: 1,
    },
    linesSection('Form 706: Schedule J, expenses', w.expenses),
    linesSection('Form 706: Schedule K, debts', w.debts),
    linesSection('Form 706: for the preparer', w.missing),
  ];
}

function t3Sections(w: T3Worksheet): PdfSection[] {
  return [
    linesSection('T3: income', w.income),
    salesSection('Schedule 3: dispositions', w.sales, true),
    linesSection('T3: capital gains', w.gains),
    linesSection('T3: deductions', w.deductions),
    linesSection('T3: net income and allocations', w.result),
    ...w.slips.map((s) => linesSection(`T3 slip: ${s.name}`, s.boxes)),
    linesSection('Not on the return', w.notOnReturn),
  ];
}

function finalT1Sections(t: FinalT1): PdfSection[] {
  return [
    {
      heading: 'Final T1: deemed disposition at death',
      columns: [
        L('Asset'),
        R('Value at death'),
        R('Decedent’s cost'),
        R('Deemed proceeds'),
        R('Gain'),
        R('Rolled to spouse'),
        L('Note'),
      ],
      body: t.deemed.map((r) => [
        r.name,
        $(r.fmv),
        $(r.acb),
        $(r.deemedProceeds),
        $(r.gain),
        $(r.rolled),
        r.note ?? '',
      ]),
      foot: [
        'Total',
        $(sum(t.deemed, (r) => r.fmv)),
        $(sum(t.deemed, (r) => r.acb)),
        $(sum(t.deemed, (r) => r.deemedProceeds)),
        $(sum(t.deemed, (r) => r.gain)),
        $(sum(t.deemed, (r) => r.rolled)),
        '',
      ],
    },
    {
      heading: 'Final T1: registered plans',
      columns: [L('Plan'), R('Value at death'), R('Income on the final return'), L('Note')],
      body: t.registered.map((r) => [r.name, $(r.value), $(r.income), r.note]),
    },
    linesSection('Final T1', t.lines),
  ];
}

function tx19Section(t: Tx19Schedule): PdfSection {
  return {
    heading: 'TX19: asset schedule',
    columns: [
      L('Asset'),
      L('Type'),
      R('Decedent’s cost'),
      R('Adjusted cost base'),
      R('Value at death'),
      R('Value now'),
    ],
    body: t.rows.map((r) => [
      r.name,
      r.type,
      r.cost === null ? 'Not entered' : $(r.cost),
      $(r.acb),
      r.fmvDeath === null ? 'Bought later' : $(r.fmvDeath),
      $(r.fmvNow),
    ]),
    foot: ['Total', '', '', $(t.totals.acb), $(t.totals.fmvDeath), $(t.totals.fmvNow)],
  };
}

/** "Tax year 2 (1 Oct 2026 to 30 Sep 2027), final": how the screens and documents name a year. */
export const taxYearLabel = (y: TaxYear): string =>
  `Tax year ${y.n}: ${day(y.start)} to ${day(y.end)}${y.final ? ', final' : ''}`;

/**
 * The worksheets of the estate's tax year `n` (1 for the first), or null when there is no such year. The estate's
 * once-only worksheets (Form 706; the final T1 and TX19) come after the year's.
 */
export function taxYearDoc(w: EstateTaxWorksheets, n: number, f: Pick<Facts, 'meta' | 'dec'>): PdfDoc | null {
  const caption = (y: TaxYear) => [
    estateTitle(f),
    taxYearLabel(y),
    'Worksheets for the preparer, not a return: figures from the ledger, blanks for what Probity cannot know.',
  ];
  const year = w.years.find((x) => x.year.n === n);
  if (!year) return null;
  const ca = w.country === 'ca';
  const sections =
    w.country === 'ca' && 't3' in year
      ? [
          ...t3Sections(year.t3),
          ...finalT1Sections(w.finalT1),
          tx19Section(w.tx19),
          assumptions(year.t3.assumptions),
        ]
      : w.country === 'us' && 'form1041' in year
        ? [
            ...form1041Sections(year.form1041),
            ...form706Sections(w.form706),
            assumptions(year.form1041.assumptions),
          ]
        : [];
  return {
    title: ca ? 'T3 worksheet' : 'Form 1041 worksheet',
    caption: caption(year.year),
    orientation: 'portrait',
    sections,
  };
}
