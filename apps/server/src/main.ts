import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { closeOnSignals, loadConfigOrExit } from './compose/close-on-signals.ts';
import { widgetIsBuilt } from './compose/config/load-config.ts';
import { writeServerAddress } from './compose/server-address.ts';
import { displayHost, formatBanner } from './format-banner.ts';
import { compressInBackground } from './http/compression/compress-in-background.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfigOrExit();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;

writeServerAddress(
  config.dataDir,
  config.publicUrl ?? `http://${displayHost(config.host)}:${port}`,
);
const banner = formatBanner(config, port, widgetIsBuilt(config));
process.stdout.write(banner);
app.log.info({ url: `http://${displayHost(config.host)}:${port}` }, 'AfterLook started');
const stopCompressing =
  config.precompress === 'later' ? compressInBackground(config, app.log) : null;
closeOnSignals(
  async () => {
    stopCompressing?.();
    await app.close();
  },
  app.log,
  SHUTDOWN_TIMEOUT_MS,
);
