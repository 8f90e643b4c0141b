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
        jobLeaseMs: 5000,
        modelDir: '/srv/app/models',
        sampleModelsDir: '/srv/app/samples',
        publicUrl: 'https://afterlook.example/',
        chatLlm: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: 'sk-local' },
        chatLlmTimeoutMs: 8000,
      },
    });
    expect(loadConfig({})).toMatchObject({
      config: { chatLlm: undefined, chatLlmTimeoutMs: 20_000 },
    });
    expect(loadConfig({ CHAT_LLM_URL: 'http://127.0.0.1:8080/v1' })).toEqual({
      ok: false,
      error: 'Invalid configuration:\n  CHAT_LLM_MODEL: required with CHAT_LLM_URL',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' })).toMatchObject({ config: { trustProxy: true } });
    expect(loadConfig({ TRUST_PROXY: '2' })).toMatchObject({ config: { trustProxy: 2 } });
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
    ])
      expect(error).toContain(name);
  });
});
