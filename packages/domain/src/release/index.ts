export * from './release-text.ts';
