import { fileURLToPath } from 'node:url';
import { FLOW_ROUTES } from '@afterlook/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEMO_CLINIC } from '../clinics/seed-demo-clinic.ts';
import { renderDemoPage } from './render-demo-page.ts';

const STATIC_DIR = fileURLToPath(new URL('../static/', import.meta.url));

const DemoQuery = z.object({
  flow: z
    .enum(FLOW_ROUTES.map((route) => route.path.slice(1)) as [string, ...string[]])
    .default('onboarding-tier1')
    .catch('onboarding-tier1'),
});

/**
 * /static/* (our own files: the demo clinic's logo, the demo page's script and style)
 * always; GET /demo only where the demo clinic is seeded (not in production).
 */
export async function registerDemoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: STATIC_DIR,
    prefix: '/static/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });
  if (!app.config.seedDemo) return;

  app.get('/demo', { schema: { hide: true } }, async (request, reply) => {
    const { flow } = DemoQuery.parse(request.query);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        renderDemoPage({
          sdkKey: app.config.demoSdkKey,
          flowPath: `/${flow}`,
          clinicName: DEMO_CLINIC.name,
        }),
      );
  });
}
