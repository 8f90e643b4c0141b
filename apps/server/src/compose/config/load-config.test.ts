import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const result = loadConfig({}, '/srv/app');
    expect(result).toMatchObject({
      ok: true,
      config: {
        port: 8080,
        host: '0.0.0.0',
        dataDir: '/srv/app/data',
        databaseUrl: undefined,
        demoSdkKey: 'demo-clinic-key',
        nodeEnv: 'development',
        seedDemo: true,
        demoPublic: false,
        webhookAllowPrivate: false,
        webhookRetryBaseMs: 30_000,
        logLevel: 'info',
        trustProxy: false,
      },
    });
    expect(result.ok && result.config.widgetDist).toMatch(/apps\/widget\/dist$/);
  });

  it('reads every variable', () => {
    const result = loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/afterlook',
        DATABASE_URL: 'postgres://u@db:5432/afterlook',
        DEMO_SDK_KEY: 'my-demo-key',
        NODE_ENV: 'production',
        DEMO_PUBLIC: '1',
        WIDGET_DIST: 'dist',
        DASHBOARD_DIST: 'dashboard-dist',
        EMBED_DIST: 'embed-dist',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.0/8, 192.168.0.1',
        BLOB_SIGNING_SECRET: 'x'.repeat(40),
        WORKER_THREADS: '3',
        JOB_LEASE_MS: '5000',
        MODEL_DIR: 'models',
        SAMPLE_MODELS_DIR: 'samples',
        PUBLIC_URL: 'https://afterlook.example',
        CHAT_LLM_URL: 'http://127.0.0.1:11434/v1',
        CHAT_LLM_MODEL: 'llama3.1',
        CHAT_LLM_API_KEY: 'sk-local',
        CHAT_LLM_TIMEOUT_MS: '8000',
        CHAT_LLM_ALLOW_PRIVATE: '1',
        REDIS_URL: 'redis://cache:6379/2',
        REDIS_PREFIX: 'clinic-eu:',
        JOB_QUEUE: 'bullmq',
        METRICS_TOKEN: 'scrape-me-0123456789',
        METRICS_PORT: '9461',
        GPU_ENGINE_URL: 'http://10.0.0.5:9000',
        GPU_ENGINE_TOKEN: 'gpu-secret',
        GPU_ENGINE_TIMEOUT_MS: '15000',
        S3_BUCKET: 'clinic-photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example',
        S3_FORCE_PATH_STYLE: '1',
        S3_SERVER_SIDE_ENCRYPTION: 'AES256',
        AUDIT_RETENTION_DAYS: '730',
      },
      '/srv/app',
    );
    expect(result).toEqual({
      ok: true,
      config: {
        port: 0,
        host: '127.0.0.1',
        dataDir: '/var/lib/afterlook',
        databaseUrl: 'postgres://u@db:5432/afterlook',
        demoSdkKey: 'my-demo-key',
        nodeEnv: 'production',
        seedDemo: false,
        demoPublic: true,
        webhookAllowPrivate: false,
        webhookRetryBaseMs: 30_000,
        widgetDist: '/srv/app/dist',
        dashboardDist: '/srv/app/dashboard-dist',
        embedDist: '/srv/app/embed-dist',
        logLevel: 'warn',
        trustProxy: ['10.0.0.0/8', '192.168.0.1'],
        blobSigningSecret: 'x'.repeat(40),
        workerThreads: 3,
        precompress: 'build',
        startBeganMs: undefined,
        jobLeaseMs: 5000,
        modelDir: '/srv/app/models',
        sampleModelsDir: '/srv/app/samples',
        publicUrl: 'https://afterlook.example/',
        chatLlm: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: 'sk-local' },
        chatLlmTimeoutMs: 8000,
        chatLlmAllowPrivate: true,
        redisUrl: 'redis://cache:6379/2',
        redisPrefix: 'clinic-eu:',
        jobQueue: 'bullmq',
        metricsToken: 'scrape-me-0123456789',
        metricsPort: 9461,
        gpuEngine: { url: 'http://10.0.0.5:9000', token: 'gpu-secret', timeoutMs: 15_000 },
        s3: {
          bucket: 'clinic-photos',
          endpoint: 'http://127.0.0.1:9000',
          region: 'eu-central-1',
          credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example' },
          forcePathStyle: true,
          serverSideEncryption: 'AES256',
        },
        auditRetentionDays: 730,
      },
    });
    expect(loadConfig({})).toMatchObject({
      config: {
        chatLlm: undefined,
        chatLlmTimeoutMs: 20_000,
        chatLlmAllowPrivate: false,
        redisUrl: undefined,
        redisPrefix: 'afterlook:',
        jobQueue: 'local',
        metricsToken: undefined,
        metricsPort: undefined,
        gpuEngine: undefined,
        s3: undefined,
        auditRetentionDays: 365,
      },
    });
    // Without keys the SDK's default chain answers (an instance or task role).
    expect(loadConfig({ S3_BUCKET: 'photos' })).toMatchObject({
      config: {
        s3: {
          bucket: 'photos',
          endpoint: undefined,
          region: 'us-east-1',
          credentials: undefined,
          forcePathStyle: false,
        },
      },
    });
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual({
      ok: false,
      error: 'Invalid configuration:\n  S3_BUCKET: required with S3_ENDPOINT',
    });
    expect(loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKID' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('set both or neither'),
    });
    expect(loadConfig({ CHAT_LLM_URL: 'http://127.0.0.1:8080/v1' })).toEqual({
      ok: false,
      error: 'Invalid configuration:\n  CHAT_LLM_MODEL: required with CHAT_LLM_URL',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' })).toMatchObject({ config: { trustProxy: true } });
    expect(loadConfig({ TRUST_PROXY: '2' })).toMatchObject({ config: { trustProxy: 2 } });
  });

  it('reads SMTP_URL and SMTP_FROM together (staff alerts), or neither (alerts off)', () => {
    expect(loadConfig({})).toMatchObject({ ok: true, config: { smtp: undefined } });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://alerts:secret@smtp.example:465',
        SMTP_FROM: 'AfterLook <alerts@clinic.example>',
      }),
    ).toMatchObject({
      ok: true,
      config: {
        smtp: {
          url: 'smtps://alerts:secret@smtp.example:465',
          from: 'AfterLook <alerts@clinic.example>',
        },
      },
    });
    for (const env of [{ SMTP_URL: 'smtp://smtp.example:587' }, { SMTP_FROM: 'a@b.example' }]) {
      expect(loadConfig(env)).toEqual({
        ok: false,
        error:
          'Invalid configuration:\n  SMTP_URL, SMTP_FROM: set both (alerts on) or neither (off)',
      });
    }
    expect(
      loadConfig({ SMTP_URL: 'https://smtp.example', SMTP_FROM: 'a@b.example' }),
    ).toMatchObject({ ok: false, error: expect.stringContaining('SMTP_URL: must be an smtp://') });
  });

  it('refuses JOB_QUEUE=bullmq without REDIS_URL (its jobs live there)', () => {
    expect(loadConfig({ JOB_QUEUE: 'bullmq' })).toEqual({
      ok: false,
      error: 'Invalid configuration:\n  JOB_QUEUE: bullmq needs REDIS_URL',
    });
  });

  it('names every bad value', () => {
    const result = loadConfig({
      PORT: '99999',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
      DEMO_SDK_KEY: 'a b',
      BLOB_SIGNING_SECRET: 'short',
      PUBLIC_URL: 'afterlook.example',
      CHAT_LLM_URL: 'ftp://llm',
      REDIS_URL: 'http://cache:6379',
      REDIS_PREFIX: 'has spaces',
      METRICS_TOKEN: 'short',
      METRICS_PORT: '70000',
      GPU_ENGINE_URL: 'gpu.local:9000',
      S3_BUCKET: 'Not_A_Bucket',
      S3_ENDPOINT: 's3.example',
      S3_SERVER_SIDE_ENCRYPTION: 'rot13',
    });
    expect(result.ok).toBe(false);
    const error = result.ok ? '' : result.error;
    expect(error).toMatch(/^Invalid configuration:/);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'LOG_LEVEL',
      'DEMO_SDK_KEY',
      'BLOB_SIGNING_SECRET',
      'PUBLIC_URL',
      'CHAT_LLM_URL',
      'REDIS_URL',
      'REDIS_PREFIX',
      'METRICS_TOKEN',
      'METRICS_PORT',
      'GPU_ENGINE_URL',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_SERVER_SIDE_ENCRYPTION',
    ])
      expect(error).toContain(name);
  });
});
