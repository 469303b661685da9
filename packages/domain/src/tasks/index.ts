/** Tasks: the executor's checklist, its state rules, due dates and progress (companion §2.1, §4.1, §9). */
export * from './actions.ts';
export * from './auto-track.ts';
export * from './bitmaps.ts';
export * from './build.ts';
export * from './catalogue/index.ts';
export * from './due-dates.ts';
export * from './ids.ts';
export * from './messages.ts';
export * from './periods.ts';
export * from './progress.ts';
export * from './rules.ts';
export * from './sort.ts';
export * from './state-codes.ts';
export * from './state-rules.ts';
export * from './state-tasks.ts';
export * from './task-state.ts';
export * from './types.ts';
