export { HeirsTab } from './heirs-tab';
