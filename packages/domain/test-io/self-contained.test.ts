// A newcomer has only the clone (issue 37): no comment, doc or test in the repository may send them to a document
// outside it (the product brief, the design notes or the research folder the project was started from). Rules are
// explained in our own words, citing public sources or the project's own docs/.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
// "companion §4", "workspace §9", "DESIGN.md", the brief's file names, and paths into the folder beside the clone
const OUTSIDE =
  /companion ?§|workspace ?§|DESIGN\.md|companion\.md|workspace\.md|\.\.\/shared\/|shared\/(spec|reference|DESIGN)/;
const TEXT = /\.(ts|tsx|mjs|cjs|js|md|css|json|ya?ml|sh)$/;
const SELF = 'packages/domain/test-io/self-contained.test.ts';

/** Each line of a tracked text file that points outside the repository, as "path:line: text". */
function outsideReferences(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  const found: string[] = [];
  for (const f of files) {
    if (!TEXT.test(f) || f === SELF || f.endsWith('package-lock.json')) continue;
    const lines = readFileSync(join(ROOT, f), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (OUTSIDE.test(line)) found.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

describe('the repository', () => {
  it('points to no document outside itself', () => {
    expect(outsideReferences()).toEqual([]);
  });
  it('the check finds such a reference (the pattern itself)', () => {
    expect(OUTSIDE.test('the limits of workspace §9')).toBe(true);
    expect(OUTSIDE.test('see docs/architecture.md')).toBe(false);
  });
});
