import { FLOW_ROUTES } from '@afterlook/domain';
import { escapeHtml } from '../../lib/escape-html.ts';

/**
 * A clinic-like landing page installing the widget the way a clinic does, with the
 * real snippet (`snippet`: its <script> element, hashed into the page's CSP), inline,
 * and a panel logging the events the page hears (GET /demo).
 */
export function renderDemoPage(options: {
  snippet: string;
  flowPath: string;
  clinicName: string;
}): string {
  const flows = FLOW_ROUTES.map((route) => {
    const current = route.path === options.flowPath ? ' aria-current="page"' : '';
    return `<li><a href="/demo?flow=${encodeURIComponent(route.path.slice(1))}"${current}>${escapeHtml(route.variant)}</a></li>`;
  }).join('\n        ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(options.clinicName)} — AfterLook demo</title>
  <link rel="stylesheet" href="/static/demo.css">
  <link rel="icon" href="/static/demo-clinic-logo.svg">
</head>
<body>
  <header>
    <img src="/static/demo-clinic-logo.svg" alt="${escapeHtml(options.clinicName)}" height="48">
    <nav><a href="#">Procedures</a><a href="#">Results</a><a href="#">Contact</a></nav>
  </header>
  <main class="hero">
    <section>
      <h1>See your results before you decide.</h1>
      <p>Pick a procedure, choose a model or use your own photo, and get an AI before/after
        visualization in seconds. Our coordinators follow up when you are ready.</p>
      <p>Widget flow:</p>
      <ul class="flows">
        ${flows}
      </ul>
      <section class="log" aria-live="polite">
        <h2>Events the page hears <button type="button" id="clear-log">Clear</button></h2>
        <ol id="message-log"><li id="message-log-empty">No messages yet.</li></ol>
      </section>
    </section>
    <div id="afterlook-widget" class="widget-slot"></div>
  </main>
  <footer>Demo host page served by AfterLook. <a href="/">About AfterLook</a> · <a href="/docs/embed">Integration guide</a> · <a href="https://db-ip.com">IP Geolocation by DB-IP</a></footer>
  ${options.snippet}
  <script type="module" src="/static/demo.js"></script>
</body>
</html>
`;
}
