import type { Config } from '../config/load-config.ts';

/** A config for in-process tests: loopback, any port, quiet, everything under `dir`. */
export function testConfig(dir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: `${dir}/data`,
    databaseUrl: undefined,
    demoSdkKey: 'demo-clinic-key',
    nodeEnv: 'test',
    seedDemo: true,
    widgetDist: `${dir}/widget-dist`,
    logLevel: 'silent',
    trustProxy: false,
    ...overrides,
  };
}
