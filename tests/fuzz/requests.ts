/**
 * The hostile request arbitrary: every write route and query of /api/openapi.json (plus better-auth's sign-up and
 * sign-in), each with a body, query and path drawn from the route's own schema or from a valid template, then
 * broken by hostile.ts; some with raw bodies that are not JSON, hostile path segments, another estate's id, or a
 * caller who may not write.
 */
import fc from 'fast-check';
import { HOSTILE_SEGMENTS, mutate, mutationsArb, RAW_BODIES } from './hostile.ts';
import { arbitraryOf, type Hints, type JsonSchema } from './schema-arbitrary.ts';
import type { EstateIds, World } from './world.ts';

export interface Request {
  method: string;
  /** Route as the OpenAPI document names it, e.g. POST /api/estate/{id}/save (for the figures). */
  route: string;
  path: string;
  query: Record<string, unknown>;
  /** JSON body, or a raw one. */
  body?: unknown;
  raw?: { body: string; type: string };
  actor: number;
  /** Send the estate's current revision (or force) so the request reaches the rules behind the revision check. */
  revision: 'current' | 'force' | 'as-drawn';
  /** Leave out the X-Probity header (a cross-site form). */
  noCsrfHeader: boolean;
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Valid requests of each write route, by route: the mutations start from something the server would accept. */
function templates(m: EstateIds): Record<string, unknown[]> {
  const [cash, house, car] = m.assets;
  const adds = (add: unknown[]) => ({ add, mod: [], del: [] });
  const save = (parts: unknown) => ({ revision: 0, parts });
  const txact = { id: -1, asset: cash, cat: 3, i_type: 0, val: 500, date: '2026-04-01', name: 'Deposit' };
  return {
    'POST /api/estate/{id}/save': [
      save({ contacts: adds([{ id: -1, name: 'New contact', email: 'a@b.co' }]) }),
      save({ assets: { add: [], mod: [{ id: car, name: 'Old car', val_death: 800_000 }], del: [] } }),
      save({ txacts: adds([txact]) }),
      save({
        exec_log: adds([{ id: -1, hours: 1.5, date: '2026-04-02', name: 'Court' }]),
        exec_expenses: adds([{ id: -2, i_type: 1, mileage: 12, date: '2026-04-03', name: 'Drive' }]),
      }),
      save({
        locs: adds([{ id: -1, name: 'Garage' }]),
        meta: { label: 'Renamed estate', tasks_userinfo: [{ id: 3, date: '2026-05-01', note: 'soon' }] },
        dec: { birth_date: '1941-01-01', phone: '555-0100' },
      }),
      save({
        heirs: { add: [], mod: [{ id: m.heirs[0], percent_target: 40_000 }], del: [] },
        contacts: { add: [], mod: [], del: [m.contacts[1]] },
      }),
      save({ assets: adds([{ id: -1, name: 'Boat', i_type: 2, val_death: 100_000, loc_name: 'Garage' }]) }),
    ],
    'POST /api/estates': [
      {
        meta: { label: 'Another estate' },
        dec: { name: 'Sam', death_date: '2026-01-02' },
        assets: [{ id: -1, name: 'Cash', i_type: 14, val_death: 100 }],
        contacts: [{ id: -2, name: 'Clerk' }],
        exec_log: [{ id: -3, hours: 1, date: '2026-01-05' }],
        txacts: [{ id: -4, asset: -1, cat: 3, i_type: 0, val: 50, date: '2026-01-06' }],
      },
    ],
    'POST /api/estate/{id}/assets': [[[{ id: -1, name: 'Piano', i_type: 2, val_death: 5_000 }], [], []]],
    'POST /api/estate/{id}/debts': [[[], [{ id: m.debts[0], name: 'Visa' }], []]],
    'POST /api/estate/{id}/heirs': [[[{ id: -1, name: 'Casey', i_type: 3 }], [], []]],
    'POST /api/estate/{id}/contacts': [
      [[{ id: -1, name: 'Banker' }], [{ id: m.contacts[0], phone: '1' }], []],
    ],
    'POST /api/estate/{id}/exec/expenses': [
      [[{ id: -1, val: 250, date: '2026-04-04', name: 'Copies' }], [], []],
    ],
    'POST /api/estate/{id}/exec/log': [[[{ id: -1, hours: 3, date: '2026-04-05' }], [], [m.exec_log[0]]]],
    'POST /api/estate/{id}/txacts': [
      {
        asset_purges: [],
        asset_txacts: [{ asset_id: cash, add: [{ ...txact, asset: undefined }], mod: [], del_ids: [] }],
      },
      { asset_purges: [house], asset_txacts: [] },
    ],
    'PUT /api/estate/{id}/txacts': [
      { asset_id: cash, diff: 100, date: '2026-04-06' },
      { asset_id: cash, val: 0 },
    ],
    'PUT /api/estate/{id}': [{ revision: 0, label: 'Label', death_date: '2026-03-01', state: 'GA' }],
    'PUT /api/estate/{id}/dec': [{ revision: 0, birth_date: '1940-01-01', ssn: '123-45-6789' }],
    'POST /api/estate/{id}/ops': [
      { revision: 0, ops: [{ op: 'addContact', id: -1, name: 'Ops contact' }] },
      { revision: 0, ops: [{ op: 'editAsset', id: car, patch: { name: 'Ops car' } }] },
    ],
    'POST /api/loc/': [{ estate_id: m.id, name: 'Shed', revision: 0 }],
    'PUT /api/loc/{locId}': [{ estate_id: m.id, name: 'Bank vault', revision: 0 }],
    'POST /api/user_prefs': [{ wiz_off: true, hints: 3 }],
    'PUT /api/user': [{ autosave: true }],
    'PUT /api/user/reminders': [{ reminders: false }],
    'POST /api/log': [{ level: 'error', msg: 'fuzz', estate_id: m.id }],
    'DELETE /api/user': [{ password: 'not the password', estate_id: m.id }],
    'POST /api/auth/sign-in/email': [{ email: 'someone@example.com', password: 'wrong password' }],
    'POST /api/auth/sign-up/email': [
      { name: 'New', email: 'new@example.com', password: 'long enough 1', image: '' },
    ],
  };
}

/** The better-auth routes the app keeps (sign-out is left out: it would end the world's own sessions). */
const AUTH_ROUTES: [string, JsonSchema][] = [
  [
    'POST /api/auth/sign-in/email',
    { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } } },
  ],
  [
    'POST /api/auth/sign-up/email',
    {
      type: 'object',
      properties: {
        name: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        image: { type: 'string' },
      },
    },
  ],
  ['GET /api/auth/get-session', {}],
];

