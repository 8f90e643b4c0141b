import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config/load-config.ts';

/** In the data folder: where the server that keeps this data is reached. */
const FILE_NAME = 'server-address.json';

/**
 * Written at each start, so the clinic CLI, run later in another shell without the
 * server's PUBLIC_URL or PORT, prints links people can open.
 */
export function writeServerAddress(dataDir: string, publicUrl: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dataDir, FILE_NAME), `${JSON.stringify({ public_url: publicUrl })}\n`, {
    mode: 0o600,
  });
}

/** The address the last server start wrote into this data folder, if any. */
export function readServerAddress(dataDir: string): string | undefined {
  try {
    const { public_url } = JSON.parse(readFileSync(join(dataDir, FILE_NAME), 'utf8')) as {
      public_url?: unknown;
    };
    return typeof public_url === 'string' && URL.canParse(public_url) ? public_url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's public address outside a request (a job that writes links): PUBLIC_URL,
 * else the address the last start wrote into the data folder, else this host's port.
 */
export const serverPublicUrl = (config: Pick<Config, 'publicUrl' | 'dataDir' | 'port'>): string =>
  config.publicUrl ?? readServerAddress(config.dataDir) ?? `http://localhost:${config.port}/`;
