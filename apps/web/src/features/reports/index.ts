// The reports (issue 16): inventory, accounting (standard, carry and court formats) and the address book, opened
// from the Overview; their code loads on demand.

export { accountingsPath, PublishedList, usePublications } from './published-list';
export { ReportHost } from './report-host';
export { openReport } from './reports-store';