export function requestArb(doc: OpenApi, w: World): { arb: fc.Arbitrary<Request>; routes: string[] } {
  const { mine, theirs } = w;
  const own = [
    ...mine.assets,
    ...mine.debts,
    ...mine.heirs,
    ...mine.contacts,
    ...mine.txacts,
    ...mine.exec_expenses,
    ...mine.exec_log,
    ...mine.locs,
  ];
  const others = [...theirs.assets, ...theirs.contacts, ...theirs.txacts, ...theirs.locs];
  const hints: Hints = {
    ids: fc.oneof(
      { arbitrary: fc.constantFrom(...own), weight: 5 },
      { arbitrary: fc.constantFrom(...others), weight: 2 },
      { arbitrary: fc.integer({ min: -5, max: -1 }), weight: 2 },
      { arbitrary: fc.constantFrom(0, 2 ** 31, 2 ** 53, -(2 ** 31)), weight: 1 },
    ),
    dates: fc.oneof(
      {
        arbitrary: fc
          .date({ min: new Date('1850-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        weight: 5,
      },
      {
        arbitrary: fc.constantFrom(
          '2026-02-30',
          '0000-00-00',
          '9999-99-99',
          '2026-13-01',
          '2025-02-29',
          '1899-12-31',
          '2026-04-31',
        ),
        weight: 3,
      },
      { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
    ),
    resolve: (ref) => doc.components?.schemas?.[ref.split('/').pop() ?? ''],
  };
  const estateIds = fc.oneof(
    { arbitrary: fc.constant(mine.id), weight: 12 },
    { arbitrary: fc.constant(theirs.id), weight: 2 },
    { arbitrary: fc.constantFrom('sample', 'sample_ca'), weight: 1 },
    { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 1 },
  );
  const segment = (name: string, schema: JsonSchema): fc.Arbitrary<string> => {
    if (name === 'id') return estateIds;
    if (name === 'locId')
      return fc.oneof(
        { arbitrary: fc.constantFrom(...mine.locs, ...theirs.locs).map(String), weight: 4 },
        { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 1 },
      );
    if (name === 'state')
      return fc.constantFrom('GA', 'ga', 'NJ', 'ON', 'ZZ', 'NYC', 'G', ...HOSTILE_SEGMENTS);
    return arbitraryOf(schema, hints, name).map(String);
  };
  const tpl = templates(mine);
  const mutations = mutationsArb(hints.ids);
  const routes: [string, fc.Arbitrary<Request>][] = [];

  const route = (method: string, path: string, op: Operation, bodySchema: JsonSchema | undefined) => {
    const key = `${method} ${path}`;
    const params = op.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const pathArb = fc
      .tuple(...pathParams.map((p) => segment(p.name, p.schema)))
      .map((values) =>
        pathParams.reduce(
          (s, p, i) => s.replace(`{${p.name}}`, encodeURIComponent(values[i] as string)),
          path,
        ),
      );
    const queryArb = fc.record(
      Object.fromEntries(
        queryParams.map((p) => [
          p.name,
          fc.oneof(
            { arbitrary: arbitraryOf(p.schema, hints, p.name), weight: 4 },
            { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 1 },
          ),
        ]),
      ),
      { requiredKeys: [] },
    );
    const fromSchema = arbitraryOf(bodySchema, hints);
    const fromTemplate = tpl[key]?.length ? fc.constantFrom(...(tpl[key] as unknown[])) : fromSchema;
    const body: fc.Arbitrary<Pick<Request, 'body' | 'raw'>> = bodySchema
      ? fc.oneof(
          {
            arbitrary: fc.tuple(fromTemplate, mutations).map(([v, ms]) => ({ body: mutate(v, ms) })),
            weight: 9,
          },
          {
            arbitrary: fc
              .tuple(fromSchema, fc.option(mutations))
              .map(([v, ms]) => ({ body: ms ? mutate(v, ms) : v })),
            weight: 6,
          },
          { arbitrary: fromTemplate.map((v) => ({ body: v })), weight: 2 },
          { arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })), weight: 2 },
        )
      : fc.constant({});
    const arb = fc
      .record({
        path: pathArb,
        query: queryArb,
        body,
        actor: fc.oneof(
          { arbitrary: fc.constant(0), weight: 12 },
          { arbitrary: fc.constantFrom(1, 2, 3, 4), weight: 3 },
        ),
        revision: fc.constantFrom('current', 'current', 'force', 'as-drawn') as fc.Arbitrary<
          Request['revision']
        >,
        noCsrfHeader: fc.nat({ max: 19 }).map((n) => n === 0),
      })
      .map(({ body: b, ...r }) => ({ ...r, ...b, method, route: key }));
    routes.push([key, arb]);
  };

  for (const [path, ops] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/auth/') || path === '/healthz') continue;
    for (const [method, op] of Object.entries(ops)) {
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      route(method.toUpperCase(), path, op, bodySchema);
    }
  }
  for (const [key, schema] of AUTH_ROUTES) {
    const [method, path] = key.split(' ') as [string, string];
    route(method, path, {}, method === 'GET' ? undefined : schema);
  }
  // Writes carry the rules: they are drawn three times as often as reads; the calls that hash a password
  // (sign-in, sign-up, deleting with a password) cost a hundred times more and are drawn as often as reads.
  const slow = /\/api\/auth\/sign-|^DELETE \/api\/user$/;
  const weighted = routes.map(([key, arbitrary]) => ({
    arbitrary,
    weight: key.startsWith('GET') || slow.test(key) ? 1 : 3,
  }));
  return { arb: fc.oneof(...weighted), routes: routes.map(([k]) => k) };
}
