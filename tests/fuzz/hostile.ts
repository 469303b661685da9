/**
 * Hostile mutations of a generated request: wrong types, huge numbers, NaN strings, impossible dates, long strings,
 * unicode, missing and extra fields, negative ids, other estates' ids. A mutation walks to one spot of the value (by
 * a number fast-check draws) and replaces, deletes or adds there.
 */
import fc from 'fast-check';

const LONG = 'x'.repeat(501);
const VERY_LONG = 'y'.repeat(70_000);

/** Values no field should take without a clear 4xx (or that it should store as plain text). */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  -2.5,
  1.7e308,
  -1.7e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  9e15,
  1e21,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '',
  ' ',
  '0',
  '-1',
  'null',
  'true',
  '2026-02-30',
  '0000-00-00',
  '9999-99-99',
  '2026-13-01',
  '1899-12-31',
  '+275760-09-13',
  '2026-2-3',
  '2026-02-28T00:00:00Z',
  LONG,
  VERY_LONG,
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀'.repeat(260),
  '\u202eevil',
  'Ｓａｍｐｌｅ',
  "'; drop table estates; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '__proto__',
  [],
  [[]],
  [1, 2, 3],
  ['a'],
  {},
  { a: 1 },
  { constructor: { prototype: { polluted: 1 } } },
];

export type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'extra'; at: number; key: string; value: unknown };

/** Draws mutations; `ids` adds this estate's, other estates' and negative ids to the values. */
export function mutationsArb(ids: fc.Arbitrary<number>): fc.Arbitrary<Mutation[]> {
  const value = fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_VALUES), weight: 6 },
    { arbitrary: ids, weight: 2 },
    { arbitrary: fc.integer({ min: -1_000_000, max: -1 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
  );
  const at = fc.nat({ max: 10_000 });
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value }), weight: 6 },
    { arbitrary: fc.record({ kind: fc.constant('delete' as const), at }), weight: 2 },
    {
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        at,
        key: fc.constantFrom(
          'extra',
          'id',
          'revision',
          'force',
          'estate_id',
          'owner_id',
          '__proto__',
          'x'.repeat(300),
        ),
        value,
      }),
      weight: 1,
    },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
}

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number };

/** Every spot of a JSON value, parents before children. */
function slots(v: unknown, out: Slot[] = []): Slot[] {
  if (Array.isArray(v))
    v.forEach((x, i) => {
      out.push({ parent: v, key: i });
      slots(x, out);
    });
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      out.push({ parent: v as Record<string, unknown>, key: k });
      slots(x, out);
    }
  return out;
}

/** Applies the mutations to a copy of `value`; a mutation at the root replaces the whole value. */
export function mutate(value: unknown, mutations: Mutation[]): unknown {
  let root = structuredClone(value);
  for (const drawn of mutations) {
    // A copy: the hostile values are shared constants, and a later mutation may write into the one placed here.
    const m = 'value' in drawn ? { ...drawn, value: structuredClone(drawn.value) } : drawn;
    const all = slots(root);
    if (all.length === 0 || m.at % (all.length + 1) === all.length) {
      if (m.kind === 'replace') root = m.value;
      else if (m.kind === 'extra' && root && typeof root === 'object' && !Array.isArray(root))
        (root as Record<string, unknown>)[m.key] = m.value;
      continue;
    }
    const s = all[m.at % all.length] as Slot;
    if (m.kind === 'replace') (s.parent as Record<string | number, unknown>)[s.key] = m.value;
    else if (m.kind === 'delete') {
      if (Array.isArray(s.parent)) s.parent.splice(Number(s.key), 1);
      else delete s.parent[s.key as string];
    } else {
      const target = (s.parent as Record<string | number, unknown>)[s.key];
      if (target && typeof target === 'object' && !Array.isArray(target))
        (target as Record<string, unknown>)[m.key] = m.value;
      else if (!Array.isArray(s.parent)) s.parent[m.key] = m.value;
    }
  }
  return root;
}

/** Raw bodies that are not what the schema reads at all (sent as they are, most as application/json). */
export const RAW_BODIES: readonly { body: string; type: string }[] = [
  { body: '{', type: 'application/json' },
  { body: 'nul', type: 'application/json' },
  { body: '', type: 'application/json' },
  { body: '"just a string"', type: 'application/json' },
  { body: '1e999', type: 'application/json' },
  { body: '{"__proto__": {"polluted": true}}', type: 'application/json' },
  { body: '{"constructor": {"prototype": {"polluted": true}}}', type: 'application/json' },
  { body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, type: 'application/json' },
  { body: `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_001)}`, type: 'application/json' },
  { body: '{"a":1}', type: 'text/plain' },
  { body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { body: '{"a":1}', type: 'application/json; charset=utf-16' },
  { body: '\u0000\u0001\u0002', type: 'application/json' },
  {
    body: JSON.stringify({ parts: { contacts: { add: Array(3000).fill({ id: -1, name: 'x' }) } } }),
    type: 'application/json',
  },
];

/** Hostile path segments and query values (sent URL-encoded). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '',
  '-1',
  '0',
  '1e20',
  '99999999999999999999',
  'NaN',
  '..',
  '%2e%2e',
  'sample',
  'sample_ca',
  'new',
  'oauth',
  'a'.repeat(100),
  '\u0000',
  '😀',
  "' or 1=1 --",
  '2026-02-30',
  '[object Object]',
];
