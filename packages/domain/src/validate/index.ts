export * from './consistency.ts';
export * from './fields.ts';
export * from './invariants.ts';
