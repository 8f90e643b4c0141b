import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../lib/escape-html.ts';
import { readBuildFile, replyNotBuilt } from '../lib/read-build-file.ts';
import { buildCsp } from '../plugins/content-security-policy.ts';

/** The placeholder the widget's index.html carries (apps/widget/index.html). */
const PUBLIC_URL_META = '<meta name="afterlook-public-url" content="/" />';

export const WIDGET_NOT_BUILT = 'Widget not built: run npm run build';

/**
 * Sends the widget's index.html with the given status, never cached (a new build
 * must reach visitors at once), framable by `frameAncestors` besides our own origin,
 * allowed to call `connectOrigins` besides its own, with the provider's address
 * (`publicUrl`, PUBLIC_URL) written in. Without a build: 503.
 */
export async function serveWidgetIndex(
  reply: FastifyReply,
  widgetDist: string,
  status: 200 | 404,
  frameAncestors: readonly string[],
  connectOrigins: readonly string[] = [],
  publicUrl?: string,
): Promise<FastifyReply> {
  const html = await readBuildFile(join(widgetDist, 'index.html'));
  if (!html) return replyNotBuilt(reply, WIDGET_NOT_BUILT);
  return reply
    .code(status)
    .header('cache-control', 'no-cache')
    .header('content-security-policy', buildCsp(frameAncestors, { connectOrigins }))
    .type('text/html; charset=utf-8')
    .send(
      publicUrl
        ? html
            .toString('utf8')
            .replace(
              PUBLIC_URL_META,
              `<meta name="afterlook-public-url" content="${escapeHtml(publicUrl)}" />`,
            )
        : html,
    );
}
