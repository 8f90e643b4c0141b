import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export const EMBED_NOT_BUILT = 'Embed loader not built: run npm run build';

/**
 * GET /embed.js: the host-page loader (packages/embed's build), a classic script any
 * site may include. Its address never changes, so it is revalidated after 5 minutes:
 * a new loader reaches clinics' pages quickly. Without a build: 503 with the fix.
 */
export function registerEmbedScript(app: FastifyInstance): void {
  app.get('/embed.js', { schema: { hide: true } }, async (_request, reply) => {
    let script: Buffer;
    try {
      script = await readFile(join(app.config.embedDist, 'embed.js'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(EMBED_NOT_BUILT);
    }
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(script);
  });
}
