import { createEmbed, type EmbedCommands } from './create-embed.ts';

/** The global the snippet defines: a function taking a command name and its arguments. */
type AfterLookGlobal = ((command: string, ...args: unknown[]) => void) & {
  q?: ArrayLike<unknown>[];
  loaded?: number;
  ready?: boolean;
};

declare global {
  interface Window {
    AfterLook?: AfterLookGlobal;
  }
}

/** This script's tag: where it came from (the AfterLook server) and its data-* options. */
const thisScript = (): HTMLScriptElement | null =>
  document.currentScript instanceof HTMLScriptElement
    ? document.currentScript
    : document.querySelector<HTMLScriptElement>('script[src*="/embed.js"]');

/**
 * The install without inline script, for pages whose Content-Security-Policy forbids
 * it: `<script async src=".../embed.js" data-clinic-key="…" data-button="See your
 * results" data-flow="tier1">`. data-* are the widget options (data-theme-color…);
 * data-button adds the button (its text, or the default), data-inline="#selector" an
 * inline widget.
 */
function runScriptTag(
  script: HTMLScriptElement | null,
  run: (command: string, ...args: unknown[]) => void,
) {
  const { clinicKey, button, inline, preload, ...options } = script?.dataset ?? {};
  if (!clinicKey) return;
  run('init', { ...options, clinicKey });
  if (button !== undefined) {
    run('button', { ...options, label: button || undefined, preload: preload !== 'false' });
  }
  if (!inline) return;
  const mount = () => run('inline', { ...options, element: inline });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount);
  else mount();
}

/**
 * /embed.js: replaces the snippet's queueing stub with the real command function and
 * replays the calls made before it arrived. A second copy of this script (the snippet
 * pasted twice, or embed.js included by hand as well) finds the real function and stops.
 */
function install(): void {
  const stub = window.AfterLook;
  if (stub?.ready) return;
  const script = thisScript();
  const commands = createEmbed(new URL(script?.src ?? location.href).origin);
  const run = (command: string, ...args: unknown[]) => {
    const handler = commands[command as keyof EmbedCommands] as
      | ((...values: unknown[]) => void)
      | undefined;
    if (typeof handler !== 'function') {
      console.error(`AfterLook: unknown command '${command}'`);
      return;
    }
    handler(...args);
  };
  const real: AfterLookGlobal = Object.assign(run, { ready: true, loaded: 1 });
  window.AfterLook = real;
  for (const call of stub?.q ?? []) run(...(Array.from(call) as [string, ...unknown[]]));
  runScriptTag(script, run);
}

install();
