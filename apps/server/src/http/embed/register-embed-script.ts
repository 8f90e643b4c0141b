import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readBuildFile, replyNotBuilt } from '../hosting/read-build-file.ts';

export const EMBED_NOT_BUILT = 'Embed loader not built: run npm run build';

/**
 * GET /embed.js: the host-page loader (packages/embed's build), a classic script any
 * site may include; GET /embed/react.js: the <AfterLook /> component as one ES module a
 * React site saves into its own source (the guide says how). Their addresses never
 * change, so they are revalidated after 5 minutes: a new loader reaches clinics' pages
 * quickly. Without a build: 503 with the fix.
 */
export function registerEmbedScript(app: FastifyInstance): void {
  for (const [path, file] of [
    ['/embed.js', 'embed.js'],
    ['/embed/react.js', 'react/afterlook-react.js'],
  ] as const) {
    app.get(path, { schema: { hide: true } }, async (_request, reply) => {
      const script = await readBuildFile(join(app.config.embedDist, file));
      if (!script) return replyNotBuilt(reply, EMBED_NOT_BUILT);
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('text/javascript; charset=utf-8')
        .send(script);
    });
  }
}
