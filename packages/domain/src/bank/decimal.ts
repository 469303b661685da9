/**
 * A decimal amount as written in a statement ("-1234.5", "12", ".07") into integer cents, exactly: the digits are
 * read as text, never through a float multiplied by 100. Null when it is not a plain decimal.
 */
export function decimalToCents(s: string): number | null {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(s.trim());
  if (!m || (!m[2] && !m[3])) return null;
  const frac = (m[3] ?? '').padEnd(2, '0');
  // Beyond the cent a bank rounds half away from zero.
  const cents = Number(m[2] || '0') * 100 + Number(frac.slice(0, 2)) + (Number(frac[2] ?? '0') >= 5 ? 1 : 0);
  return m[1] === '-' && cents !== 0 ? -cents : cents;
}
