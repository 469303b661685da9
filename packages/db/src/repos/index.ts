export * from './derived.ts';
export * from './estates.ts';
export * from './items.ts';
export * from './logs.ts';
export * from './reminders.ts';
export * from './secrets.ts';
export * from './sign-in-failures.ts';
export * from './users.ts';
