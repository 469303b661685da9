export * from './auth.ts';
export * from './estates.ts';
export * from './files.ts';
export * from './heirs-side.ts';
export * from './items.ts';
export * from './payments.ts';
export * from './reminders.ts';
export * from './sign-in-failures.ts';
