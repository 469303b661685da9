export * from './file-rules.ts';
export * from './sniff.ts';
