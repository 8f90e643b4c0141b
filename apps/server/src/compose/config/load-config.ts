import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_RETENTION_DAYS } from '@afterlook/domain';
import { z } from 'zod';
import type { S3Settings } from '../../adapters/blobs/create-s3-blob-store.ts';
import type { GpuEndpoint } from '../../adapters/engines/create-http-engine.ts';
import type { SmtpSettings } from '../../adapters/mail/create-smtp-mailer.ts';
import type { LlmEndpoint } from '../../ports/llm-endpoint.ts';

/** The repo's widget build (apps/widget/dist), found from this file's place. */
const DEFAULT_WIDGET_DIST = fileURLToPath(new URL('../../../../widget/dist', import.meta.url));
/** The repo's dashboard build (apps/dashboard/dist). */
const DEFAULT_DASHBOARD_DIST = fileURLToPath(
  new URL('../../../../dashboard/dist', import.meta.url),
);
/** The repo's embed loader build (packages/embed/dist: embed.js). */
const DEFAULT_EMBED_DIST = fileURLToPath(
  new URL('../../../../../packages/embed/dist', import.meta.url),
);
/** The repo's sample-model renders (tools/mannequin writes them). */
const DEFAULT_SAMPLE_MODELS_DIR = fileURLToPath(
  new URL('../../../../../assets/sample-models', import.meta.url),
);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * TRUST_PROXY: unset/false = ignore X-Forwarded-For; true = trust every hop; a number =
 * trust that many hops; otherwise a comma-separated list of proxy addresses/CIDRs.
 */
const TrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value): boolean | number | string[] => {
    if (value === undefined || value === '' || /^(false|0|no)$/i.test(value)) return false;
    if (/^(true|yes)$/i.test(value)) return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });

