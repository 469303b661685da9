import { grantAccess, searchSuppliers, upsertSuppliers } from '@probity/db';
import { CAT, DISTRIB_TYPE, SUPPLIER_TYPE } from '@probity/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createEstate, PASSWORD, signUp, visitor } from '../../test/support/helpers.ts';
import { testDb, useWorld } from '../../test/support/world.ts';

// The auth matrix (issues 12, 18, 39): every route of the app x {anonymous, stranger, viewer, editor, supplier,
// beneficiary, owner, Sample}, one table. The route list is the app's own OpenAPI document, so a new route fails this test until it has a row.
// `{id}` is the world's estate (owned by `owner`, shared for edit and view, and with a lawyer of the supplier
// directory for edit) in the first six columns and the
// Sample estate, called by an anonymous visitor, in the last; null = the route takes no estate.

const w = useWorld();
const db = testDb();
afterAll(() => db.close());

const WHO = [
  'anonymous',
  'stranger',
  'viewer',
  'editor',
  'supplier',
  'beneficiary',
  'owner',
  'sample',
] as const;
type Who = (typeof WHO)[number];
/** Every column but the supplier's and the beneficiary's: a supplier (a lawyer of the directory the owner granted
 *  edit access) is expected to be answered as an editor is, unless the row says otherwise in `supplier`; a
 *  beneficiary (an heir of the estate, access 3) as a stranger, unless the row says otherwise in `beneficiary`. */
type Expect = [number, number, number, number, number, number | null];

interface Case {
  method: InjectOptions['method'];
  path: string; // as the OpenAPI document names it
  url?: (id: string, who: Who) => string;
  body?: (id: string, who: Who) => unknown;
  expect: Expect;
  supplier?: number;
  beneficiary?: number;
}

const columns = (c: Case): (number | null)[] => [
  ...c.expect.slice(0, 4),
  c.supplier ?? c.expect[3],
  c.beneficiary ?? c.expect[1],
  ...c.expect.slice(4),
];

const READ: Expect = [401, 404, 200, 200, 200, 200];
const WRITE: Expect = [401, 404, 403, 200, 200, 403];
const SIGNED_IN: Expect = [401, 200, 200, 200, 200, null];
const PUBLIC: Expect = [200, 200, 200, 200, 200, null];
const empty = () => [[], [], []];

/** Ids arranged before the table runs: a location of the estate, an estate whose owner deletes it. */
const arranged = {
  locId: 0,
  sampleLocId: 0,
  spareId: '',
  uaId: 0,
  uaGoneId: 0,
  token: '',
  checkout: '',
  supplier: null as unknown as Client,
  beneficiary: null as unknown as Client,
  heirId: 0,
  sampleHeirId: 0,
  /** Two receipts and releases sent to the beneficiary's heir: one to sign, one to decline. */
  releases: [0, 0],
  /** A notice of death every caller reads and patches; one for each caller who may delete it. */
  notice: 0,
  noticesGone: {} as Partial<Record<Who, number>>,
};
const OWNER_ONLY: Expect = [401, 404, 403, 403, 200, 403];
/** The accounting the world's estate publishes before the table runs (its death: 1 Aug 2026). */
const PUBLISHED = {
  start: '2026-08-01',
  end: '2026-12-31',
  approach: 'standard',
  format: 'uniform',
  lines: true,
  zeros: false,
} as const;

