export { type BuildAppOptions, buildApp } from './app.ts';
export { type Config, type ConfigResult, loadConfig } from './config/load-config.ts';
export { createDb, type Db } from './db/create-db.ts';
export { migrateDb } from './db/migrate-db.ts';