/** An optional setting; set but empty counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

/** An on/off setting: `1` or `true` turns it on; unset, empty, `0` or `false` leave it off. */
const envFlag = z
  .enum(['', '0', '1', 'false', 'true'])
  .default('')
  .transform((value) => value === '1' || value === 'true');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_SDK_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._~-]{8,200}$/, 'must be 8-200 URL-safe characters')
    .default('demo-clinic-key'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  WEBHOOK_ALLOW_PRIVATE: envFlag,
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  DEMO_PUBLIC: envFlag,
  WIDGET_DIST: z.string().trim().min(1).optional(),
  DASHBOARD_DIST: z.string().trim().min(1).optional(),
  EMBED_DIST: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: TrustProxy,
  BLOB_SIGNING_SECRET: z
    .string()
    .trim()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_KEYS: z
    .string()
    .trim()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_INDEX_KEY: z
    .string()
    .trim()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  PRECOMPRESS: z.enum(['build', 'later']).default('build'),
  START_BEGAN_MS: z.coerce.number().int().positive().optional(),
  JOB_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  MODEL_DIR: z.string().trim().min(1).optional(),
  SAMPLE_MODELS_DIR: z.string().trim().min(1).optional(),
  CHAT_LLM_URL: optional(
    z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        message: 'must be an http(s) URL up to the version, e.g. http://127.0.0.1:11434/v1',
      }),
  ),
  CHAT_LLM_MODEL: optional(z.string().trim().min(1).max(200)),
  CHAT_LLM_API_KEY: optional(z.string().trim().max(500)),
  CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  CHAT_LLM_ALLOW_PRIVATE: envFlag,
  REDIS_URL: optional(
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'),
  ),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, 'must be 1-64 characters of A-Z a-z 0-9 : . _ -')
    .default('afterlook:'),
  GPU_ENGINE_URL: optional(
    z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        message: 'must be an http(s) URL, e.g. http://10.0.0.5:9000',
      }),
  ),
  GPU_ENGINE_TOKEN: optional(z.string().trim().max(500)),
  GPU_ENGINE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  JOB_QUEUE: z.enum(['local', 'bullmq']).default('local'),
  METRICS_TOKEN: optional(z.string().trim().min(16, 'must be at least 16 characters').max(200)),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 a-z 0-9 . -)'),
  ),
  S3_ENDPOINT: optional(
    z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        message: 'must be an http(s) URL, e.g. https://s3.eu-central-1.amazonaws.com',
      }),
  ),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name, e.g. eu-central-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1).max(200)),
  S3_SECRET_ACCESS_KEY: optional(z.string().trim().min(1).max(500)),
  S3_FORCE_PATH_STYLE: envFlag,
  S3_SERVER_SIDE_ENCRYPTION: optional(z.enum(['AES256', 'aws:kms'])),
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(AUDIT_RETENTION_DAYS.min)
    .max(AUDIT_RETENTION_DAYS.max)
    .default(AUDIT_RETENTION_DAYS.default),
  SMTP_URL: optional(
    z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
        message: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example:465',
      }),
  ),
  SMTP_FROM: optional(z.string().trim().min(3).max(320)),
  PUBLIC_URL: z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'must be an http(s) URL, e.g. https://afterlook.example',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute; holds the SQLite file (afterlook.sqlite) and, later, uploads. */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly demoSdkKey: string;
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** Seed the demo clinic on an empty database (not in production). */
  readonly seedDemo: boolean;
  /** DEMO_PUBLIC=1: the demo key also works from other machines (else loopback only). */
  readonly demoPublic: boolean;
  /** WEBHOOK_ALLOW_PRIVATE=1: webhooks may reach loopback and private hosts (development). */
  readonly webhookAllowPrivate: boolean;
  /** First retry of a failed webhook delivery after this long; each next one waits twice as long. */
  readonly webhookRetryBaseMs: number;
  readonly widgetDist: string;
  /** The clinic dashboard's build, served at /dashboard. */
  readonly dashboardDist: string;
  /** The loader build served at /embed.js (its embed.js). */
  readonly embedDist: string;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  readonly trustProxy: boolean | number | string[];
  /** HMAC key of our signed blob and metadata URLs; undefined = generated once into dataDir. */
  readonly blobSigningSecret: string | undefined;
  /**
   * Keys sealing patient data at rest (`id:base64,…`, newest first) and the search-hash
   * key; undefined = DATA_DIR/data-keys.json, generated once (adapters/crypto/keyring.ts).
   */
  readonly dataKeys: string | undefined;
  readonly dataIndexKey: string | undefined;
  /** Size of the image worker pool; undefined = one per core. */
  readonly workerThreads: number | undefined;
  /**
   * When served files get their brotli/gzip variants: 'build' (npm run build), or 'later'
   * (npm start: the server writes them in the background, so a first start serves sooner).
   */
  readonly precompress: 'build' | 'later';
  /** When `npm start` began (epoch ms, set by scripts/start.sh): the banner says how long it took. */
  readonly startBeganMs: number | undefined;
  /** How long a running job is owned before another worker may take it over (ms). */
  readonly jobLeaseMs: number;
  /** Vision model weights; undefined = the vision package's default folder. */
  readonly modelDir: string | undefined;
  /** Sample-model renders (manifest.json, <view>/<id>.png + .json). */
  readonly sampleModelsDir: string;
  /**
   * The product's public address ('Powered by', the logo's second tab, the snippet's
   * script URL); undefined = this server's own origin, as each request reaches it.
   */
  readonly publicUrl: string | undefined;
  /**
   * An OpenAI-compatible chat-completions endpoint for every clinic's chat
   * (CHAT_LLM_URL, CHAT_LLM_MODEL, CHAT_LLM_API_KEY); unset: the offline kb engine.
   */
  readonly chatLlm: LlmEndpoint | undefined;
  /** How long a chat waits for that endpoint before the kb engine answers. */
  readonly chatLlmTimeoutMs: number;
  /**
   * CHAT_LLM_ALLOW_PRIVATE=1: clinics' own chat endpoints may be loopback, private or
   * plain http hosts (a local Ollama). The operator's choice, never a clinic owner's;
   * CHAT_LLM_URL may always be one.
   */
  readonly chatLlmAllowPrivate: boolean;
  /**
   * The Redis that API processes share (REDIS_URL): rate-limit counters live there, so
   * a limit holds across processes. Undefined: counters in this process (embedded).
   */
  readonly redisUrl: string | undefined;
  /** Prefix of every key we write to that Redis (several deployments may share one). */
  readonly redisPrefix: string;
  /**
   * local: jobs in the database, run by every API process (embedded default, and several
   * processes on PostgreSQL). bullmq: jobs in REDIS_URL's Redis; API processes only
   * enqueue and `npm run worker` processes run them.
   */
  readonly jobQueue: 'local' | 'bullmq';
  /** Bearer token that opens /metrics to other machines; unset: loopback only. */
  readonly metricsToken: string | undefined;
  /** Where `npm run worker` serves /metrics and /healthz (an API process serves them on PORT). */
  readonly metricsPort: number | undefined;
  /**
   * A remote render service (GPU_ENGINE_URL, GPU_ENGINE_TOKEN, GPU_ENGINE_TIMEOUT_MS;
   * docs/gpu-engine.md); unset: the CPU engine renders every after image.
   */
  readonly gpuEngine: GpuEndpoint | undefined;
  /**
   * The S3-compatible bucket that holds images (S3_BUCKET and the other S3_*), read
   * and written by browsers through presigned URLs. Undefined: files under DATA_DIR.
   */
  readonly s3: S3Settings | undefined;
  /**
   * How many days the clinics' audit trails keep a row (AUDIT_RETENTION_DAYS, default
   * 365): the operator's, so no clinic's owner can shorten the record of what was done.
   */
  readonly auditRetentionDays: number;
  /**
   * Where staff alerts are sent from (SMTP_URL, SMTP_FROM; docs/operations.md): the SMTP
   * server with its credentials, and the From address. Unset: alerts are off, and the
   * dashboard says so.
   */
  readonly smtp: SmtpSettings | undefined;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; error: string };

