export * from './archive-body.ts';
export * from './archive-format.ts';
