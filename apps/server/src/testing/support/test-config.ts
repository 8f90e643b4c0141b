import { fileURLToPath } from 'node:url';
import type { Config } from '../../compose/config/load-config.ts';

/** The repo's sample-model renders. */
const SAMPLE_MODELS_DIR = fileURLToPath(
  new URL('../../../../../assets/sample-models', import.meta.url),
);

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
    demoPublic: false,
    webhookAllowPrivate: true,
    webhookRetryBaseMs: 200,
    widgetDist: `${dir}/widget-dist`,
    dashboardDist: `${dir}/dashboard-dist`,
    embedDist: `${dir}/embed-dist`,
    logLevel: 'silent',
    trustProxy: false,
    blobSigningSecret: undefined,
    dataKeys: undefined,
    dataIndexKey: undefined,
    workerThreads: 1,
    precompress: 'build',
    startBeganMs: undefined,
    jobLeaseMs: 15_000,
    modelDir: undefined,
    sampleModelsDir: SAMPLE_MODELS_DIR,
    publicUrl: undefined,
    chatLlm: undefined,
    chatLlmTimeoutMs: 20_000,
    chatLlmAllowPrivate: true,
    redisUrl: undefined,
    redisPrefix: 'afterlook-test:',
    jobQueue: 'local',
    metricsToken: undefined,
    metricsPort: undefined,
    gpuEngine: undefined,
    s3: undefined,
    auditRetentionDays: 365,
    smtp: undefined,
    ...overrides,
  };
}
