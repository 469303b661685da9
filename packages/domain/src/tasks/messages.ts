/** Task messages (README.md, Messages). */
export const MSG_TASK_AUTO_TRACKED = 'You cannot manually change completion status of an auto-tracked task.';
export const MSG_CUSTOM_DATE_REQUIRED = 'Date required for custom tasks';
export const MSG_TOO_MANY_CUSTOM_TASKS = 'Too many custom tasks defined';
/** Deleting a standard task is refused: the checklist stays whole, N/A takes a task out of it. */
export const MSG_STANDARD_TASK_DELETE = 'Standard tasks cannot be deleted. Mark the task N/A instead.';
export const MSG_NO_MORE_TASKS = 'No more tasks';
export const MSG_STEP_ALL_NA = 'You have marked all tasks in that step as N/A';
export const MSG_TASK_NOT_FOUND = 'Task not found';
export const MSG_TASK_DATE_INVALID = 'Not a valid date';
export const MSG_CUSTOM_NAME_REQUIRED = 'Name required for custom tasks';