const CASES: Case[] = [
  { method: 'GET', path: '/healthz', expect: PUBLIC },
  { method: 'GET', path: '/api/user', expect: SIGNED_IN },
  {
    method: 'PUT',
    path: '/api/user',
    url: () => '/api/user?cmd=autosave',
    body: () => ({ autosave: true }),
    expect: SIGNED_IN,
  },
  // deletes an estate: only its owner may (viewer and editor: 403); the spare estate, shared like the world's.
  {
    method: 'DELETE',
    path: '/api/user',
    body: (_id, who) => ({ password: PASSWORD, estate_id: who === 'sample' ? 'sample' : arranged.spareId }),
    expect: [401, 404, 403, 403, 200, 401], // Sample: the anonymous visitor has no account to act for
  },
  { method: 'POST', path: '/api/user_prefs', body: () => ({ wiz_off: false }), expect: SIGNED_IN },
  { method: 'GET', path: '/api/estates', expect: SIGNED_IN },
  { method: 'POST', path: '/api/estates', body: () => ({}), expect: SIGNED_IN },
  // signed in, a body that is no archive is refused before anything is made (archive.test.ts imports real ones)
  { method: 'POST', path: '/api/estates/import', body: () => ({}), expect: [401, 400, 400, 400, 400, null] },
  { method: 'GET', path: '/api/estate/{id}', expect: READ },
  // the whole estate as one file: its owner and editors (a supplier with edit access too), never a viewer
  { method: 'GET', path: '/api/estate/{id}/archive', expect: [401, 404, 403, 200, 200, 403] },
  {
    method: 'PUT',
    path: '/api/estate/{id}',
    body: (_, who) => ({ force: true, distributor: who }),
    expect: WRITE,
  },
  { method: 'GET', path: '/api/estate/{id}/full', expect: READ },
  { method: 'GET', path: '/api/estate/{id}/summary', expect: READ },
  { method: 'GET', path: '/api/estate/{id}/journal', expect: READ },
  {
    method: 'GET',
    path: '/api/estate/{id}/report',
    url: (id) => `/api/estate/${id}/report?start=2030-01-01&end=2030-12-31`,
    expect: READ,
  },
  // The tax worksheets (issue 42): read like the reports, the Sample's too; downloads as the JSON.
  { method: 'GET', path: '/api/estate/{id}/taxes', expect: READ },
  {
    method: 'GET',
    path: '/api/estate/{id}/taxes/{format}',
    url: (id) => `/api/estate/${id}/taxes/csv?year=1`,
    expect: READ,
  },
  { method: 'GET', path: '/api/estate/{id}/dec', expect: READ },
  {
    method: 'PUT',
    path: '/api/estate/{id}/dec',
    body: () => ({ force: true, phone: '404-555-0100' }),
    expect: WRITE,
  },
  { method: 'GET', path: '/api/estate/{id}/secret', expect: READ },
  {
    method: 'POST',
    path: '/api/estate/{id}/save',
    body: (_, who) => ({ force: true, parts: { meta: { distributor: `saved by ${who}` } } }),
    expect: WRITE,
  },
  {
    method: 'POST',
    path: '/api/estate/{id}/ops',
    body: () => ({ force: true, ops: [{ op: 'addAsset', name: 'Car', i_type: 1 }] }),
    expect: WRITE,
  },
  ...(['assets', 'debts', 'heirs', 'contacts', 'exec/expenses', 'exec/log'] as const).flatMap(
    (part): Case[] => [
      { method: 'GET', path: `/api/estate/{id}/${part}`, expect: READ },
      {
        method: 'POST',
        path: `/api/estate/{id}/${part}`,
        url: (id) => `/api/estate/${id}/${part}?force=true`,
        body: empty,
        expect: WRITE,
      },
    ],
  ),
  { method: 'GET', path: '/api/estate/{id}/txacts', expect: READ },
  {
    method: 'POST',
    path: '/api/estate/{id}/txacts',
    url: (id) => `/api/estate/${id}/txacts?force=true`,
    body: () => ({}),
    expect: WRITE,
  },
  {
    method: 'PUT',
    path: '/api/estate/{id}/txacts',
    url: (id) => `/api/estate/${id}/txacts?force=true`,
    body: () => ({ asset_id: w.assetId, refresh: true }),
    expect: WRITE,
  },
  { method: 'GET', path: '/api/estate/{id}/cash_xact', expect: READ },
  { method: 'GET', path: '/api/estate/{id}/tasks', expect: READ },
  { method: 'GET', path: '/api/estate/{id}/file', expect: READ },
  { method: 'POST', path: '/api/estate/{id}/file', body: () => ({ name: 'a.pdf', size: 10 }), expect: WRITE },
  {
    method: 'DELETE',
    path: '/api/estate/{id}/file',
    url: (id) => `/api/estate/${id}/file?blob_names=`,
    expect: WRITE,
  },
  // sharing files with the heirs (no such file here: nothing changes, the answer says so) and their list
  {
    method: 'PUT',
    path: '/api/estate/{id}/file',
    body: () => ({ blob_names: ['none'], heirs: true }),
    expect: WRITE,
  },
  { method: 'GET', path: '/api/estate/{id}/heir-files', expect: READ, beneficiary: 200 },
  { method: 'GET', path: '/api/estate/{id}/bank', expect: READ },
  {
    method: 'POST',
    path: '/connect/estate/{id}/csv/{assetId}',
    url: (id, who) => `/connect/estate/${id}/csv/${who === 'sample' ? 1 : w.assetId}`,
    body: () => ({ kind: 'csv', text: 'Date,Description,Amount\n09/02/2026,Fee,-1.00', file_name: 'a.csv' }),
    expect: WRITE,
  },
  // The bank link: a widget token for writers; the link itself with a stale revision and a download or unlink
  // without a link answer 409 (code 430) once the caller is let through.
  { method: 'POST', path: '/connect/estate/{id}/', body: () => ({ want_link_token: true }), expect: WRITE },
  {
    method: 'PUT',
    path: '/connect/estate/{id}/',
    body: () => ({ public_token: 'local-public-m', asset_id: w.assetId, revision: -1 }),
    expect: [401, 404, 403, 409, 409, 403],
  },
  {
    method: 'POST',
    path: '/connect/estate/{id}',
    url: (id) => `/connect/estate/${id}?sync`,
    expect: [401, 404, 403, 409, 409, 403],
  },
  {
    method: 'DELETE',
    path: '/connect/estate/{id}',
    body: () => ({ revision: 0 }),
    expect: [401, 404, 403, 409, 409, 403],
  },
  // The disk driver's signed URLs need no session, only a valid signature: every caller without one gets 403.
  ...(['GET', 'PUT'] as const).map((method) => ({
    method,
    path: '/blob/{estate}/{rand}',
    url: (id: string) => `/blob/${id}/${'0'.repeat(32)}?exp=9999999999&sig=forged`,
    expect: [403, 403, 403, 403, 403, 403] as Expect,
  })),
  // Sharing: the users list (editors read it), its changes (owner only), and an invitation link of another
  // estate, which the stranger takes first; the others then find it taken (the owner: it is their own estate).
  { method: 'GET', path: '/api/estate/{id}/ua', expect: [401, 404, 403, 200, 200, 403] },
  {
    method: 'POST',
    path: '/api/estate/{id}/ua',
    body: (_, who) => ({ email: `matrix.${who}@example.com`, access: 2 }),
    expect: OWNER_ONLY,
  },
  {
    method: 'PUT',
    path: '/api/estate/{id}/ua/{uaId}',
    url: (id) => `/api/estate/${id}/ua/${arranged.uaId}`,
    body: () => ({ access: 1 }),
    expect: OWNER_ONLY,
  },
  {
    method: 'DELETE',
    path: '/api/estate/{id}/ua/{uaId}',
    url: (id) => `/api/estate/${id}/ua/${arranged.uaGoneId}`,
    expect: OWNER_ONLY,
  },
  { method: 'GET', path: '/api/invite/{token}', url: () => `/api/invite/${arranged.token}`, expect: PUBLIC },
  {
    method: 'POST',
    path: '/api/invite/{token}',
    url: () => `/api/invite/${arranged.token}`,
    expect: [401, 200, 409, 409, 409, null],
    beneficiary: 409, // the stranger, asked before, took it up
  },
  { method: 'GET', path: '/api/estate/{id}/audit', expect: OWNER_ONLY },
  { method: 'GET', path: '/api/estate/{id}/audit/verify', expect: OWNER_ONLY },
  // published accountings: the owner and editors publish (a stale revision here: who passes the check meets the
  // revision's 409, the rest are refused before it); readers and the beneficiary read. The Sample has none.
  {
    method: 'POST',
    path: '/api/estate/{id}/accountings',
    body: () => ({ options: PUBLISHED, rev: 0 }),
    expect: [401, 404, 403, 409, 409, 403],
  },
  { method: 'GET', path: '/api/estate/{id}/accountings', expect: READ, beneficiary: 200 },
  // receipts and releases: the owner and editors send; readers and the heir read; only the heir answers
  {
    method: 'POST',
    path: '/api/estate/{id}/releases',
    body: () => ({ heir_id: arranged.heirId, accounting: 1 }),
    expect: WRITE,
  },
  { method: 'GET', path: '/api/estate/{id}/releases', expect: READ, beneficiary: 200 },
  {
    method: 'GET',
    path: '/api/estate/{id}/releases/{rid}',
    url: (id) => `/api/estate/${id}/releases/${arranged.releases[0]}`,
    expect: [401, 404, 200, 200, 200, 404],
    beneficiary: 200,
  },
  {
    method: 'GET',
    path: '/api/estate/{id}/releases/{rid}/pdf',
    url: (id) => `/api/estate/${id}/releases/${arranged.releases[0]}/pdf`,
    expect: [401, 404, 200, 200, 200, 404],
    beneficiary: 200,
  },
  {
    method: 'POST',
    path: '/api/estate/{id}/releases/{rid}/sign',
    url: (id) => `/api/estate/${id}/releases/${arranged.releases[0]}/sign`,
    body: () => ({ consent: true, statements: [true, true, true], name: 'Hal Heir' }),
    expect: [401, 404, 403, 403, 403, 403],
    supplier: 403,
    beneficiary: 200,
  },
  // notices of death: the owner and editors draft, edit and delete; readers read and download
  {
    method: 'POST',
    path: '/api/estate/{id}/notices',
    body: () => ({ kind: 'bank', target: { part: 'estate', id: null } }),
    expect: WRITE,
  },
  { method: 'GET', path: '/api/estate/{id}/notices', expect: READ },
  {
    method: 'PATCH',
    path: '/api/estate/{id}/notices/{nid}',
    url: (id) => `/api/estate/${id}/notices/${arranged.notice}`,
    body: () => ({ follow_up: '2027-01-04' }),
    expect: WRITE,
  },
  {
    method: 'DELETE',
    path: '/api/estate/{id}/notices/{nid}',
    url: (id, who) => `/api/estate/${id}/notices/${arranged.noticesGone[who] ?? arranged.notice}`,
    expect: WRITE,
  },
  {
    method: 'GET',
    path: '/api/estate/{id}/notices/{nid}/letter',
    url: (id) => `/api/estate/${id}/notices/${arranged.notice}/letter`,
    expect: [401, 404, 200, 200, 200, 404], // the Sample holds no notice
  },
  {
    method: 'GET',
    path: '/api/estate/{id}/notices/packet',
    url: (id) => `/api/estate/${id}/notices/packet?ids=${arranged.notice}`,
    expect: [401, 404, 200, 200, 200, 404],
  },
  {
    method: 'POST',
    path: '/api/estate/{id}/releases/{rid}/decline',
    url: (id) => `/api/estate/${id}/releases/${arranged.releases[1]}/decline`,
    body: () => ({ reason: 'Not yet' }),
    expect: [401, 404, 403, 403, 403, 403],
    supplier: 403,
    beneficiary: 200,
  },
  {
    method: 'GET',
    path: '/api/estate/{id}/accountings/{n}',
    url: (id) => `/api/estate/${id}/accountings/1`,
    expect: [401, 404, 200, 200, 200, 404],
    beneficiary: 200,
  },
  {
    method: 'GET',
    path: '/api/estate/{id}/accountings/{n}/pdf',
    url: (id) => `/api/estate/${id}/accountings/1/pdf`,
    expect: [401, 404, 200, 200, 200, 404],
    beneficiary: 200,
  },
  // the heir view: a beneficiary as their own heir; whoever reads the estate as the heir they name
  {
    method: 'GET',
    path: '/api/estate/{id}/heir-view',
    url: (id, who) =>
      `/api/estate/${id}/heir-view?heir=${who === 'sample' ? arranged.sampleHeirId : arranged.heirId}`,
    expect: READ,
    beneficiary: 200,
  },
  // the supplier directory: signed-in users only (this app's directory is empty: an unknown id is 404)
  {
    method: 'GET',
    path: '/api/supplier/find',
    url: () => '/api/supplier/find?by=county&state=GA',
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/api/supplier/find/',
    url: () => '/api/supplier/find/?keywords=law',
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/api/supplier/{id}',
    url: () => '/api/supplier/999999999',
    expect: [401, 404, 404, 404, 404, null],
  },
  // Licences: writers buy (the local checkout in this app: 303 to its page); assigning needs a volume licence
  // nobody here holds (402); the local checkout's page is its payer's alone; Stripe's notices come unsigned in.
  {
    method: 'GET',
    path: '/buy/license',
    url: (id) => `/buy/license?estate_id=${id}`,
    expect: [401, 404, 403, 303, 303, 403],
  },
  // more storage needs a licence first: this estate has none (402)
  {
    method: 'GET',
    path: '/buy/storage',
    url: (id) => `/buy/storage?estate_id=${id}&tier=premium`,
    expect: [401, 404, 403, 402, 402, 403],
  },
  { method: 'GET', path: '/pay/lic/{id}/pricing', expect: [401, 404, 403, 200, 200, 403] },
  // The probate lawyer service: this app has no prices (no place is covered), so a purchase answers 409.
  {
    method: 'GET',
    path: '/api/probate_pricing/{state}',
    url: () => '/api/probate_pricing/GA',
    expect: PUBLIC,
  },
  { method: 'GET', path: '/api/estate/{id}/probate', expect: [401, 404, 200, 200, 200, 403] },
  {
    method: 'PUT',
    path: '/api/estate/{id}/probate',
    body: () => ({ state: 'GA', county: '', consult_ok: false }),
    expect: [401, 404, 403, 200, 200, 403],
  },
  {
    method: 'POST',
    path: '/pay/estate/{id}/probate',
    body: () => ({ price: 100 }),
    expect: [401, 404, 403, 409, 409, 403],
  },
  // Other services: this app has no catalogue; buying for an estate needs a licence first (402), alone: 409.
  { method: 'GET', path: '/api/estate/{id}/services', expect: [401, 404, 200, 200, 200, 403] },
  {
    method: 'POST',
    path: '/pay/estate/{id}/service',
    body: () => ({ item: 'executor', price: 100 }),
    expect: [401, 404, 403, 402, 402, 403],
  },
  { method: 'GET', path: '/api/services', expect: PUBLIC },
  {
    method: 'POST',
    path: '/pay/service_solo',
    body: () => ({ item: 'planning', price: 100 }),
    expect: [401, 409, 409, 409, 409, null],
  },
  {
    method: 'POST',
    path: '/pay/lic/{id}/intent/{num}',
    url: (id) => `/pay/lic/${id}/intent/3`,
    body: () => ({}),
    expect: [401, 404, 403, 200, 200, 403],
  },
  {
    method: 'POST',
    path: '/api/license',
    body: (id) => ({ cmd: 'assign', estate_id: id, password: PASSWORD }),
    expect: [401, 404, 403, 402, 402, 403],
  },
  {
    method: 'GET',
    path: '/api/pay/local/{id}',
    url: () => `/api/pay/local/${arranged.checkout}`,
    expect: [401, 404, 404, 404, 200, null],
  },
  {
    method: 'POST',
    path: '/api/pay/local/{id}',
    url: () => `/api/pay/local/${arranged.checkout}`,
    body: () => ({ outcome: 'cancel' }),
    expect: [401, 404, 404, 404, 200, null],
  },
  { method: 'POST', path: '/pay/webhook/stripe', body: () => ({}), expect: [200, 200, 200, 200, 200, null] },
  { method: 'GET', path: '/api/state_tasks/{state}', url: () => '/api/state_tasks/GA', expect: PUBLIC },
  // the calculators: anyone, nothing of an estate read
  {
    method: 'POST',
    path: '/api/comp/{state}',
    url: () => '/api/comp/CA',
    body: () => ({ gross: 100_000 }),
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/api/probate_fee/{state}',
    url: () => '/api/probate_fee/ON',
    body: () => ({ gross: 100_000 }),
    expect: PUBLIC,
  },
  { method: 'GET', path: '/pkg/trustee_fees.dat', expect: PUBLIC },
  { method: 'GET', path: '/api/place_facts/{state}', url: () => '/api/place_facts/OH', expect: PUBLIC },
  { method: 'GET', path: '/api/outbox', expect: SIGNED_IN },
  { method: 'GET', path: '/api/user/reminders', expect: SIGNED_IN },
  { method: 'PUT', path: '/api/user/reminders', body: () => ({ reminders: true }), expect: SIGNED_IN },
  { method: 'GET', path: '/api/loc/', url: (id) => `/api/loc/?estate_id=${id}`, expect: READ },
  {
    method: 'POST',
    path: '/api/loc/',
    body: (id, who) => ({ estate_id: id, name: `Shed of ${who}`, force: true }),
    expect: WRITE,
  },
  {
    method: 'PUT',
    path: '/api/loc/{locId}',
    url: (id) => `/api/loc/${id === 'sample' ? arranged.sampleLocId : arranged.locId}`,
    body: (id, who) => ({ estate_id: id, note: `noted by ${who}`, force: true }),
    expect: WRITE,
  },
  { method: 'POST', path: '/api/log', body: () => ({ level: 'info', msg: 'matrix' }), expect: PUBLIC },
  { method: 'GET', path: '/pkg/counties.dat', expect: PUBLIC },
  { method: 'GET', path: '/api/auth/{*}', url: () => '/api/auth/get-session', expect: PUBLIC },
  // routes kept out of the API document (HIDDEN below)
  { method: 'GET', path: '/api/openapi.json', expect: PUBLIC },
  // by address, not by account: readable from this machine only (or with METRICS_TOKEN); the signed-in callers of
  // this table come from 10.x addresses, the anonymous visitor from loopback
  { method: 'GET', path: '/metrics', expect: [200, 403, 403, 403, 403, null] },
  // a wrong password for nobody's email: refused alike for everyone, signed in or not
  {
    method: 'POST',
    path: '/api/auth/{*}',
    url: () => '/api/auth/sign-in/email',
    body: () => ({ email: 'nobody.matrix@example.com', password: 'not a password' }),
    expect: [401, 401, 401, 401, 401, null],
  },
];

