// Tasks: the executor's checklist (list and wizard views, task dialogs) and the quick-start wizard.
export { startTaskCountryReset } from './country-reset';
export { setForm706Kept } from './form706-choice';
export { TasksTab } from './tasks-tab';
