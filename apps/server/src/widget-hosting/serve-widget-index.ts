import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { buildCsp } from '../plugins/content-security-policy.ts';

export const WIDGET_NOT_BUILT = 'Widget not built: run npm run build';

/**
 * Sends the widget's index.html with the given status, never cached (a new build
 * must reach visitors at once), framable by `frameAncestors`, allowed to call
 * `connectOrigins` besides its own. Without a build: 503.
 */
export async function serveWidgetIndex(
  reply: FastifyReply,
  widgetDist: string,
  status: 200 | 404,
  frameAncestors: readonly string[] | '*',
  connectOrigins: readonly string[] = [],
): Promise<FastifyReply> {
  let html: Buffer;
  try {
    html = await readFile(join(widgetDist, 'index.html'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(WIDGET_NOT_BUILT);
  }
  return reply
    .code(status)
    .header('cache-control', 'no-cache')
    .header('content-security-policy', buildCsp(frameAncestors, connectOrigins))
    .type('text/html; charset=utf-8')
    .send(html);
}
