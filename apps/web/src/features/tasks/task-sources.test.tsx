import { MantineProvider } from '@mantine/core';
import { buildTaskList, emptyTaskState, type Source, taskEstateWith } from '@probity/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaskSourceLinks } from './task-sources';

const render = (sources: readonly Source[]) =>
  renderToStaticMarkup(
    <MantineProvider>
      <TaskSourceLinks sources={sources} />
    </MantineProvider>,
  );

/** The anchors of rendered markup: href, target, rel and text. */
const anchors = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].map(([, attrs = '', text]) => ({
    href: /href="([^"]*)"/.exec(attrs)?.[1],
    target: /target="([^"]*)"/.exec(attrs)?.[1],
    rel: /rel="([^"]*)"/.exec(attrs)?.[1],
    text,
  }));

describe('task document sources', () => {
  it('links the Form 706 task to the IRC and the IRS, each in a new tab without an opener', () => {
    const estate = taskEstateWith({ death_date: '2026-03-02', gross_cents: 20_000_000_00 });

    const form706 = buildTaskList(estate, emptyTaskState()).find((t) => t.id === 79);
    const html = render(form706?.sources ?? []);
    expect(html).toContain('>Sources<');
    const links = anchors(html);
    expect(links).toContainEqual({
      href: 'https://www.law.cornell.edu/uscode/text/26/6075',
      target: '_blank',
      rel: 'noopener noreferrer',
      text: 'IRC §6075 (estate tax return due 9 months after death)',
    });
    expect(links.length).toBe(form706?.sources.length);
    expect(links.every((a) => a.target === '_blank' && a.rel === 'noopener noreferrer')).toBe(true);
  });

  it('says Source for one link and shows nothing for a custom task', () => {
    const html = render([
      { label: 'CRA: What to do when someone has died', url: 'https://www.canada.ca/x.html' },
    ]);
    expect(html).toContain('>Source<');
    expect(anchors(html)).toHaveLength(1);
    const none = render([]);
    expect(anchors(none)).toEqual([]);
    expect(none).not.toContain('task-doc-sources');
  });
});
