import { useEffect, useId, useRef } from 'react';
import type { EmbedEventName, EmbedEvents, ListenerOptions } from '../events.ts';
import type { EmbedCommands } from '../loader/create-embed.ts';
import type { WidgetOptions } from '../loader/widget-url.ts';

type Command = <K extends keyof EmbedCommands>(
  command: K,
  ...args: Parameters<EmbedCommands[K]>
) => void;

type Global = ((...args: unknown[]) => void) & { q?: unknown[][]; loaded?: number };

/**
 * What the pasted snippet (../snippet.ts) does, once per page: a queueing AfterLook()
 * until /embed.js replaces it, and the script added once. Returns a caller that always
 * reaches the current function (the stub, then the loader).
 */
function loadAfterLook(server: string): Command {
  const win = window as unknown as { AfterLook?: Global };
  const stub: Global =
    win.AfterLook ??
    Object.assign((...args: unknown[]) => {
      stub.q = stub.q ?? [];
      stub.q.push(args);
    }, {});
  win.AfterLook = stub;
  if (!stub.loaded) {
    stub.loaded = 1;
    const script = document.createElement('script');
    script.async = true;
    script.src = new URL('/embed.js', server).href;
    document.head.append(script);
  }
  return ((...args: unknown[]) => (win.AfterLook as Global)(...args)) as Command;
}

export interface AfterLookProps extends WidgetOptions {
  readonly clinicKey: string;
  /** The AfterLook server, e.g. https://widget.afterlook.example (where /embed.js lives). */
  readonly server: string;
  /** 'inline' (default) renders the widget here; 'button' adds the floating button. */
  readonly mode?: 'inline' | 'button';
  /** Host events, each with its opt-ins (`{ images: true }`, `{ contact: true }`). */
  readonly on?: {
    readonly [K in EmbedEventName]?:
      | ((payload: EmbedEvents[K]) => void)
      | readonly [(payload: EmbedEvents[K]) => void, ListenerOptions];
  };
  readonly className?: string;
}

/**
 * `<AfterLook flow="tier1" clinicKey="..." server="https://..." />` for host sites built
 * with React: loads /embed.js once and mounts the widget inline here (or the floating
 * button), with the same options and events as the snippet.
 */
export function AfterLook({ mode = 'inline', on, className, server, ...options }: AfterLookProps) {
  const container = useRef<HTMLDivElement>(null);
  const id = useId();
  // The widget is mounted once per container; later prop changes do not rebuild it.
  const first = useRef({ mode, on, server, options });

  useEffect(() => {
    const { mode, on, server, options } = first.current;
    const afterLook = loadAfterLook(server);
    for (const [name, listener] of Object.entries(on ?? {})) {
      const [fn, listenerOptions] = Array.isArray(listener) ? listener : [listener, {}];
      afterLook('on', name as EmbedEventName, fn as never, listenerOptions);
    }
    afterLook('init', options);
    if (mode === 'button') afterLook('button', options);
    else if (container.current) afterLook('inline', { ...options, element: container.current });
  }, []);

  return mode === 'inline' ? <div ref={container} id={id} className={className} /> : null;
}