/** Routes the app serves but leaves out of its OpenAPI document. */
const HIDDEN = ['GET /api/openapi.json', 'GET /metrics'];

/**
 * Every path of Fastify's route tree (printRoutes), `:param` spelled `{param}` as in the document. A route added
 * outside the document (hidden) and missing from HIDDEN shows up here.
 */
function treePaths(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?) \(/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    out.push(stack.join('').replace(/:(\w+)/g, '{$1}'));
  }
  return out;
}

beforeAll(async () => {
  const loc = await w.owner.call('POST', '/api/loc/', { estate_id: w.estateId, name: 'Garage', force: true });
  arranged.locId = loc.json().payload.id;
  const sampleLocs = (await visitor(w.app).call('GET', '/api/loc/?estate_id=sample')).json().payload;
  arranged.sampleLocId = sampleLocs[0]?.id ?? 1;
  arranged.spareId = (await createEstate(w.owner, { meta: { label: 'Spare' } })).id;
  await grantAccess(db.db, arranged.spareId, w.editor.userId, 1);
  await grantAccess(db.db, arranged.spareId, w.viewer.userId, 2);
  const invite = (id: string, email: string) =>
    w.owner.call('POST', `/api/estate/${id}/ua`, { email, access: 2 }).then((r) => r.json().payload);
  arranged.uaId = (await invite(w.estateId, 'matrix.changed@example.com')).entry.id;
  arranged.uaGoneId = (await invite(w.estateId, 'matrix.removed@example.com')).entry.id;
  const other = await createEstate(w.owner, { meta: { label: 'Invited' }, dec: { name: 'Ann Invited' } });
  arranged.token = (await invite(other.id, 'matrix.invited@example.com')).link.split('/invite/')[1];
  // the supplier: a lawyer of the directory, granted edit access by the owner on both estates, link taken up
  arranged.supplier = await signUp(w.app, 'supplier', 'Sue Supplier');
  await upsertSuppliers(db.db, [
    { name: 'Matrix Law', type: SUPPLIER_TYPE.lawyer, state: 'GA', email: arranged.supplier.email },
  ]);
  const [firm] = await searchSuppliers(db.db, { keywords: 'Matrix Law', state: 'GA' });
  const sent = await w.owner.call('POST', `/api/estate/${w.estateId}/ua`, {
    supplier_id: firm?.id,
    access: 1,
  });
  await arranged.supplier.call('POST', `/api/invite/${sent.json().payload.link.split('/invite/')[1]}`);
  // the spare estate has no name to share under: its access is arranged directly, as for the editor
  await grantAccess(db.db, arranged.spareId, arranged.supplier.userId, 1);
  // the beneficiary: an heir of the world's estate, invited as one, link taken up
  // Hal has $100 of the checking account, given on 1 September: something to receipt
  const heir = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
    force: true,
    parts: {
      heirs: { add: [{ id: -1, name: 'Hal Heir' }], mod: [], del: [] },
      txacts: {
        add: [
          {
            id: -2,
            cat: CAT.distribution,
            i_type: 1,
            asset: w.assetId,
            heir_id: -1,
            distrib_type: 2,
            val: 100_00,
            reason: DISTRIB_TYPE.residuary,
            date: '2026-09-01',
          },
        ],
      },
    },
  });
  expect(heir.statusCode, heir.body).toBe(200);
  arranged.heirId = heir.json().payload.ids['-1'];
  arranged.beneficiary = await signUp(w.app, 'beneficiary', 'Hal Heir');
  const asHeir = await w.owner.call('POST', `/api/estate/${w.estateId}/ua`, {
    email: arranged.beneficiary.email,
    access: 3,
    heir_id: arranged.heirId,
  });
  await arranged.beneficiary.call('POST', `/api/invite/${asHeir.json().payload.link.split('/invite/')[1]}`);
  const published = await w.owner.call('POST', `/api/estate/${w.estateId}/accountings`, {
    options: PUBLISHED,
    rev: await w.rev(),
  });
  expect(published.statusCode).toBe(200);
  for (const i of [0, 1]) {
    const sent = await w.owner.call('POST', `/api/estate/${w.estateId}/releases`, {
      heir_id: arranged.heirId,
      accounting: 1,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    arranged.releases[i] = sent.json().payload.id;
  }
  const notice = async () => {
    const made = await w.owner.call('POST', `/api/estate/${w.estateId}/notices`, {
      kind: 'utility',
      target: { part: 'estate', id: null },
    });
    expect(made.statusCode, made.body).toBe(200);
    return made.json().payload.id as number;
  };
  arranged.notice = await notice();
  for (const who of ['editor', 'supplier', 'owner'] as const) arranged.noticesGone[who] = await notice();
  const sampleHeirs = (await visitor(w.app).call('GET', '/api/estate/sample/heirs')).json().payload;
  arranged.sampleHeirId = sampleHeirs[0]?.id ?? 1;
  const bought = await w.owner.call('GET', `/buy/license?estate_id=${other.id}`);
  arranged.checkout = String(bought.headers.location).split('/').pop() ?? '';
});

