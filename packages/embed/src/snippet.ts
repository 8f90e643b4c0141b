/**
 * The snippet a clinic pastes: a queueing stub as small as Cal.com's. It defines
 * `AfterLook(...)`, which queues calls until /embed.js replaces it, and adds the script
 * once: pasting it twice queues both sets of calls but loads the script once (and the
 * loader gives one button, one modal, one widget per container).
 */
export const SNIPPET_STUB =
  '(function(w,d,u){var a=w.AfterLook=w.AfterLook||function(){(a.q=a.q||[]).push(arguments)};' +
  'if(a.loaded)return;a.loaded=1;var s=d.createElement("script");s.async=1;s.src=u;' +
  'd.head.appendChild(s)})(window,document,';

/** The whole snippet for a server and the calls that follow the stub, e.g. init and button. */
export function snippetFor(serverUrl: string, calls: readonly string[]): string {
  const src = new URL('/embed.js', serverUrl).href;
  return `<script>\n${SNIPPET_STUB}${JSON.stringify(src)});\n${calls.join('\n')}\n</script>`;
}

/** The snippet's first call: the clinic's key. */
export const initCall = (clinicKey: string) =>
  `AfterLook('init', { clinicKey: ${JSON.stringify(clinicKey)} });`;

/**
 * The snippet a clinic pastes, as the front door, the guide and the dashboard's install
 * page show it: init with the key, then the floating button.
 */
export function installSnippet(serverUrl: string, clinicKey: string): string {
  return snippetFor(serverUrl, [
    initCall(clinicKey),
    `AfterLook('button', { flow: 'tier1', label: 'See your results' });`,
  ]);
}

/**
 * The install without inline script (for pages with a strict Content-Security-Policy):
 * one script tag whose data-* attributes are the init and button options.
 */
export function scriptTagInstall(serverUrl: string, clinicKey: string): string {
  const src = new URL('/embed.js', serverUrl).href;
  const key = clinicKey.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<script async src="${src}" data-clinic-key="${key}" data-flow="tier1" data-button="See your results"></script>`;
}
