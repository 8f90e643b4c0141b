export { createDb } from './adapters/db/create-db.ts';
export { migrateDb } from './adapters/db/migrate-db.ts';
export { type BuildAppOptions, buildApp } from './app.ts';
export { type Config, type ConfigResult, loadConfig } from './compose/config/load-config.ts';
export type { Db } from './ports/db-schema.ts';
