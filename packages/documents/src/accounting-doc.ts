// The accounting as the report dialog shows it and a publication seals it: one function from the estate's facts
// and the options to the structured report and its document, so the screen, the PDF and the heirs' sealed copy
// print the same cents.
import {
  type AccountingOptions,
  accountingReport,
  type CourtAccounting,
  courtAccounting,
  courtExtras,
  type Derived,
  type Facts,
  type StandardReport,
  standardReport,
  verificationOf,
} from '@probity/domain';
import type { PdfDoc } from './doc.ts';
import { captionOf, courtDoc, standardDoc } from './report-docs.ts';

export type AccountingDoc =
  | { approach: 'carry'; report: CourtAccounting; doc: PdfDoc; balance: [number, number] }
  | { approach: 'standard'; report: StandardReport; doc: PdfDoc };

export function accountingDoc(f: Facts, d: Derived, o: AccountingOptions): AccountingDoc {
  const caption = captionOf(f, o);
  if (o.approach === 'standard') {
    const report = standardReport(f, o.start, o.end, d);
    return {
      approach: 'standard',
      report,
      doc: standardDoc(report, caption, o.lines, verificationOf(f, 'accounting')),
    };
  }
  const account = accountingReport(f, o.start, o.end, d, { zeros: o.zeros });
  const report = courtAccounting(account, o.format, courtExtras(f, account, d));
  return {
    approach: 'carry',
    report,
    doc: courtDoc(report, caption, o.lines, verificationOf(f, 'accounting', o.format)),
    balance: [report.charges, report.credits],
  };
}
