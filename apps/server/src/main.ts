import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfig, widgetIsBuilt } from './config/load-config.ts';
import { displayHost, formatBanner } from './format-banner.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const loaded = loadConfig();
if (!loaded.ok) {
  process.stderr.write(`${loaded.error}\n`);
  process.exit(2);
}
const { config } = loaded;

const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;

const banner = formatBanner(config, port, widgetIsBuilt(config));
process.stdout.write(banner);
app.log.info({ url: `http://${displayHost(config.host)}:${port}` }, 'AfterLook started');

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) {
    process.stderr.write(`${signal} again: exiting now\n`);
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    process.stderr.write('Shutdown took too long: exiting\n');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
