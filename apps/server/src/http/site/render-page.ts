import { escapeHtml } from '../../lib/escape-html.ts';

export interface PageOptions {
  readonly title: string;
  readonly description: string;
  /** The nav entry of this page. */
  readonly current: '/' | '/docs/embed' | '/privacy';
  /** The page's language (default en). */
  readonly lang?: string;
  /** Whether /demo exists (not in production). */
  readonly demo: boolean;
  readonly main: string;
  /** Inline scripts (already hashed into the page's CSP) and module script paths. */
  readonly scripts?: readonly string[];
}

/** The frame of AfterLook's own pages: header with the nav, main, footer. */
export function renderPage(options: PageOptions): string {
  const links: [string, string][] = [
    ['/', 'Product'],
    ['/docs/embed', 'Integration guide'],
    ['/api/docs', 'API'],
    ['/privacy', 'Privacy'],
    ...(options.demo ? ([['/demo', 'Demo clinic']] as [string, string][]) : []),
  ];
  const nav = links
    .map(([href, label]) => {
      const current = href === options.current ? ' aria-current="page"' : '';
      return `<a href="${href}"${current}>${label}</a>`;
    })
    .join('');
  return `<!doctype html>
<html lang="${options.lang ?? 'en'}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(options.title)}</title>
  <meta name="description" content="${escapeHtml(options.description)}">
  <link rel="stylesheet" href="/static/site.css">
  <!-- No icon of our own yet: without this line every first visit asks for /favicon.ico and gets a 404. -->
  <link rel="icon" href="data:,">
</head>
<body>
  <header class="site-header">
    <a class="brand" href="/">AfterLook</a>
    <nav aria-label="AfterLook">${nav}</nav>
  </header>
  <main id="main">
${options.main}
  </main>
  <footer class="site-footer">
    <p>AfterLook — before/after visualization and lead capture for aesthetic clinics.
      Location data: <a href="https://db-ip.com">IP Geolocation by DB-IP</a>.</p>
  </footer>
  ${(options.scripts ?? []).join('\n  ')}
</body>
</html>
`;
}
