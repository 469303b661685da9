export * from './statement.ts';
