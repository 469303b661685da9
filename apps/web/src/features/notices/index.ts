export { NoticesPanel } from './notices-panel';
