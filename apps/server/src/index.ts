export { type BuildOptions, buildApp } from './app.ts';
