export * from './fields.ts';
export * from './invariants.ts';
