// The ten tabs in order (workspace §2), titled for the estate's kind and country.
import { ScrollArea, Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useEstateStore } from '../../estate';
import { estatePath, TABS, type TabName } from '../../lib/estate-routes';
import { TABS_ID, tabId } from './tab-ids';
import { tabTitle } from './tab-view';

export function TabBar({ estateId, current }: { estateId: string; current: TabName | null }) {
  const navigate = useNavigate();
  const country = useEstateStore((s) => String(s.work.meta.country_code ?? 'us'));
  const trust = useEstateStore((s) => s.work.meta.trust === true);
  const label = useEstateStore((s) => String(s.work.meta.label ?? ''));
  // On a phone the ten tabs are wider than the screen and scroll sideways: the current one is kept in view
  // (the bar alone scrolls, never the page).
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = viewport.current;
    const tab = current && document.getElementById(tabId(current));
    if (!bar || !tab) return;
    const left = tab.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
    if (left < bar.scrollLeft || left + tab.offsetWidth > bar.scrollLeft + bar.clientWidth)
      bar.scrollLeft = left - (bar.clientWidth - tab.offsetWidth) / 2;
  }, [current]);
  return (
    <ScrollArea type="scroll" scrollbarSize={4} viewportRef={viewport}>
      <Tabs
        id={TABS_ID}
        value={current}
        onChange={(v) => v && navigate(estatePath(estateId, v as TabName))}
        variant="default"
      >
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`} fw={500}>
              {tabTitle(tab, country, trust, false, label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
