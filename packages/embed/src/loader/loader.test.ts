// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SNIPPET_STUB } from '../snippet.ts';
import { createWidgetFrame } from './widget-frame.ts';
import { widgetUrl } from './widget-url.ts';

type Global = ((...args: unknown[]) => void) & { q?: unknown[][]; loaded?: number };
const win = window as unknown as { AfterLook?: Global };

/** What a page does with the pasted snippet: runs the stub with the script's address. */
const paste = () =>
  new Function(
    `${SNIPPET_STUB}"https://widget.afterlook.test/embed.js");AfterLook('init',{clinicKey:'k'});`,
  )();

beforeEach(() => {
  delete win.AfterLook;
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the snippet', () => {
  it('queues calls made before the script arrives and, pasted twice, adds the script once', () => {
    paste();
    paste();
    const scripts = document.querySelectorAll(
      'script[src="https://widget.afterlook.test/embed.js"]',
    );
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect(win.AfterLook?.q?.map((call) => Array.from(call))).toEqual([
      ['init', { clinicKey: 'k' }],
      ['init', { clinicKey: 'k' }],
    ]);
  });

  it('the loader replays the queue once it runs, and a second copy of it changes nothing', async () => {
    paste();
    win.AfterLook?.('button', { label: 'See results' });
    win.AfterLook?.('button', { label: 'See results' });
    await import('./main.ts');
    expect(document.querySelectorAll('.afterlook-button')).toHaveLength(1);
    const real = win.AfterLook;
    vi.resetModules();
    await import('./main.ts');
    expect(win.AfterLook).toBe(real);
    expect(document.querySelectorAll('.afterlook-button')).toHaveLength(1);
  });
});

describe('the widget address', () => {
  it("carries the flow's query, the host origin, the mode and the contact opt-in; nothing else", () => {
    const url = new URL(
      widgetUrl(
        'https://widget.afterlook.test',
        {
          flow: 'scan',
          clinicKey: 'key 1',
          procedure: 'BBL',
          contextProcedure: 'BBL',
          name: 'Ana',
          ...({ label: 'not a query parameter' } as object),
        },
        { hostOrigin: 'https://bella.example', mode: 'modal', shareContact: true },
      ),
    );
    expect(url.pathname).toBe('/onboarding-scan');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clinicSdkKey: 'key 1',
      procedure: 'BBL',
      name: 'Ana',
      embedOrigin: 'https://bella.example',
      embedMode: 'modal',
      embedShare: 'contact',
    });
  });
});

describe('the widget frame', () => {
  it('reads only messages from its own iframe at the server origin', () => {
    const onMessage = vi.fn();
    const frame = createWidgetFrame({
      src: 'about:blank',
      serverOrigin: 'https://widget.afterlook.test',
      title: 'AfterLook visualization',
      failureText: 'failed',
      onMessage,
    });
    document.body.append(frame.root);
    const widget = frame.iframe.contentWindow;
    const ready = {
      source: 'afterlook-widget',
      version: 1,
      type: 'ready',
      payload: { flow: 'tier1' },
    };
    const deliver = (data: unknown, origin: string, source: Window | null) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    deliver(ready, 'https://evil.test', widget);
    deliver(ready, 'https://widget.afterlook.test', window);
    deliver({ ...ready, source: 'someone-else' }, 'https://widget.afterlook.test', widget);
    deliver({ ...ready, type: 'unknown-type' }, 'https://widget.afterlook.test', widget);
    expect(onMessage).not.toHaveBeenCalled();
    // A newer widget's version is read as the newest this loader knows.
    deliver({ ...ready, version: 7 }, 'https://widget.afterlook.test', widget);
    expect(onMessage).toHaveBeenCalledWith('ready', { flow: 'tier1' });
    expect(frame.iframe.allow).toBe('camera; microphone; autoplay; fullscreen');
    expect(frame.iframe.title).toBe('AfterLook visualization');
    frame.remove();
  });
});
