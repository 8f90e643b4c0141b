/**
 * The product's server for a load bench: the real app on the environment's settings,
 * with every rate limit and daily quota raised out of the way (one load generator on
 * loopback looks like one abusive client). Prints `listening <url>` once ready.
 */
import type { AddressInfo } from 'node:net';
import { RATE_LIMITS, type RateLimitName } from '@afterlook/domain';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/compose/config/load-config.ts';

const loaded = loadConfig();
if (!loaded.ok) throw new Error(loaded.error);
const unlimited = { max: 1_000_000_000, windowMs: 60_000 };
const rate = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name as RateLimitName, unlimited]),
);
const app = await buildApp(loaded.config, {
  limits: { rate, dailyQuotas: { uploads: 1_000_000_000, transforms: 1_000_000_000 } },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
process.stdout.write(`listening http://127.0.0.1:${port}\n`);
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
