import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FLOW_ROUTES } from '@afterlook/domain';
import { snippetFor } from '@afterlook/embed/snippet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEMO_CLINIC } from '../../features/clinics/seed-demo-clinic.ts';
import { STATIC_COPY, servedRoot } from '../compression/built-copies.ts';
import { inlineScript } from '../site/inline-script.ts';
import { initCall, snippetCode } from '../site/install-snippet.ts';
import { publicBase } from '../site/public-base.ts';
import { sendPage } from '../site/register-site-pages.ts';
import { renderDemoPage } from './render-demo-page.ts';

export const STATIC_DIR = fileURLToPath(new URL('../static/', import.meta.url));

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
    root: servedRoot(STATIC_DIR, STATIC_COPY, readdirSync(STATIC_DIR)),
    prefix: '/static/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
    preCompressed: true,
  });
  if (!app.config.seedDemo) return;

  app.get('/demo', { schema: { hide: true } }, async (request, reply) => {
    const { flow } = DemoQuery.parse(request.query);
    const variant = FLOW_ROUTES.find((route) => route.path === `/${flow}`)?.variant ?? 'tier1';
    const snippet = inlineScript(
      snippetCode(
        snippetFor(publicBase(request), [
          initCall(app.config.demoSdkKey),
          `AfterLook('inline', { element: '#afterlook-widget', flow: ${JSON.stringify(variant)} });`,
        ]),
      ),
    );
    const html = renderDemoPage({
      snippet: snippet.html,
      flowPath: `/${flow}`,
      clinicName: DEMO_CLINIC.name,
    });
    return sendPage(reply, html, [snippet.hash]);
  });
}
