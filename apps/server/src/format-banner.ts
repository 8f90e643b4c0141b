import { join } from 'node:path';
import { DASHBOARD_PATH, FLOW_ROUTES } from '@afterlook/domain';
import { SQLITE_FILE_NAME } from './adapters/db/create-db.ts';
import type { Config } from './compose/config/load-config.ts';

/** A host people can open: wildcard binds become localhost, IPv6 gets brackets. */
export function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** What an operator needs after start: where it runs, the demo key and demo URLs. */
export function formatBanner(config: Config, port: number, widgetBuilt: boolean): string {
  const base = `http://${displayHost(config.host)}:${port}`;
  const database = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `SQLite ${join(config.dataDir, SQLITE_FILE_NAME)}`;
  const lines = [
    `AfterLook listening on ${base}`,
    `  Database          ${database}`,
    `  Product page      ${base}/`,
    `  Integration guide ${base}/docs/embed`,
    `  API docs          ${base}/api/docs`,
    `  Clinic dashboard  ${base}${DASHBOARD_PATH}`,
  ];
  if (!widgetBuilt)
    lines.push(`  Widget            not built (${config.widgetDist}): run npm run build`);
  if (config.precompress === 'later')
    lines.push('  Compression       brotli and gzip copies being written in the background');
  if (config.startBeganMs !== undefined)
    lines.push(
      `  Started in        ${((Date.now() - config.startBeganMs) / 1000).toFixed(1)} s (npm start)`,
    );
  if (config.seedDemo) {
    lines.push(
      `  Demo SDK key      ${config.demoSdkKey}${config.demoPublic ? ' (DEMO_PUBLIC=1: any client may use it)' : ' (this machine only; DEMO_PUBLIC=1 shares it)'}`,
      `  Demo page         ${base}/demo`,
      ...FLOW_ROUTES.map(
        (route) =>
          `  ${route.variant.padEnd(18)}${base}${route.path}?clinicSdkKey=${encodeURIComponent(config.demoSdkKey)}`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
