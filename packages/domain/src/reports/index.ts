export * from './accounting.ts';
export * from './inventory.ts';
