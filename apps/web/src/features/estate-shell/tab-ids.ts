// Mantine names each tab `<id>-tab-<value>` and the panel it controls `<id>-panel-<value>`. The panel is drawn by
// TabView (the routes sit outside the Tabs), so both take the ids from here and aria-controls names a real element.
import type { TabName } from '../../lib/estate-routes';

export const TABS_ID = 'estate-tabs';
export const tabPanelId = (tab: TabName) => `${TABS_ID}-panel-${tab}`;
export const tabId = (tab: TabName) => `${TABS_ID}-tab-${tab}`;
