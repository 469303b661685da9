/**
 * Dependencies point one way (docs/architecture.md, Principles): web -> domain, server -> db -> domain,
 * server -> domain; web and server -> documents -> domain.
 */

/** The npm packages packages/domain may use: pure computation, no I/O. Add one here on purpose, with its reason. */
const DOMAIN_PACKAGES = [
  'zod', // schemas of every entity and API body
  'date-fns', // calendar arithmetic on ISO dates
  'papaparse', // reading CSV bank statements
  'htmlparser2', // reading OFX/QFX statements (SGML tags)
  '@18f/us-federal-holidays', // US federal holidays for IRS deadlines
];
/** Test tools the domain's tests and fixtures use. */
const DOMAIN_TEST_PACKAGES = ['vitest', 'fast-check'];
const anyOf = (names) => `^node_modules/(${names.join('|')})/`;

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'domain imports only its own files and the packages listed in DOMAIN_PACKAGES / DOMAIN_TEST_PACKAGES: ' +
        'no node: builtins, no other workspace package (test-io/ alone may read files and run ledger)',
      from: { path: '^packages/domain/', pathNot: '^packages/domain/test-io/' },
      to: { pathNot: ['^packages/domain/', anyOf([...DOMAIN_PACKAGES, ...DOMAIN_TEST_PACKAGES])] },
    },
    { name: 'db-not-up', severity: 'error', from: { path: '^packages/db' }, to: { path: '^apps/' } },
    {
      name: 'documents-below-apps',
      severity: 'error',
      comment:
        'the reports as documents draw on the domain alone: no app, no database, no I/O outside its tests',
      from: { path: '^packages/documents/', pathNot: ['\\.test\\.ts$', '^packages/documents/test/'] },
      to: { path: ['^apps/', '^packages/db/', '^node:', '^(fs|path|os|child_process|crypto)$'] },
    },
    {
      name: 'web-only-domain',
      severity: 'error',
      comment: 'web never imports server or db',
      from: { path: '^apps/web' },
      to: { path: '^(apps/server|packages/db)' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/web/src' },
    },
    {
      name: 'web-core-not-features',
      severity: 'error',
      comment:
        'lib, shared components and the open estate core sit below the features (docs/architecture.md, Principles)',
      from: { path: '^apps/web/src/(lib|components|estate)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment:
        'a feature reaches another feature only through its index.ts (docs/architecture.md, Principles)',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'server-routes-are-leaves',
      severity: 'error',
      comment:
        'route files only register routes: no logic is imported back from them (the app registers them)',
      from: { path: '^apps/server/src', pathNot: '^apps/server/src/(routes|app)\\.ts$|\\.test\\.ts$' },
      to: { path: '^apps/server/src/.*-routes\\.ts$' },
    },
    {
      name: 'server-feature-through-core-index',
      severity: 'error',
      comment:
        'a server feature reaches the estate core (access, the one read of the facts, the save) only through its index.ts',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/estate/', '\\.test\\.ts$'] },
      to: { path: '^apps/server/src/estate/', pathNot: '^apps/server/src/estate/index[.]ts$' },
    },
    {
      name: 'server-core-not-features',
      severity: 'error',
      comment: 'the estate core sits below the features: it imports runtime, http and auth, never a feature',
      from: { path: '^apps/server/src/estate/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/[^/]+/',
        pathNot: '^apps/server/src/(estate|runtime|http|auth)/',
      },
    },
    {
      name: 'production-not-test-support',
      severity: 'error',
      comment: 'fakes and test helpers never ship: only *.test.ts files under src reach apps/server/test',
      from: { path: '^apps/server/src', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/test/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output only: npm packages stay in the graph as leaves (doNotFollow) so domain-is-pure can see them.
    exclude: { path: '^(packages|apps)/[^/]+/(dist|dist-ssr|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
