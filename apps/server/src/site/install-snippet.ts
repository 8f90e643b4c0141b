import { snippetFor } from '@afterlook/embed/snippet';

/** The snippet's first call: the clinic's key. */
export const initCall = (clinicKey: string) =>
  `AfterLook('init', { clinicKey: ${JSON.stringify(clinicKey)} });`;

/** The snippet as the guide and the front door show it: init, then the floating button. */
export function installSnippet(base: string, clinicKey: string): string {
  return snippetFor(base, [
    initCall(clinicKey),
    `AfterLook('button', { flow: 'tier1', label: 'See your results' });`,
  ]);
}

/** The code inside a snippet's <script> element (what a page runs; hashed for our CSP). */
export const snippetCode = (snippet: string): string =>
  snippet.replace(/^<script>\n?/, '').replace(/\n?<\/script>$/, '');
