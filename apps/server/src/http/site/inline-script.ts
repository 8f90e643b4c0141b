import { createHash } from 'node:crypto';

/**
 * An inline script our own pages run (the embed snippet, as a clinic pastes it) and its
 * CSP hash: the page allows exactly that script and no other inline code.
 */
export function inlineScript(code: string): { html: string; hash: string } {
  return {
    html: `<script>${code}</script>`,
    hash: `sha256-${createHash('sha256').update(code).digest('base64')}`,
  };
}
