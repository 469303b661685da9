// The state and province pages and the state intro dialog (issue 19).

export { StateIntroDialog } from './state-intro-dialog';
export { StatePage } from './state-page';
