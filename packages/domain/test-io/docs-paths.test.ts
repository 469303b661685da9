// docs/architecture.md names files and folders of this repository; a rename or a move that leaves it behind fails
// here, naming each path that is gone. Checked: the layout block's folders (under the root named above them) and
// every path from the repository root, which must exist as named; relative file paths and file names (backticked,
// or in the layout), which some file of the repository must end with. Build output and data are never in a clone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './checklist-doc.ts';

const DOC = 'docs/architecture.md';
const TOP = '(?:apps|packages|e2e|bench|tests|scripts|docs)';
/** A path from the repository root, wherever it stands in the text. */
const ROOTED = new RegExp(`(?<![\\w@/.-])${TOP}/[\\w./-]*[\\w/]`, 'g');
const EXT = '\\.(?:ts|tsx|mjs|cjs|js|md|json|css|sql)\\b';
/** A backticked file name or relative path (`settle-upload.ts`, `components/pie-chart.tsx`). */
const TICKED_FILE = new RegExp(`\`([\\w.-]+(?:/[\\w.-]+)*${EXT})\``, 'g');
/** A relative file path anywhere (features/save/backup.ts), or a file name inside the layout block. */
const RELATIVE_FILE = new RegExp(`(?<![\\w@/.-])[\\w.-]+/[\\w./-]*${EXT}`, 'g');
const FILE_NAME = new RegExp(`(?<![\\w@/.-])[a-z][\\w.-]*${EXT}`, 'g');
/** Inside the layout block: a folder the line names, as `src/tasks`, `txacts/` or `files/:`. */
const LAYOUT_ENTRY =
  /(?<![\w@/.(`-])((?:src\/)?[a-z][\w.-]*\/(?:[\w.-]+\/?)*)(?=[\s:]|$)|^ {2}([a-z][\w-]*\.ts)\b/g;

/** Build output and data: made by a build or a run, never in a clone. */
const MADE = ['node_modules', '.git', 'dist', 'dist-ssr', 'data'];
const made = (p: string) => p.split('/').some((s) => MADE.includes(s));

/** Every file of the repository, relative to its root (no dependencies, builds or data). */
function repoFiles(dir = ROOT, rel = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (MADE.includes(e.name)) return [];
    const path = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? repoFiles(join(dir, e.name), path) : [path];
  });
}

/** The code block of the Layout section: the tree of folders. */
const layoutBlock = (doc: string): string => doc.split('## Layout')[1]?.split('```')[1] ?? '';

/** The paths the layout block names, each joined to the root it sits under (`apps/server/src` + `bank/`). */
function layoutPaths(doc: string): string[] {
  let root = '';
  return layoutBlock(doc)
    .split('\n')
    .flatMap((line) => {
      const top = new RegExp(`^(${TOP}/[\\w/-]*|${TOP})\\s`).exec(`${line} `);
      if (top?.[1]) {
        root = top[1].replace(/\/$/, '');
        return [root];
      }
      if (!line.trim()) root = '';
      if (!root || !line.startsWith('  ')) return [];
      return [...line.matchAll(LAYOUT_ENTRY)].map((m) => `${root}/${m[1] ?? m[2]}`);
    });
}

describe(DOC, () => {
  const doc = readFileSync(join(ROOT, DOC), 'utf8');
  const files = repoFiles();

  it('names only paths that exist', () => {
    const rooted = [...doc.matchAll(ROOTED)].map((m) => m[0].replace(/\.$/, ''));
    const named = [...new Set([...layoutPaths(doc), ...rooted])].filter((p) => !made(p));
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it('names only file names and relative paths that some file of the repository has', () => {
    const named = [
      ...[...doc.matchAll(TICKED_FILE)].map((m) => m[1] ?? ''),
      ...[...doc.matchAll(RELATIVE_FILE)].map((m) => m[0]),
      ...[...layoutBlock(doc).matchAll(FILE_NAME)].map((m) => m[0]),
    ];
    const paths = [...new Set(named)].filter((p) => !made(p));
    expect(paths.length).toBeGreaterThan(30);
    const found = (p: string) => files.some((f) => f === p || f.endsWith(`/${p}`));
    expect(paths.filter((p) => !found(p))).toEqual([]);
  });
});
