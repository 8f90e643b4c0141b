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

/** Where this script came from: the AfterLook server the widget lives on. */
function serverOrigin(): string {
  const script =
    document.currentScript instanceof HTMLScriptElement
      ? document.currentScript
      : document.querySelector<HTMLScriptElement>('script[src*="/embed.js"]');
  return new URL(script?.src ?? location.href).origin;
}

/**
 * /embed.js: replaces the snippet's queueing stub with the real command function and
 * replays the calls made before it arrived. A second copy of this script (the snippet
 * pasted twice, or embed.js included by hand as well) finds the real function and stops.
 */
function install(): void {
  const stub = window.AfterLook;
  if (stub?.ready) return;
  const commands = createEmbed(serverOrigin());
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
}

install();
