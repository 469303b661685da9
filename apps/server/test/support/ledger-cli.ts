/** The balance of the one account whose name starts with `prefix` and contains `name` (0 when ledger omits it). */
export function balanceOf(balances: Map<string, number>, prefix: string, name: string): number {
  const hit = [...balances].find(([a]) => a.startsWith(prefix) && a.includes(name));
  return hit?.[1] ?? 0;
}
