export * from './archive-body.ts';
export * from './archive-constants.ts';
export * from './archive-doc.ts';
export * from './archive-format.ts';
