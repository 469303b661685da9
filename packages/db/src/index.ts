export * from './client.ts';
export * from './fingerprints.ts';
export * from './migrate.ts';
export * from './repos/index.ts';
export * from './schema/index.ts';
export * from './secrets/sealed.ts';
export * from './start-database.ts';
