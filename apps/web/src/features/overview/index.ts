export { OverviewTab } from './overview-tab';
