/**
 * fast-check arbitraries from the JSON Schemas the server publishes at /api/openapi.json (generated from the zod
 * schemas of @probity/domain and the routes), so every route's body, query and path are generated from the very
 * schema that guards it. Values stay mostly near what the schema admits; hostile.ts then breaks them.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
  default?: unknown;
};

/** Ids and dates by field name: where a schema says only "integer" or "string", the name says more. */
export interface Hints {
  /** Ids worth sending for an id-like field: this estate's, another estate's, temporary ones. */
  ids: fc.Arbitrary<number>;
  /** Dates: real ones, impossible ones, out of range. */
  dates: fc.Arbitrary<string>;
  resolve: (ref: string) => JsonSchema | undefined;
}

const ID_FIELD = /(^id$|_id$|^asset$|^item$|^heir$|^locId$|^txact$)/;
const IDS_FIELD = /(_ids$|^ids$|^del$|^asset_purges$)/;
const DATE_FIELD = /(date|^due$|_day$)/;

const num = (s: JsonSchema, lo: number, hi: number) => {
  const min = s.minimum ?? (s.exclusiveMinimum === undefined ? lo : s.exclusiveMinimum + 1);
  const max = s.maximum ?? (s.exclusiveMaximum === undefined ? hi : s.exclusiveMaximum - 1);
  return [Math.max(min, lo), Math.min(max, hi), min, max] as const;
};

function integer(s: JsonSchema): fc.Arbitrary<number> {
  const [lo, hi, min, max] = num(s, -1_000_000, 1_000_000);
  const edges = [min, max].filter((n) => Number.isSafeInteger(n));
  const body = lo <= hi ? fc.integer({ min: lo, max: hi }) : fc.constant(min);
  return edges.length ? fc.oneof({ arbitrary: body, weight: 8 }, fc.constantFrom(...edges)) : body;
}

function number(s: JsonSchema): fc.Arbitrary<number> {
  const [lo, hi] = num(s, -1e9, 1e9);
  return fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true, noDefaultInfinity: true });
}

function string(s: JsonSchema, name: string, h: Hints): fc.Arbitrary<string> {
  if (DATE_FIELD.test(name)) return h.dates;
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern), { size: 'xsmall' });
    } catch {
      // a pattern fast-check cannot read falls through to plain strings
    }
  }
  const maxLength = Math.min(s.maxLength ?? 40, 40);
  const minLength = Math.min(s.minLength ?? 0, maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
}

/** The arbitrary of one schema; `name` is the property it sits under (for hints), `depth` bounds recursion. */
export function arbitraryOf(
  s: JsonSchema | undefined,
  h: Hints,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(null);
  if (s.$ref) return arbitraryOf(h.resolve(s.$ref), h, name, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return fc.oneof(...alts.map((a) => arbitraryOf(a, h, name, depth + 1)));
  if (s.allOf?.length) return arbitraryOf(Object.assign({}, ...s.allOf), h, name, depth + 1);
  if (Array.isArray(s.type))
    return fc.oneof(...s.type.map((t) => arbitraryOf({ ...s, type: t }, h, name, depth)));
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return ID_FIELD.test(name) ? fc.oneof({ arbitrary: h.ids, weight: 3 }, integer(s)) : integer(s);
    case 'number':
      return number(s);
    case 'string':
      return string(s, name, h);
    case 'array': {
      if (s.prefixItems)
        return fc.tuple(...s.prefixItems.map((p, i) => arbitraryOf(p, h, `${name}.${i}`, depth + 1)));
      if (Array.isArray(s.items)) return fc.tuple(...s.items.map((p) => arbitraryOf(p, h, name, depth + 1)));
      const item = IDS_FIELD.test(name) ? h.ids : arbitraryOf(s.items, h, name, depth + 1);
      const minLength = Math.min(s.minItems ?? 0, 4);
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)) });
    }
    case 'object':
    case undefined: {
      if (!s.properties)
        return s.type === 'object'
          ? fc.dictionary(fc.string({ maxLength: 8 }), fc.string())
          : fc.jsonValue({ maxDepth: 2 });
      const props = Object.fromEntries(
        Object.entries(s.properties).map(([k, v]) => [k, arbitraryOf(v, h, k, depth + 1)]),
      );
      return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
