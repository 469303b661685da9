export * from './accounting.ts';
export * from './caption.ts';
export * from './court-extras.ts';
export * from './court-formats.ts';
export * from './inventory.ts';
export * from './options.ts';
export * from './standard.ts';
