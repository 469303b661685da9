export { OverviewFigures, OverviewTab } from './overview-tab';
