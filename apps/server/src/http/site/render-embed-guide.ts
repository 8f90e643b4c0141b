import {
  AI_SUPPORTED_PROCEDURES,
  FLOW_ROUTES,
  PROCEDURES,
  procedureDisplayName,
  THEME_DEFAULTS,
} from '@afterlook/domain';
import { escapeHtml } from '../../lib/escape-html.ts';
import { initCall, snippetFor } from './install-snippet.ts';
import { renderPage } from './render-page.ts';

const code = (text: string) => `<pre tabindex="0"><code>${escapeHtml(text)}</code></pre>`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<div class="table"><table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div>`;

/** A table of the iframe protocol's messages one way: each row's type and payload are code. */
const messageTable = (
  direction: string,
  whatHeading: string,
  rows: readonly (readonly [type: string, payload: string, what: string])[],
) =>
  table(
    [direction, 'Payload', whatHeading],
    rows.map(([type, payload, what]) => [`<code>${type}</code>`, `<code>${payload}</code>`, what]),
  );

/** What each flow is for and which query parameters it reads besides the common ones. */
const FLOW_NOTES: Record<string, { purpose: string; params: string }> = {
  tier1: {
    purpose: 'Area, then procedure, then a sample model, an upload or a scan; result and lead.',
    params: '<code>procedure</code> (optional: skips to that procedure)',
  },
  scan: {
    purpose:
      'Photo-capture integration: preview video, guided scan, result; hands the view to the page.',
    params:
      '<code>procedure</code> (required), <code>name</code>, <code>email</code>, <code>phone</code> (start the lead form)',
  },
  'scan-all-poses': {
    purpose: 'Scans every pose the procedure needs and hands the views to the page; no simulation.',
    params: '<code>procedure</code> (required)',
  },
  advertise: {
    purpose: 'Ad landing flow: a headline, then the visualization and the lead.',
    params: '<code>procedure</code> (required), <code>ctaCopy</code> (headline variant)',
  },
  chatbot: {
    purpose:
      'A doctor-persona chat that answers questions (with the photo the patient attaches) and books a consultation.',
    params: '—',
  },
  'tier1-chat': {
    purpose:
      'An AI assistant that answers questions, runs a simulation on a sample model or the patient’s photo, and takes a patient-coordinator intake.',
    params: '<code>procedure</code> (optional: the procedure the page is about)',
  },
  'single-procedure': {
    purpose: 'A landing page for one procedure, then model, upload or scan.',
    params: '<code>procedure</code>, <code>configUrl</code> (landing copy, scan on or off)',
  },
};

/**
 * GET /docs/embed: the integration guide. The snippet and every option and event with
 * copy-paste examples; the raw iframe and its message protocol for pages without the
 * loader; the query parameters of every flow (docs/product/routes.md); the valid procedures.
 */
export function renderEmbedGuide(options: {
  base: string;
  snippet: string;
  /** The same install as one script tag with data-* options (no inline script). */
  scriptTag: string;
  demo: boolean;
}) {
  const base = options.base.replace(/\/$/, '');
  const flows = FLOW_ROUTES.map((route) => {
    const note = FLOW_NOTES[route.variant];
    return [
      `<code>${route.variant}</code>`,
      `<code>${route.path}</code>`,
      note?.purpose ?? '',
      note?.params ?? '',
    ];
  });
  const procedures = PROCEDURES.map((procedure) => [
    `<code>${procedure}</code>`,
    escapeHtml(procedureDisplayName(procedure, 'en')),
    (AI_SUPPORTED_PROCEDURES as readonly string[]).includes(procedure) ? 'Yes' : 'No',
  ]);

  const main = `    <article class="guide">
    <h1>Integration guide</h1>
    <p class="lead">Put AfterLook on your clinic's site with one snippet, listen to what
      patients do, or drive the widget's iframe yourself. Everything here works against
      this server, <code>${escapeHtml(base)}</code>.</p>
    <nav aria-label="On this page" class="toc"><ol>
      <li><a href="#install">Install the snippet</a></li>
      <li><a href="#options">Options</a></li>
      <li><a href="#commands">Commands</a></li>
      <li><a href="#events">Events</a></li>
      <li><a href="#react">React</a></li>
      <li><a href="#origins">Allowed origins</a></li>
      <li><a href="#csp">Content-Security-Policy</a></li>
      <li><a href="#iframe">Raw iframe and message protocol</a></li>
      <li><a href="#flows">Flows and query parameters</a></li>
      <li><a href="#procedures">Procedures</a></li>
    </ol></nav>

    <h2 id="install">Install the snippet</h2>
    <p>Paste this before <code>&lt;/body&gt;</code>, with your clinic's SDK key. It defines
      <code>AfterLook(…)</code> at once: calls made before the script arrives are queued and
      replayed. Pasting it twice still loads the script once and shows one button.</p>
    ${code(options.snippet)}
    <p>The floating button opens the widget in a modal: full-screen on phones, a centred
      panel on larger screens. Escape, the close button or the widget's own Done closes it,
      and focus returns to the button.</p>
    <p>Inline instead, sized to the widget's content: the same snippet with an
      <code>inline</code> call in place of <code>button</code>, after the element that holds it.</p>
    ${code(
      `<div id="afterlook"></div>\n${snippetFor(base, [
        initCall('YOUR-SDK-KEY'),
        "AfterLook('inline', { element: '#afterlook', flow: 'single-procedure', procedure: 'BBL' });",
      ])}`,
    )}
    <p>Without inline script (for a page whose Content-Security-Policy forbids it): one
      script tag whose <code>data-*</code> attributes are the options. <code>data-button</code>
      adds the floating button (its text), <code>data-inline="#afterlook"</code> an inline
      widget; any option below goes in as <code>data-theme-color</code>,
      <code>data-lang</code>, <code>data-position</code>…</p>
    ${code(options.scriptTag)}
    <p>Or with no script of your own: any element with <code>data-afterlook-open</code> opens
      the modal, and any element with <code>data-afterlook-inline</code> holds an inline widget.
      Options go in <code>data-afterlook-*</code> attributes (<code>data-afterlook-flow</code>,
      <code>data-afterlook-procedure</code>, <code>data-afterlook-context-procedure</code>,
      <code>data-afterlook-cta-copy</code>…):</p>
    ${code(`<button data-afterlook-open data-afterlook-flow="tier1-chat"
        data-afterlook-context-procedure="BREAST_AUGMENTATION">Ask our assistant</button>`)}

    <h2 id="options">Options</h2>
    <p>Every command that opens a widget (<code>init</code> for defaults, <code>button</code>,
      <code>inline</code>, <code>open</code>) takes these; they become the widget's
      <a href="#flows">query parameters</a>.</p>
    ${table(
      ['Option', 'Meaning'],
      [
        ['<code>clinicKey</code>', "Your clinic's SDK key (required, usually in init)."],
        [
          '<code>flow</code>',
          `Which flow: ${FLOW_ROUTES.map((r) => `<code>${r.variant}</code>`).join(', ')}. Default <code>tier1</code>.`,
        ],
        ['<code>procedure</code>', 'A <a href="#procedures">procedure</a> value.'],
        [
          '<code>contextProcedure</code>',
          'The procedure of the page the widget opens from; sent to the widget once it is ready.',
        ],
        [
          '<code>lang</code>',
          '<code>en</code> or <code>es</code>; otherwise the browser language.',
        ],
        ['<code>ctaCopy</code>', 'Ad headline variant (advertise flow) and analytics.'],
        [
          '<code>themeColor</code>',
          `Hex colour, default <code>${THEME_DEFAULTS.themeColor}</code>.`,
        ],
        ['<code>fontFamily</code>', `One font-family name, default ${THEME_DEFAULTS.fontFamily}.`],
        [
          '<code>configUrl</code>',
          'Address of a form configuration document (single-procedure flow), on one of your allowed origins or on this server; any other is ignored.',
        ],
        ['<code>formVersion</code>, <code>referrer</code>', 'For analytics.'],
        [
          '<code>name</code>, <code>email</code>, <code>phone</code>',
          'The patient, when your page knows them (scan flow).',
        ],
      ],
    )}
    <p>The button also takes <code>label</code> (default 'See your results', or 'Ver tus
      resultados' on a page whose <code>&lt;html lang&gt;</code> or <code>lang</code> option is
      Spanish), <code>themeColor</code> (default your clinic's theme colour),
      <code>position</code> (<code>bottom-right</code> or <code>bottom-left</code>),
      <code>offsetX</code> and <code>offsetY</code> (its distance from the side and the bottom:
      px, or a CSS length such as <code>'5rem'</code>; default 20 px) and <code>preload</code>.
      If your site has its own fixed buttons in that corner (a call button, WhatsApp, back to
      top), lift the pill above them:</p>
    ${code(`AfterLook('button', { flow: 'tier1', position: 'bottom-right', offsetY: 96 });`)}
    <p>With <code>preload</code> (the default) the loader loads the widget, hidden, once your page has loaded and is idle,
      so a click shows its first screen at once; the hidden widget starts no session and
      counts no visit until it is opened. It costs each visitor about 120 KB; pass
      <code>preload: false</code> to load it only on the click. Visitors whose browser
      asks to save data never get it preloaded.</p>

    <h2 id="commands">Commands</h2>
    ${table(
      ['Call', 'What it does'],
      [
        [
          "<code>AfterLook('init', options)</code>",
          'Your key and defaults for every widget on the page. Call first.',
        ],
        ["<code>AfterLook('button', options)</code>", 'The floating pill button (one per page).'],
        [
          "<code>AfterLook('inline', { element, ...options })</code>",
          'A widget inside the element (a selector or the element), resized to its content.',
        ],
        [
          "<code>AfterLook('open', options)</code>",
          'Opens the modal now, e.g. from your own button.',
        ],
        ["<code>AfterLook('close')</code>", 'Closes the modal.'],
        [
          "<code>AfterLook('on', event, fn, opts)</code>",
          'Listens to an <a href="#events">event</a>.',
        ],
        ["<code>AfterLook('off', event, fn)</code>", 'Stops listening.'],
        [
          "<code>AfterLook('procedure', value)</code>",
          'Tells open widgets the page is now about another procedure.',
        ],
      ],
    )}

    <h2 id="events">Events</h2>
    <p>Payloads carry what a page needs and no more: no photos and no contact details unless
      the listener asks (the last column). Register listeners before the widget opens.</p>
    ${table(
      ['Event', 'When', 'Payload', 'Opt-in'],
      [
        ['<code>ready</code>', 'The widget shows its first screen.', '<code>{ flow }</code>', '—'],
        [
          '<code>procedureSelected</code>',
          'A procedure was chosen.',
          '<code>{ procedure }</code>',
          '—',
        ],
        [
          '<code>simulationShown</code>',
          'An after image is on screen.',
          '<code>{ procedure }</code>',
          '—',
        ],
        [
          '<code>leadSubmitted</code>',
          "The patient's details reached your clinic.",
          '<code>{ formName, procedure }</code>',
          '<code>{ contact: true }</code> adds <code>contact: { name, phone }</code>',
        ],
        [
          '<code>viewsCaptured</code>',
          'The scan flows captured views.',
          '<code>{ views: [{ viewType }] }</code>',
          '<code>{ images: true }</code> adds the PNG blobs <code>beforeImage</code>, <code>afterImage</code>',
        ],
        [
          '<code>close</code>',
          'The modal closed.',
          "<code>{ reason }</code>: 'widget', 'escape', 'button' or 'api'",
          '—',
        ],
      ],
    )}
    ${code(`AfterLook('on', 'leadSubmitted', (lead) => {
  dataLayer.push({ event: 'afterlook_lead', procedure: lead.procedure });
});
AfterLook('on', 'viewsCaptured', async ({ views }) => {
  for (const view of views) await upload(view.viewType, view.beforeImage);
}, { images: true });`)}

    <h2 id="react">React</h2>
    <p>For sites built with React (Vite, Next.js, Create React App…) there is a component.
      It loads <code>/embed.js</code> once and mounts the widget. It is one file this server
      hosts, with no dependency but your own React (17 or later). Save it into your
      source:</p>
    ${code(`curl -o src/AfterLook.js ${base}/embed/react.js`)}
    <p>and use it where the widget belongs:</p>
    ${code(`import { AfterLook } from './AfterLook.js';

<AfterLook server="${base}" clinicKey="YOUR-SDK-KEY" flow="tier1"
  on={{ leadSubmitted: (lead) => track(lead), viewsCaptured: [save, { images: true }] }} />`)}
    <p><code>mode="button"</code> adds the floating button instead of the inline widget. Its
      other props are the options above.</p>

    <h2 id="origins">Allowed origins</h2>
    <p>The widget only runs on your own pages. A clinic's allowed origins default to the
      origin of its website; set them with the CLI (any port of one host, for local
      development: <code>http://localhost:*</code>):</p>
    ${code(`npm run clinic -- update <clinic-id> --origins https://bella.example,https://www.bella.example`)}
    <ul>
      <li>The widget page's <code>Content-Security-Policy: frame-ancestors</code> names your
        page's origin (its <code>embedOrigin</code>, or the Referer) when it is on that list,
        and no other: on any other site the browser refuses to show it, and its console says
        so without naming your origins.</li>
      <li>Creating a session from a page at another origin is refused with
        <code>403 origin_not_allowed</code>.</li>
      <li>Only those origins get CORS headers, for pages that call the API directly; the
        loader's key check alone answers any page, and says only whether it may show the
        widget.</li>
      <li>On a page the clinic does not allow, or with a key no clinic has, the loader shows
        no button, and the browser console says why and what to change.</li>
      <li>The widget talks to its parent page only at an allowed origin, checked against
        what the browser reports (<code>location.ancestorOrigins</code>).</li>
    </ul>
    <p>A clinic with no website and no origins can be embedded nowhere: the CLI says so
      when it creates or updates one, and the widget page opened on its own says so too.</p>

    <h2 id="csp">Content-Security-Policy</h2>
    <p>A page that sends a <code>Content-Security-Policy</code> header must let three things
      through from this server, and nothing else is needed (the loader styles its button and
      modal through the CSSOM, which <code>style-src</code> does not govern):</p>
    ${table(
      ['Directive', 'Add', 'For'],
      [
        [
          '<code>script-src</code>',
          `<code>${escapeHtml(base)}</code>`,
          '<code>/embed.js</code>, the loader',
        ],
        [
          '<code>connect-src</code>',
          `<code>${escapeHtml(base)}</code>`,
          'the loader’s key check before it shows the button',
        ],
        ['<code>frame-src</code>', `<code>${escapeHtml(base)}</code>`, 'the widget’s iframe'],
      ],
    )}
    <p>The pasted snippet is itself an inline script: under a policy without
      <code>'unsafe-inline'</code> (or a nonce or hash for it), use the script-tag install
      above instead. For example:</p>
    ${code(`Content-Security-Policy: default-src 'self'; script-src 'self' ${base}; connect-src 'self' ${base}; frame-src ${base}`)}
    <p>When one is missing, the browser console says which, and the loader's own line names
      the three directives.</p>

    <h2 id="iframe">Raw iframe and message protocol</h2>
    <p>Without the loader, frame a flow yourself. Give it the camera and microphone (the
      scan), autoplay (its voice) and fullscreen:</p>
    ${code(`<iframe title="AfterLook visualization"
  src="${base}/onboarding-tier1?clinicSdkKey=YOUR-SDK-KEY&embedOrigin=https%3A%2F%2Fbella.example"
  allow="camera; microphone; autoplay; fullscreen" style="width:440px;height:760px;border:0"></iframe>`)}
    <p>Besides the <a href="#flows">flow's query parameters</a>, the loader adds
      <code>embedOrigin</code> (your page's origin; the widget checks it against your
      allowed origins and the browser's ancestor origins), <code>embedMode</code>
      (<code>modal</code> or <code>inline</code>: inline reports its height),
      <code>embedShare=contact</code> (lead-submitted carries name and phone) and, for a
      widget loaded ahead of the click, <code>embedStandby=1</code>: it posts
      <code>standing-by</code> and waits, with no session and no counting, until you post
      <code>wake</code>.</p>
    <p>Every message is <code>{ source, version, type, payload }</code>. The widget's have
      <code>source: 'afterlook-widget'</code>; yours must have
      <code>source: 'afterlook-host'</code>. <code>version</code> is the sender's protocol
      version (now 1): read newer versions as the newest you know and ignore types and
      fields you do not know. Check <code>event.origin</code> (this server's origin) and
      <code>event.source</code> (your iframe's window) on every message, and post to
      <code>${escapeHtml(new URL(options.base).origin)}</code>, never <code>'*'</code>.</p>
    ${messageTable('From the widget', 'When', [
      ['ready', '{ flow }', 'First screen shown.'],
      ['resize', '{ height }', 'Inline mode: the content height changed.'],
      ['areas-changed', '{ areas }', 'Tier-1 area selection changed.'],
      ['procedure-selected', '{ procedure }', 'A procedure was chosen.'],
      ['simulation-shown', '{ procedure }', 'An after image is shown.'],
      ['lead-submitted', '{ formName, procedure, contact? }', 'The lead reached the clinic.'],
      ['close-modal', '{}', 'The patient is done: close the modal.'],
      [
        'standing-by',
        '{}',
        'With <code>embedStandby=1</code>: loaded, waiting for <code>wake</code>.',
      ],
      [
        'scanned-views',
        '{ views: [{ viewType, beforeImage, afterImage }] }',
        'Scan flows: PNG blobs of the captured views.',
      ],
    ])}
    ${messageTable('To the widget', 'Effect', [
      ['form-opened', '{}', "Records 'Form Opened' (once per session)."],
      ['auto-focus', '{}', 'Focuses the chat input after 1 s.'],
      [
        'wake',
        '{}',
        'A widget standing by starts: session, first screen, then <code>ready</code>.',
      ],
      ['procedure-update', '{ procedure }', 'Switches the procedure.'],
      [
        'context-procedure',
        '{ contextProcedure }',
        'The procedure of the page the chat opened from.',
      ],
    ])}
    ${code(`const frame = document.querySelector('iframe');
const AFTERLOOK = '${escapeHtml(new URL(options.base).origin)}';
addEventListener('message', (event) => {
  if (event.origin !== AFTERLOOK || event.source !== frame.contentWindow) return;
  if (event.data?.source !== 'afterlook-widget') return;
  if (event.data.type === 'ready') {
    frame.contentWindow.postMessage(
      { source: 'afterlook-host', version: 1, type: 'form-opened', payload: {} }, AFTERLOOK);
  }
});`)}

    <h2 id="flows">Flows and query parameters</h2>
    ${table(['Flow', 'Path', 'What it is', 'Its own parameters'], flows)}
    <p>Every flow reads:</p>
    ${table(
      ['Parameter', 'Meaning'],
      [
        ['<code>clinicSdkKey</code>', 'Identifies the clinic (required).'],
        [
          '<code>themeColor</code>',
          `Default <code>${THEME_DEFAULTS.themeColor}</code> (write <code>#</code> as <code>%23</code>).`,
        ],
        ['<code>procedure</code>', 'A <a href="#procedures">procedure</a> value, any letter case.'],
        [
          '<code>configUrl</code>',
          'Optional address of a form configuration document, on one of your allowed origins or on this server.',
        ],
        [
          '<code>lang</code>',
          '<code>en</code> or <code>es</code>; otherwise the browser language (with a console warning).',
        ],
        ['<code>fontFamily</code>', `Default ${THEME_DEFAULTS.fontFamily}.`],
        [
          '<code>name</code>, <code>email</code>, <code>phone</code>',
          'Used by the capture integration flow.',
        ],
        ['<code>ctaCopy</code>', 'Advertising headline variant.'],
        ['<code>formVersion</code>', 'Form version for analytics.'],
        ['<code>referrer</code>', "Referrer for analytics; 'direct' when absent."],
      ],
    )}

    <h2 id="procedures">Procedures</h2>
    <p>Values for <code>procedure</code> and <code>contextProcedure</code>. Those with AI
      show a simulated after image; the others still collect the lead.</p>
    ${table(['Value', 'Name', 'AI visualization'], procedures)}
    </article>`;
  return renderPage({
    title: 'Integration guide — AfterLook',
    description:
      'Install the AfterLook widget: the snippet, options, events, origins and the iframe protocol.',
    current: '/docs/embed',
    demo: options.demo,
    main,
  });
}
