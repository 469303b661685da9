// How a date is shown ('08-Sep-2026'), apart from dates.ts: the home page lists dates, and its first script should
// not carry date-fns's parsing and formatting tables for a day, a month name and a year.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO date (dates.ts IsoDate) for reading: '2026-09-08' -> '08-Sep-2026'; null or '' -> ''. */
export function formatDisplayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = ISO_RE.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) throw new RangeError(`not an ISO date: ${iso}`);
  return `${m[3]}-${month}-${m[1]}`;
}
