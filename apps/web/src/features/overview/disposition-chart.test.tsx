import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PieChart } from '../../components/pie-chart';
import { DispositionChart } from './disposition-chart';

const render = (node: React.ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);
const paths = (html: string) =>
  [...html.matchAll(/<path d="([^"]*)" fill="([^"]*)"/g)].map(([, d, fill]) => ({ d, fill }));

describe('PieChart', () => {
  it('draws one slice per value, clockwise from the top, in the order given', () => {
    // a quarter and three quarters of a 100 px pie: the first slice runs from 12 o'clock to 3 o'clock
    const html = render(
      <PieChart
        size={100}
        slices={[
          { name: 'a', value: 1, color: 'red' },
          { name: 'b', value: 3, color: 'blue' },
        ]}
      />,
    );
    const [a, b] = paths(html);
    expect(a).toEqual({ d: 'M0,-50A50,50,0,0,1,50,0L0,0Z', fill: 'red' });
    expect(b?.fill).toBe('blue');
    expect(b?.d.startsWith('M50,0A50,50,0,1,1')).toBe(true);
    expect(html).toContain('viewBox="-50 -50 100 100"');
  });

  it('draws a ring inside its padding when given an inner radius', () => {
    const html = render(
      <PieChart
        size={132}
        innerRadius={42}
        padding={4}
        slices={[{ name: 'done', value: 1, color: 'teal' }]}
      />,
    );
    // a full ring: outer radius 62 (66 less the padding), inner 42
    expect(paths(html)[0]?.d).toMatch(/^M0,-62A62,62,.*M0,-42A42,42,/);
  });
});

describe('DispositionChart', () => {
  it('lists every slice with an amount in its legend and leaves out the empty ones', () => {
    const html = render(
      <DispositionChart
        data={[
          { name: 'Distributed', value: 10_600_000 },
          { name: 'Planned for heirs', value: 0 },
          { name: 'Sold', value: 1_341_000 },
          { name: 'Not yet planned', value: 36_112_644 },
        ]}
      />,
    );
    const legend = [...html.matchAll(/<li[^>]*>.*?<\/li>/g)].map(([li]) =>
      li.replace(/<[^>]+>/g, ' ').trim(),
    );
    expect(legend.map((t) => t.replace(/\s+/g, ' '))).toEqual([
      'Distributed $106,000.00',
      'Sold $13,410.00',
      'Not yet planned $361,126.44',
    ]);
    // the slices keep their series colour when one before them is empty
    expect(paths(html).map((p) => p.fill)).toEqual(['#2f9e44', '#f08c00', '#adb5bd']);
  });

  it('says there is nothing to show when every slice is empty', () => {
    const html = render(<DispositionChart data={[{ name: 'Distributed', value: 0 }]} />);
    expect(html).toContain('Nothing to show yet.');
    expect(paths(html)).toEqual([]);
  });
});
