import { FLOW_ROUTES } from '@afterlook/domain';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A clinic-like landing page embedding the widget in an iframe, the way a clinic
 * would, with a panel logging the widget's window messages (GET /demo).
 */
export function renderDemoPage(options: {
  sdkKey: string;
  flowPath: string;
  clinicName: string;
}): string {
  const src = `${options.flowPath}?clinicSdkKey=${encodeURIComponent(options.sdkKey)}`;
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
        <h2>Window messages from the widget <button type="button" id="clear-log">Clear</button></h2>
        <ol id="message-log"><li id="message-log-empty">No messages yet.</li></ol>
      </section>
    </section>
    <iframe id="afterlook-widget" title="AfterLook visualization" src="${escapeHtml(src)}"
      allow="camera; microphone; autoplay; fullscreen"></iframe>
  </main>
  <footer>Demo host page served by AfterLook. <a href="https://db-ip.com">IP Geolocation by DB-IP</a></footer>
  <script type="module" src="/static/demo.js"></script>
</body>
</html>
`;
}
