/**
 * The notices registry as open data: docs/notices-registry.md (a reader's table) and docs/notices-registry.json
 * (the same kinds for any program), built from NOTICE_KINDS. scripts/notices-registry.ts writes them; a test in
 * test-io fails when they fall behind the code.
 */
import { DEFAULT_FOLLOW_UP_DAYS, NOTICE_KINDS, NOTICE_REGISTRY_VERSION } from './registry.ts';
import type { NoticeKind } from './registry-types.ts';

const WHERE: Record<NoticeKind['where'], string> = {
  us: 'US',
  ca: 'Canada',
  both: 'US and Canada',
  qc: 'Quebec',
};

const words = (xs: readonly string[]) => xs.map((x) => x.replace(/_/g, ' ')).join(', ');
const cell = (s: string) => s.replace(/\|/g, '\\|');

export function noticesRegistryJson(): string {
  return `${JSON.stringify({ version: NOTICE_REGISTRY_VERSION, kinds: NOTICE_KINDS }, null, 2)}\n`;
}

export function noticesRegistryMarkdown(): string {
  const rows = NOTICE_KINDS.map((k) => {
    const follow = k.answerSource
      ? `${k.followUpDays} ([${cell(k.answerSource.label)}](${k.answerSource.url}))`
      : `${k.followUpDays}${k.followUpDays === DEFAULT_FOLLOW_UP_DAYS ? ' (Probity’s default)' : ' (Probity’s interval)'}`;
    const sources = k.sources.map((s) => `[${cell(s.label)}](${s.url})`).join('<br>');
    return `| ${cell(k.name)} (\`${k.id}\`) | ${WHERE[k.where]} | ${words(k.asks)} | ${words(k.enclosures)} | ${words(k.methods)} | ${follow} | ${cell(k.guidance)} | ${sources} |`;
  });
  return [
    '# Notices registry',
    '',
    `Version ${NOTICE_REGISTRY_VERSION}. Generated from \`packages/domain/src/notices/registry.ts\` by`,
    '`npm run docs:notices`; do not edit by hand. The same data, for programs: `notices-registry.json` beside this file.',
    '',
    'The kinds of institution an executor tells of a death, what a notice to each asks, the papers that usually go',
    'with it, how it is sent, and after how many days Probity reminds the executor to follow up. Kinds, not named',
    'institutions: a bank is a bank. Where a source states an answer time, the follow-up is that time and the source',
    `is named; otherwise it is Probity’s own interval (${DEFAULT_FOLLOW_UP_DAYS} days unless the table says another).`,
    'Every drafted notice records the registry version it was drafted with.',
    '',
    '| Kind | Where | Asks | Papers | Sent by | Follow up (days) | Guidance | Sources |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
