export * from './import-ops.ts';
export * from './match.ts';
export * from './statement.ts';
