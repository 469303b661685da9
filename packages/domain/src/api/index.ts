// Request and response schemas of the HTTP API (docs/api.md), shared by the server and the web app.
export * from './auth.ts';
export * from './envelope.ts';
export * from './estates.ts';
export * from './executor.ts';
export * from './item-refs.ts';
export * from './loc.ts';
export * from './log.ts';
export * from './messages.ts';
export * from './ops.ts';
export * from './patch.ts';
export * from './save.ts';
export * from './secret.ts';
export * from './system.ts';
export * from './tasks.ts';
export * from './txact-writes.ts';
export * from './txacts.ts';
export * from './user.ts';
