/**
 * One sample of a Prometheus text exposition: the value of `name` whose labels are exactly `labels`
 * (in any order); 0 when the series is absent (a counter that has not moved yet).
 */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const key = (pairs: [string, string][]) =>
    pairs
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .sort()
      .join(',');
  const want = key(Object.entries(labels));
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const pairs = [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(
      ([, k, v]) => [k, v.replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c))] as [string, string],
    );
    if (key(pairs) === want) return Number(m[3]);
  }
  return 0;
}
