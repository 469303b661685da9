// Which report is open (one at a time), from the Overview's actions.
import { create } from 'zustand';

export type ReportKind = 'inventory' | 'accounting' | 'contacts' | 'taxes';

export const useReportDialog = create<{ kind: ReportKind | null }>(() => ({ kind: null }));
export const openReport = (kind: ReportKind) => useReportDialog.setState({ kind });
export const closeReport = () => useReportDialog.setState({ kind: null });
