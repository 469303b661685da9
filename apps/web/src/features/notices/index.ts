export { useNoticed, withNoticeColumn } from './notice-cell';
export { NoticesPanel } from './notices-panel';
