// The width of a box that comes and goes: the grid's box is not there while the rows are cards. Mantine's
// useElementSize observes the element its first effect finds, so a window widened past the cards' breakpoint
// (a tablet turned, a window made wider) left the new box unmeasured and the grid undrawn. A callback ref
// observes each box as it is attached.
import { type RefCallback, useCallback, useState } from 'react';

export function useBoxWidth(): [RefCallback<HTMLElement>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    let frame = 0;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      // one update a frame, however many resizes arrive in it
      cancelAnimationFrame(frame);
      const w = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      frame = requestAnimationFrame(() => setWidth(w));
    });
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return [ref, width];
}
