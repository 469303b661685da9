export { DistributionsTab } from './distributions-tab';
