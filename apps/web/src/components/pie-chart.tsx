// A pie (or a ring) as plain SVG, its slices' geometry from d3-shape, the library recharts draws its own pies
// with. The Overview's pie is on the first screen of a phone, and recharts runs every chart through its own redux
// store: drawing that one pie was a 140 ms task on a phone's CPU (Lighthouse's 4x slowdown), the largest
// of the Overview's load. This draws the same pie in a few milliseconds. The bar charts stay on recharts: they
// sit below the fold and are drawn only when scrolled to (overview/lazy-charts.tsx).
import { arc, type PieArcDatum, pie } from 'd3-shape';

export interface PieSlice {
  name: string;
  value: number;
  color: string;
  /** The slice's tooltip (its SVG title): the name and the value as the reader should see it. */
  title?: string;
}

interface Props {
  slices: PieSlice[];
  size: number;
  /** 0 for a pie, more for a ring. */
  innerRadius?: number;
  /** Space kept between the pie and the box's edge. */
  padding?: number;
  stroke?: string;
}

const layout = pie<PieSlice>()
  .value((s) => s.value)
  .sort(null); // the slices keep their order: the legend beside them lists them in it

/** Decorative to assistive technology: every caller says the figures in words beside it. */
export function PieChart({ slices, size, innerRadius = 0, padding = 0, stroke = 'none' }: Props) {
  const r = size / 2;
  const path = arc<PieArcDatum<PieSlice>>()
    .innerRadius(innerRadius)
    .outerRadius(r - padding);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`${-r} ${-r} ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      {layout(slices).map((a) => (
        <path key={a.data.name} d={path(a) ?? undefined} fill={a.data.color} stroke={stroke}>
          {a.data.title ? <title>{a.data.title}</title> : null}
        </path>
      ))}
    </svg>
  );
}
