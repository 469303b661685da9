export * from './derived.ts';
export * from './estates.ts';
export * from './items.ts';
export * from './logs.ts';
export * from './reminders.ts';
export * from './users.ts';
