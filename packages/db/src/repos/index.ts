export * from './estates.ts';
export * from './items.ts';
export * from './logs.ts';
export * from './users.ts';
