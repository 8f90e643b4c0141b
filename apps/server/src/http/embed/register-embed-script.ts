import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readBuildFile, replyNotBuilt } from '../hosting/read-build-file.ts';

export const EMBED_NOT_BUILT = 'Embed loader not built: run npm run build';

/**
 * GET /embed.js: the host-page loader (packages/embed's build), a classic script any
 * site may include. Its address never changes, so it is revalidated after 5 minutes:
 * a new loader reaches clinics' pages quickly. Without a build: 503 with the fix.
 */
export function registerEmbedScript(app: FastifyInstance): void {
  app.get('/embed.js', { schema: { hide: true } }, async (_request, reply) => {
    const script = await readBuildFile(join(app.config.embedDist, 'embed.js'));
    if (!script) return replyNotBuilt(reply, EMBED_NOT_BUILT);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(script);
  });
}
