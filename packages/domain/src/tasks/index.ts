/** Tasks: the executor's checklist, its state rules, due dates and progress (companion §2.1, §4.1, §9). */
export * from './bitmaps.ts';
export * from './catalogue/index.ts';
export * from './due-dates.ts';
export * from './ids.ts';
export * from './periods.ts';
export * from './state-codes.ts';
export * from './state-rules.ts';
export * from './state-tasks.ts';
export * from './types.ts';
