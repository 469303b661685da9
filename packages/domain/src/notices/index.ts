export * from './draft.ts';
export * from './registry.ts';
export * from './registry-types.ts';
export * from './tracking.ts';
