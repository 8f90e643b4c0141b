import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createDb } from './adapters/db/create-db.ts';
import { migrateDb } from './adapters/db/migrate-db.ts';
import { createLocationLookup } from './adapters/location/create-location-lookup.ts';
import { createMetrics } from './adapters/metrics/create-metrics.ts';
import { registerMetrics } from './adapters/metrics/register-metrics.ts';
import { appContextPlugin } from './compose/app-context.ts';
import type { Config } from './compose/config/load-config.ts';
import { type PortsOptions, portsPlugin } from './compose/ports-plugin.ts';
import { seedDemoClinic } from './features/clinics/seed-demo-clinic.ts';
import { indexUnindexedLeads } from './features/leads/index-lead-search.ts';
import { deleteExpiredSessions } from './features/sessions/delete-expired-sessions.ts';
import { registerDashboardHosting } from './http/dashboard-hosting/register-dashboard-hosting.ts';
import { registerDemoRoutes } from './http/demo/register-demo-routes.ts';
import { registerEmbedScript } from './http/embed/register-embed-script.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { limitsPlugin } from './http/limits/limits-plugin.ts';
import type { ServerLimitOverrides } from './http/limits/server-limits.ts';
import { registerRequestContext } from './http/logging/request-context.ts';
import { requestIdOf } from './http/logging/request-id.ts';
import { serializeRequest } from './http/logging/serialize-request.ts';
import { registerJsonBodyParser } from './http/parse-json-body.ts';
import { registerExternalPlugins } from './http/register-external-plugins.ts';
import { registerAdminRoutes } from './http/routes/admin.ts';
import { registerAdminAuditRoutes } from './http/routes/admin-audit.ts';
import { registerAdminClinicRoutes } from './http/routes/admin-clinic.ts';
import { registerAdminDeadLetterRoutes } from './http/routes/admin-dead-letters.ts';
import { registerAdminLeadAssigneeRoutes } from './http/routes/admin-lead-assignee.ts';
import { registerAdminLeadViewRoutes } from './http/routes/admin-lead-views.ts';
import { registerAdminLeadsStatusRoutes } from './http/routes/admin-leads-status.ts';
import { registerWebhookSecretRoutes } from './http/routes/admin-webhook-secret.ts';
import { registerAnalyticsRoutes } from './http/routes/analytics.ts';
import { registerChatRoutes } from './http/routes/chat.ts';
import { registerClinicInfoRoutes } from './http/routes/clinic-info.ts';
import { registerClinicLogoRoutes } from './http/routes/clinic-logo.ts';
import { registerClinicSampleModelRoutes } from './http/routes/clinic-sample-models.ts';
import { registerEmbedCheckRoute } from './http/routes/embed-check.ts';
import { registerFollowUpRoutes } from './http/routes/follow-ups.ts';
import { registerFormConfigRoutes } from './http/routes/form-configs.ts';
import { registerHealthRoutes } from './http/routes/health.ts';
import { registerImageRoutes } from './http/routes/images.ts';
import { registerLeadRoutes } from './http/routes/leads.ts';
import { registerNotificationRoutes } from './http/routes/notifications.ts';
import { registerSampleModelRoutes } from './http/routes/sample-models.ts';
import { registerSessionRoutes } from './http/routes/sessions.ts';
import { registerStaffRoutes } from './http/routes/staff.ts';
import { registerTransformRoutes } from './http/routes/transforms.ts';
import { registerUserLocationRoutes } from './http/routes/user-location.ts';
import { registerScanAssets } from './http/scan-assets/register-scan-assets.ts';
import { registerSitePages } from './http/site/register-site-pages.ts';
import { registerWidgetHosting } from './http/widget-hosting/register-widget-hosting.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { Db } from './ports/db-schema.ts';
import type { LocationLookup } from './ports/location-lookup.ts';

export interface BuildAppOptions {
  /** Time source (tests move it forward); default the system clock. */
  readonly clock?: Clock;
  /** An already-open database (tests); default one from the config. Closed with the app. */
  readonly db?: Db;
  readonly locationLookup?: LocationLookup;
  /** Image worker pool, job queue start (tests). */
  readonly media?: PortsOptions;
  /** Tighter rate limits and quotas (tests); default the product's (packages/domain). */
  readonly limits?: ServerLimitOverrides;
}

/** TRUST_PROXY=<n>: trust the n closest proxies (what Fastify does for a number). */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

const SESSION_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The whole server, ready to listen: migrations run and, outside production, the
 * demo clinic seeded on an empty database. Layers: external plugins → our context
 * (db, config) → the ports and what their adapters mount → routes → dashboard hosting
 * → widget hosting
 * (which owns the not-found handler).
 */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const db = options.db ?? createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDb(db);
    if (config.seedDemo) await seedDemoClinic(db, config.demoSdkKey, clock);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    // Request lines without secrets, contact details or whole client addresses.
    logger: { level: config.logLevel, serializers: { req: serializeRequest } },
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  // ioredis loads only where REDIS_URL is set.
  const redis = config.redisUrl
    ? (await import('./adapters/redis/connect-redis.ts')).connectRedis(config.redisUrl)
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  app.decorate('sharedRedis', redis ?? null);
  await registerExternalPlugins(app, redis && { redis, prefix: config.redisPrefix });
  // Read at scrape time, once the ports exist.
  app.decorate(
    'metrics',
    createMetrics(() => app.ports.jobs.depth()),
  );
  registerMetrics(app, app.metrics);
  await app.register(limitsPlugin, options.limits ?? {});
  await app.register(appContextPlugin, {
    config,
    db,
    clock,
    locationLookup: options.locationLookup ?? createLocationLookup(),
  });
  await app.register(portsPlugin, options.media ?? {});

  registerHealthRoutes(app);
  registerSessionRoutes(app);
  registerEmbedCheckRoute(app);
  registerClinicInfoRoutes(app);
  registerUserLocationRoutes(app);
  registerImageRoutes(app);
  registerTransformRoutes(app);
  registerSampleModelRoutes(app);
  registerLeadRoutes(app);
  registerChatRoutes(app);
  registerAnalyticsRoutes(app);
  registerAdminRoutes(app);
  registerStaffRoutes(app);
  registerAdminClinicRoutes(app);
  registerAdminDeadLetterRoutes(app);
  registerWebhookSecretRoutes(app);
  registerAdminAuditRoutes(app);
  registerAdminLeadAssigneeRoutes(app);
  registerAdminLeadsStatusRoutes(app);
  registerAdminLeadViewRoutes(app);
  registerFormConfigRoutes(app);
  registerFollowUpRoutes(app);
  registerNotificationRoutes(app);
  await registerClinicLogoRoutes(app);
  await registerClinicSampleModelRoutes(app);
  registerEmbedScript(app);
  registerSitePages(app);
  await registerDemoRoutes(app);
  await registerScanAssets(app);
  await registerDashboardHosting(app);
  await registerWidgetHosting(app);

  let cleanup: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Leads stored before search existed (or mid-crash) get their search tokens.
    indexUnindexedLeads(app.ports).catch((error: unknown) =>
      app.log.warn({ err: error }, 'lead search indexing failed'),
    );
    cleanup = setInterval(() => {
      deleteExpiredSessions(db, clock).catch((error: unknown) =>
        app.log.warn({ err: error }, 'expired-session cleanup failed'),
      );
    }, SESSION_CLEANUP_INTERVAL_MS);
    cleanup.unref();
  });
  app.addHook('onClose', async () => clearInterval(cleanup));

  await app.ready();
  return app;
}
