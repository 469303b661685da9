// The server's folders form a graph without loops (issue 37): a feature folder may use the estate core, runtime,
// http and other features below it, and nothing it uses leads back to it. Read from the real imports by
// dependency-cruiser, type-only imports included: the app context names the ports the features implement by
// interfaces of its own (runtime/ports.ts), so no feature is needed to describe what the app is wired with.
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const SERVER = 'apps/server/src/';

/** Folder-to-folder edges of the server's production code (tests left out), type-only imports too. */
async function folderEdges(): Promise<Map<string, Set<string>>> {
  const result = await cruise([SERVER], {
    exclude: { path: '(node_modules|\\.test\\.ts$)' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  });
  const folder = (p: string) =>
    p.startsWith(SERVER)
      ? p.slice(SERVER.length).split('/')[1]
        ? p.slice(SERVER.length).split('/')[0]
        : '(root)'
      : null;
  const edges = new Map<string, Set<string>>();
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not modules');
  for (const m of result.output.modules) {
    const from = folder(m.source);
    if (!from) continue;
    for (const d of m.dependencies) {
      const to = folder(d.resolved);
      if (!to || to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** Each loop of folders (a strongly connected group of two or more), by Tarjan's algorithm. */
function loops(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w) group.push(w);
      } while (w && w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the server folders', () => {
  it('import one another without a loop, the estate core below the features', async () => {
    const edges = await folderEdges();
    // the graph is the real one: the routes reach the core, the core reaches no route folder
    expect(edges.get('estates')?.has('estate')).toBe(true);
    expect([...(edges.get('estate') ?? [])].sort()).toEqual(['auth', 'http', 'runtime']);
    // runtime names its ports itself: it leans on no feature
    expect([...(edges.get('runtime') ?? [])].sort()).toEqual(['plugins']);
    expect(loops(edges)).toEqual([]);
  }, 30_000);

  it('finds a loop when there is one (the check itself)', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(loops(edges)).toEqual([['a', 'b', 'c']]);
  });
});
