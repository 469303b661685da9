// Tasks: the executor's checklist (list and wizard views, task dialogs) and the quick-start wizard.
export { TasksTab } from './tasks-tab';
