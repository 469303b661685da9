export * from './csv-statement.ts';
export * from './csv-values.ts';
export * from './decimal.ts';
export * from './import-ops.ts';
export * from './match.ts';
export * from './ofx-statement.ts';
export * from './propose-category.ts';
export * from './statement.ts';
