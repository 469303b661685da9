// The state and province pages (issue 19).
export { StatePage } from './state-page';
