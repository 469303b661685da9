// The guide's text: the Markdown files of ./content, the parts for the reader's country kept (<!-- us --> ...
// <!-- /us --> and <!-- ca --> ... <!-- /ca -->), the first heading as the title, and a full-text index of every
// topic and page (MiniSearch).
import MiniSearch from 'minisearch';
import { fileOf, TOPICS } from './outline';

const FILES = import.meta.glob('./content/*.md', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;

export type DocCountry = 'us' | 'ca';

/** The text for one country: the other country's parts removed, the markers dropped. */
export function forCountry(md: string, country: DocCountry): string {
  const other = country === 'us' ? 'ca' : 'us';
  return md
    .replace(new RegExp(`<!-- ${other} -->[\\s\\S]*?<!-- /${other} -->`, 'g'), '')
    .replace(new RegExp(`<!-- /?${country} -->`, 'g'), '')
    .replace(/\n{3,}/g, '\n\n');
}

export interface DocPage {
  path: string;
  title: string;
  body: string;
}

/** A topic's page for a country: its title (the first heading) and the rest; undefined when there is none. */
export function docPage(id: string, page: number | undefined, country: DocCountry): DocPage | undefined {
  const raw = FILES[`./content/${fileOf(id, page)}`];
  if (raw === undefined) return undefined;
  const md = forCountry(raw, country).trim();
  const m = /^# (.+)\n+/.exec(md);
  return {
    path: page === undefined ? id : `${id}/${page}`,
    title: m?.[1] ?? id,
    body: m ? md.slice(m[0].length) : md,
  };
}

/** Every page of the guide for a country, in outline order. */
export function allPages(country: DocCountry): DocPage[] {
  return TOPICS.flatMap((t) =>
    t.pages === undefined
      ? [docPage(t.id, undefined, country)]
      : Array.from({ length: t.pages }, (_, p) => docPage(t.id, p, country)),
  ).filter((p): p is DocPage => p !== undefined);
}

const indexes = new Map<DocCountry, MiniSearch<DocPage & { id: string }>>();

/** Full-text search over every page (titles count more, prefixes and small typos match). */
export function searchDocs(query: string, country: DocCountry): DocPage[] {
  let index = indexes.get(country);
  if (!index) {
    index = new MiniSearch({ fields: ['title', 'body'], storeFields: ['path', 'title', 'body'] });
    index.addAll(allPages(country).map((p) => ({ ...p, id: p.path })));
    indexes.set(country, index);
  }
  return index
    .search(query, { prefix: true, fuzzy: 0.2, boost: { title: 3 }, combineWith: 'AND' })
    .map((r) => ({ path: r.path as string, title: r.title as string, body: r.body as string }));
}