// The rows run in the table's order (some calls change what later rows meet), in slices of ROWS_PER_TEST: one test
// of every call took a third of its time limit on a quiet 2-core machine.
const ROWS_PER_TEST = 25;
const slices = Array.from({ length: Math.ceil(CASES.length / ROWS_PER_TEST) }, (_, i) =>
  CASES.slice(i * ROWS_PER_TEST, (i + 1) * ROWS_PER_TEST),
);

describe('the auth matrix', () => {
  it('the table covers every route of the OpenAPI document and of the route tree', async () => {
    const doc = (await w.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    const covered = CASES.map((c) => `${c.method} ${c.path}`);
    expect([...new Set(covered)].sort()).toEqual([...routes, ...HIDDEN].sort());
    const paths = new Set(CASES.map((c) => c.path));
    const tree = treePaths(w.app.printRoutes({ commonPrefix: false }));
    expect(tree).toContain('/api/estate/{id}/secret'); // the tree was read
    expect(tree.filter((p) => p !== '*' && !paths.has(p))).toEqual([]);
    console.log(
      `auth matrix: ${CASES.length} rows (${routes.length} documented routes, ${HIDDEN.length} hidden) x ${WHO.length} callers`,
    );
  });

  for (const [n, rows] of slices.entries()) {
    it(`answers each route x caller with the status in the table: rows ${n * ROWS_PER_TEST + 1}-${n * ROWS_PER_TEST + rows.length}`, async () => {
      const expected: Record<string, (number | null)[]> = {};
      const actual: Record<string, (number | null)[]> = {};
      for (const c of rows) {
        const key = `${c.method} ${c.url ? c.url('{id}', 'owner') : c.path}`;
        expected[key] = columns(c);
        actual[key] = [];
        for (const [i, who] of WHO.entries()) {
          if (expected[key][i] === null) {
            actual[key].push(null);
            continue;
          }
          const id = who === 'sample' ? 'sample' : w.estateId;
          const caller =
            who === 'sample'
              ? w.anonymous
              : who === 'supplier' || who === 'beneficiary'
                ? arranged[who]
                : w[who];
          const url = c.url ? c.url(id, who) : c.path.replace('{id}', id);
          const res = await caller.call(c.method, url, c.body?.(id, who));
          actual[key].push(res.statusCode);
        }
      }
      expect(actual).toEqual(expected);
    });
  }
});
