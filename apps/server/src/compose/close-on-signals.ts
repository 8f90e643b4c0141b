import { type Config, loadConfig } from './config/load-config.ts';

/** The configuration, or the process exits (2) saying what is wrong with it. */
export function loadConfigOrExit(): Config {
  const loaded = loadConfig();
  if (!loaded.ok) {
    process.stderr.write(`${loaded.error}\n`);
    process.exit(2);
  }
  return loaded.config;
}

/**
 * SIGTERM/SIGINT run `close` once and exit 0 (1 if it fails); a second signal, or a
 * close that outlasts `timeoutMs`, exits at once.
 */
export function closeOnSignals(
  close: () => Promise<void>,
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  },
  timeoutMs: number,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting now\n`);
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      process.stderr.write('Shutdown took too long: exiting\n');
      process.exit(1);
    }, timeoutMs).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
