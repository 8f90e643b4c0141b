// The snippet is built where the dashboard's install page builds it too.
export {
  initCall,
  installSnippet,
  scriptTagInstall,
  snippetFor,
} from '@afterlook/embed/snippet';

/** The code inside a snippet's <script> element (what a page runs; hashed for our CSP). */
export const snippetCode = (snippet: string): string =>
  snippet.replace(/^<script>\n?/, '').replace(/\n?<\/script>$/, '');
