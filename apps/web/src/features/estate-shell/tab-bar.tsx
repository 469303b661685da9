// The ten tabs in order (lib/estate-routes.ts), titled for the estate's kind and country.
import { Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useEstateStore } from '../../estate';
import { estatePath, TABS, type TabName } from '../../lib/estate-routes';
import { TABS_ID, tabId } from './tab-ids';
import { tabTitle } from './tab-view';

/** `meta`: GET /summary's, while the working copy loads; else the working copy's. */
export function TabBar({
  estateId,
  current,
  meta,
}: {
  estateId: string;
  current: TabName | null;
  meta?: Record<string, unknown>;
}) {
  const navigate = useNavigate();
  const work = useEstateStore((s) => s.work.meta);
  const m = meta ?? work;
  const country = String(m.country_code ?? 'us');
  const trust = m.trust === true;
  // On a phone the ten tabs are wider than the screen and scroll sideways: the current one is kept in view
  // (the bar alone scrolls, never the page). A plain overflowing box, not Mantine's ScrollArea: that one measures
  // the page from a ResizeObserver each time it is drawn (some 30 ms of forced layout on opening a grid tab).
  const viewport = useRef<HTMLDivElement>(null);
  // Measured in the next frame, as the browser lays the page out anyway: measured at once, after React has just
  // drawn the page, it forced that layout in the middle of React's work (some 60 ms on a slow phone).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const bar = viewport.current;
      const tab = current && document.getElementById(tabId(current));
      if (!bar || !tab) return;
      const left = tab.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
      if (left < bar.scrollLeft || left + tab.offsetWidth > bar.scrollLeft + bar.clientWidth)
        bar.scrollLeft = left - (bar.clientWidth - tab.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);
  return (
    <div className="tab-bar-scroll" ref={viewport}>
      <Tabs
        id={TABS_ID}
        value={current}
        onChange={(v) => v && navigate(estatePath(estateId, v as TabName))}
        variant="default"
      >
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`} fw={500}>
              {tabTitle(tab, country, trust)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </div>
  );
}
