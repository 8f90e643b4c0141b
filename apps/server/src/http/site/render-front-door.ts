import { escapeHtml } from '../../lib/escape-html.ts';
import { renderPage } from './render-page.ts';

/**
 * GET /: AfterLook's front door for clinics: what it does, a live demo (the real
 * snippet with the demo clinic's key, where the demo is seeded), the install snippet,
 * and the way to the guide and the API docs.
 */
export function renderFrontDoor(options: {
  /** The snippet to show, with a placeholder key. */
  snippet: string;
  /** The live snippet on this page (demo key), or null in production. */
  liveScript: string | null;
}): string {
  const demo = options.liveScript !== null;
  const tryIt = demo
    ? `<button type="button" class="cta" data-afterlook-open data-afterlook-flow="tier1">Try the live demo</button>`
    : '';
  const main = `    <section class="hero">
      <div>
        <h1>Show patients their result before the consultation.</h1>
        <p class="lead">AfterLook is a before/after visualization and lead-capture widget for
          aesthetic clinics. A patient picks a body area and a procedure, chooses a sample
          model, uploads a photo or is guided by voice through a camera scan, and sees a
          simulated after image on a before/after slider. Then they leave their name and
          phone for your coordinators.</p>
        <p class="actions">${tryIt}
          <a class="cta cta--secondary" href="/docs/embed">Read the integration guide</a></p>
      </div>
    </section>
    <section aria-labelledby="how">
      <h2 id="how">How it works on your site</h2>
      <ol class="steps">
        <li><strong>Paste one snippet.</strong> A floating button, a modal, or the widget
          inline in your page: your choice, in your brand colour.</li>
        <li><strong>Patients visualize.</strong> Guided flows, from a tour of areas and
          procedures to an ad landing page and a voice-guided camera scan, in English and
          Spanish.</li>
        <li><strong>You get the lead.</strong> Name, phone and the procedure reach your
          clinic's leads; your page hears each step as an event.</li>
      </ol>
    </section>
    <section aria-labelledby="install">
      <h2 id="install">Install</h2>
      <p>Put this before <code>&lt;/body&gt;</code> on your site, with your clinic's SDK key.
        Only the origins your clinic allows (by default your website's) can show the widget.</p>
      <pre tabindex="0"><code>${escapeHtml(options.snippet)}</code></pre>
      <p>Every option, event and the raw iframe protocol are in the
        <a href="/docs/embed">integration guide</a>; the HTTP API is in the
        <a href="/api/docs">API reference</a>.</p>
    </section>
    <section aria-labelledby="privacy">
      <h2 id="privacy">Careful with patients' data</h2>
      <p>Photos stay on your AfterLook server, behind signed, expiring links. Your page's
        events carry no photos and no contact details unless you ask for them. No
        third-party calls: models, fonts and voices are served by AfterLook itself.</p>
    </section>`;
  return renderPage({
    title: 'AfterLook — before/after visualization for aesthetic clinics',
    description:
      'A before/after visualization and lead-capture widget clinics embed with one snippet.',
    current: '/',
    demo,
    main,
    scripts: options.liveScript ? [options.liveScript] : [],
  });
}
