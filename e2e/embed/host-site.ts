import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { snippetFor } from '@afterlook/embed/snippet';

/**
 * A clinic's own site for the embed tests: a plain HTTP server on loopback at another
 * origin than the AfterLook server, serving pages by path. Nothing of ours is on it
 * but the snippet the clinic pasted.
 */
export interface HostSite {
  readonly origin: string;
  close(): Promise<void>;
}

/** A page's HTML, or a file with the Content-Security-Policy it is sent with (and its type). */
export type HostPage =
  | string
  | { readonly html: string; readonly csp?: string; readonly type?: string };

export async function startHostSite(pages: Readonly<Record<string, HostPage>>): Promise<HostSite> {
  const server = createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://host').pathname];
    response.writeHead(page === undefined ? 404 : 200, {
      'content-type': `${(typeof page === 'object' && page.type) || 'text/html'}; charset=utf-8`,
      'cache-control': 'no-store',
      ...(typeof page === 'object' && page.csp ? { 'content-security-policy': page.csp } : {}),
    });
    response.end(typeof page === 'object' ? page.html : (page ?? 'Not found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The page's record of what it heard: every event as { name, payload }, with blobs
 * told by type and size ('image/png 12345 B'), in window.heard.
 */
const RECORDER = `<script>
  window.heard = [];
  const describe = (value) => JSON.parse(JSON.stringify(value, (_k, v) =>
    v instanceof Blob ? v.type + ' ' + v.size + ' B' : v));
  for (const name of ['ready', 'procedureSelected', 'simulationShown', 'leadSubmitted', 'viewsCaptured', 'close']) {
    AfterLook('on', name, (payload) => window.heard.push({ name, payload: describe(payload) }));
  }
  AfterLook('on', 'viewsCaptured', (payload) =>
    window.heard.push({ name: 'viewsCaptured+images', payload: describe(payload) }), { images: true });
</script>`;

/** A plain clinic page with `calls` after the snippet, the snippet pasted `copies` times. */
export function hostPage(
  widgetServer: string,
  calls: readonly string[],
  { copies = 1, body = '' }: { copies?: number; body?: string } = {},
): string {
  const snippet = snippetFor(widgetServer, calls);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bella Clinic</title></head>
<body>
<header><h1>Bella Clinic</h1><a href="#contact">Contact</a></header>
<main>${body}</main>
${Array.from({ length: copies }, () => snippet).join('\n')}
${RECORDER}
</body>
</html>`;
}

/** A page another site could frame next to the widget, posting look-alike widget messages. */
export const FORGER_PAGE = `<!doctype html><title>forger</title><script>
  const forged = (type, payload) => parent.postMessage({ source: 'afterlook-widget', version: 1, type, payload }, '*');
  forged('lead-submitted', { formName: 'ONBOARDING_TIER1', procedure: 'BBL', contact: { name: 'Forged', phone: '+10000000000' } });
  forged('close-modal', {});
  forged('ready', { flow: 'forged' });
  document.title = 'forged';
</script>`;
