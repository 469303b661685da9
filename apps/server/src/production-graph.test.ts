import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// What the server loads in production: every module main.ts and index.ts reach, followed through our packages
// (the same resolution as .dependency-cruiser.cjs). Test support lives in apps/server/test; none of it, no fake,
// and none of the domain's test support (test-io, fixtures) may be in this graph (dependency-cruiser's
// production-not-test-support rule guards each import; this checks the whole walk).
const ROOT = path.resolve(import.meta.dirname, '../../..');
const TEST_ONLY = /^apps\/server\/test\/|^packages\/domain\/(test-io|src\/fixtures)\/|-fake\.ts$|\.test\.ts$/;

async function productionModules(): Promise<string[]> {
  const { output } = await cruise(['apps/server/src/main.ts', 'apps/server/src/index.ts'], {
    baseDir: ROOT,
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    moduleSystems: ['es6'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  });
  return (output as ICruiseResult).modules.map((m) => m.source).filter((s) => !s.startsWith('node_modules/'));
}

describe('the production module graph', () => {
  it('reaches the real Plaid and Stripe clients but no test support and no fake', async () => {
    const modules = await productionModules();
    expect(modules).toContain('apps/server/src/app.ts');
    expect(modules).toContain('apps/server/src/bank/plaid-provider.ts');
    expect(modules).toContain('apps/server/src/payments/stripe-payments.ts');
    expect(modules).toContain('packages/db/src/index.ts');
    expect(modules).toContain('packages/domain/src/index.ts');
    expect(modules.filter((s) => TEST_ONLY.test(s))).toEqual([]);
  });
});