/** Reads the environment into a Config; relative paths resolve against cwd. */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): ConfigResult {
  const parsed = EnvSchema.safeParse(env);
  if (parsed.success && parsed.data.CHAT_LLM_URL && !parsed.data.CHAT_LLM_MODEL) {
    return {
      ok: false,
      error: 'Invalid configuration:\n  CHAT_LLM_MODEL: required with CHAT_LLM_URL',
    };
  }
  if (parsed.success && Boolean(parsed.data.SMTP_URL) !== Boolean(parsed.data.SMTP_FROM)) {
    return {
      ok: false,
      error: 'Invalid configuration:\n  SMTP_URL, SMTP_FROM: set both (alerts on) or neither (off)',
    };
  }
  if (parsed.success && parsed.data.JOB_QUEUE === 'bullmq' && !parsed.data.REDIS_URL) {
    return { ok: false, error: 'Invalid configuration:\n  JOB_QUEUE: bullmq needs REDIS_URL' };
  }
  const s3Error = parsed.success ? s3SettingsError(parsed.data) : null;
  if (s3Error) return { ok: false, error: `Invalid configuration:\n  ${s3Error}` };
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    return { ok: false, error: `Invalid configuration:\n${lines.join('\n')}` };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      dataDir: resolve(cwd, e.DATA_DIR),
      databaseUrl: e.DATABASE_URL,
      demoSdkKey: e.DEMO_SDK_KEY,
      nodeEnv: e.NODE_ENV,
      seedDemo: e.NODE_ENV !== 'production',
      demoPublic: e.DEMO_PUBLIC,
      webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
      webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      widgetDist: e.WIDGET_DIST ? resolve(cwd, e.WIDGET_DIST) : DEFAULT_WIDGET_DIST,
      dashboardDist: e.DASHBOARD_DIST ? resolve(cwd, e.DASHBOARD_DIST) : DEFAULT_DASHBOARD_DIST,
      embedDist: e.EMBED_DIST ? resolve(cwd, e.EMBED_DIST) : DEFAULT_EMBED_DIST,
      logLevel: e.LOG_LEVEL,
      trustProxy: e.TRUST_PROXY,
      blobSigningSecret: e.BLOB_SIGNING_SECRET,
      dataKeys: e.DATA_KEYS,
      dataIndexKey: e.DATA_INDEX_KEY,
      workerThreads: e.WORKER_THREADS,
      precompress: e.PRECOMPRESS,
      startBeganMs: e.START_BEGAN_MS,
      jobLeaseMs: e.JOB_LEASE_MS,
      modelDir: e.MODEL_DIR ? resolve(cwd, e.MODEL_DIR) : undefined,
      sampleModelsDir: e.SAMPLE_MODELS_DIR
        ? resolve(cwd, e.SAMPLE_MODELS_DIR)
        : DEFAULT_SAMPLE_MODELS_DIR,
      publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).href : undefined,
      chatLlm:
        e.CHAT_LLM_URL && e.CHAT_LLM_MODEL
          ? { baseUrl: e.CHAT_LLM_URL, model: e.CHAT_LLM_MODEL, apiKey: e.CHAT_LLM_API_KEY ?? null }
          : undefined,
      chatLlmTimeoutMs: e.CHAT_LLM_TIMEOUT_MS,
      chatLlmAllowPrivate: e.CHAT_LLM_ALLOW_PRIVATE,
      redisUrl: e.REDIS_URL,
      redisPrefix: e.REDIS_PREFIX,
      jobQueue: e.JOB_QUEUE,
      metricsToken: e.METRICS_TOKEN,
      metricsPort: e.METRICS_PORT,
      gpuEngine: e.GPU_ENGINE_URL
        ? {
            url: e.GPU_ENGINE_URL,
            token: e.GPU_ENGINE_TOKEN ?? null,
            timeoutMs: e.GPU_ENGINE_TIMEOUT_MS,
          }
        : undefined,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            serverSideEncryption: e.S3_SERVER_SIDE_ENCRYPTION,
          }
        : undefined,
      auditRetentionDays: e.AUDIT_RETENTION_DAYS,
      smtp: e.SMTP_URL && e.SMTP_FROM ? { url: e.SMTP_URL, from: e.SMTP_FROM } : undefined,
    },
  };
}

/** S3 settings that only make sense together: a bucket, and both halves of a key. */
function s3SettingsError(e: z.infer<typeof EnvSchema>): string | null {
  const others = [
    e.S3_ENDPOINT && 'S3_ENDPOINT',
    e.S3_ACCESS_KEY_ID && 'S3_ACCESS_KEY_ID',
    e.S3_SECRET_ACCESS_KEY && 'S3_SECRET_ACCESS_KEY',
    e.S3_SERVER_SIDE_ENCRYPTION && 'S3_SERVER_SIDE_ENCRYPTION',
  ].filter((name): name is string => Boolean(name));
  if (!e.S3_BUCKET && others.length > 0) return `S3_BUCKET: required with ${others.join(', ')}`;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    return "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (neither: the SDK's default credentials)";
  }
  return null;
}

export const widgetIsBuilt = (config: Config): boolean =>
  existsSync(resolve(config.widgetDist, 'index.html'));
