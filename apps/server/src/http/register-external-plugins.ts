import { SCAN_ASSETS_BASE } from '@afterlook/api';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { registerCompression } from './compression/register-compression.ts';
import { cspDirectives } from './content-security-policy.ts';
import { createCorsOriginCheck } from './embed/create-cors-origin-check.ts';

/** Where rate-limit counters live: this process (embedded) or a Redis shared by processes. */
export interface SharedCounters {
  readonly redis: Redis;
  readonly prefix: string;
}

/** Helmet, CORS, rate limiting and OpenAPI: the outer layer, before our own plugins. */
export async function registerExternalPlugins(
  app: FastifyInstance,
  counters?: SharedCounters,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives([]) },
    // The widget lives in clinics' iframes: framing is governed by CSP frame-ancestors,
    // never by X-Frame-Options, and our assets may be loaded by their pages.
    frameguard: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // Only clinics' allowed origins get CORS (http/embed/create-cors-origin-check.ts); the
  // widget itself calls from our own origin. Authorization header, never cookies.
  await app.register(cors, {
    origin: createCorsOriginCheck(),
    methods: ['GET', 'POST', 'PUT'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    credentials: false,
    maxAge: 600,
  });

  // Only the dashboard's staff session rides in a cookie (staff/); the widget never does.
  await app.register(cookie);

  await registerCompression(app, [`${SCAN_ASSETS_BASE}/`]);

  // Opt-in per route (config.rateLimit, see http/limits/route-limit.ts). As a preHandler it
  // runs after authentication, so a limit keys on the verified identity. With a shared
  // Redis every process counts in the same buckets; while Redis is unreachable the
  // limits let calls through (patients keep being served) and /readyz reports it.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    ...(counters && {
      redis: counters.redis,
      nameSpace: `${counters.prefix}rate-limit:`,
      skipOnError: true,
    }),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'AfterLook API',
        description:
          'Widget sessions, clinic info and location. Session calls carry `Authorization: session <access_token>`. ' +
          "Location data: <a href='https://db-ip.com'>IP Geolocation by DB-IP</a> (CC BY 4.0).",
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          sdkKey: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The clinic SDK key itself',
          },
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'session <access_token>',
          },
          adminKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A clinic admin key (npm run clinic -- create-admin-key <clinic-id>)',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'afterlook_staff',
            description:
              'A signed-in staff member (POST /api/v1/staff/login); state-changing calls also send X-CSRF-Token',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles; its own CSP leaves them out.
    transformStaticCSP: (header) =>
      header.replace(
        /style-src ([^;]*)/,
        (_match, sources: string) => `style-src ${sources} 'unsafe-inline'`,
      ),
  });
}
