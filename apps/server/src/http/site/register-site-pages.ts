import { isLanguage, PRIVACY_PATH } from '@afterlook/domain';
import { snippetFor } from '@afterlook/embed/snippet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildCsp } from '../content-security-policy.ts';
import { inlineScript } from './inline-script.ts';
import { initCall, installSnippet, scriptTagInstall, snippetCode } from './install-snippet.ts';
import { publicBase } from './public-base.ts';
import { renderEmbedGuide } from './render-embed-guide.ts';
import { renderFrontDoor } from './render-front-door.ts';
import { renderPrivacyPage } from './render-privacy-page.ts';

/** The key the shown snippets carry: a clinic puts its own there. */
export const PLACEHOLDER_KEY = 'YOUR-SDK-KEY';

/** Sends one of our HTML pages, allowing exactly its inline snippet (by hash). */
export function sendPage(reply: FastifyReply, html: string, scriptHashes: string[] = []) {
  return reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', buildCsp([], { scriptHashes }))
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * GET / (the front door for clinics: with the demo clinic seeded, the real snippet
 * with its key runs there as the live demo), GET /docs/embed (the integration guide)
 * and GET /privacy (the privacy policy, en or ?lang=es; the widget's consent line links it).
 */
export function registerSitePages(app: FastifyInstance): void {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const base = publicBase(request);
    // The live demo: the real snippet with the demo key; the page's own button opens it.
    const live = app.config.seedDemo
      ? inlineScript(snippetCode(snippetFor(base, [initCall(app.config.demoSdkKey)])))
      : null;
    const html = renderFrontDoor({
      snippet: installSnippet(base, PLACEHOLDER_KEY),
      liveScript: live?.html ?? null,
    });
    return sendPage(reply, html, live ? [live.hash] : []);
  });

  app.get('/docs/embed', { schema: { hide: true } }, async (request, reply) =>
    sendPage(
      reply,
      renderEmbedGuide({
        base: publicBase(request),
        snippet: installSnippet(publicBase(request), PLACEHOLDER_KEY),
        scriptTag: scriptTagInstall(publicBase(request), PLACEHOLDER_KEY),
        demo: app.config.seedDemo,
      }),
    ),
  );

  app.get(PRIVACY_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { lang } = request.query as { lang?: unknown };
    return sendPage(
      reply,
      renderPrivacyPage({ lang: isLanguage(lang) ? lang : 'en', demo: app.config.seedDemo }),
    );
  });
}
