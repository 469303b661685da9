export * from './admit-save.ts';
export * from './diff-facts.ts';
export * from './run-ops.ts';
