// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedVerdict } from '../embed-check.ts';
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

/** The server's embed check, as the network answers it (jsdom has no AfterLook server). */
const serverSays = (verdict: EmbedVerdict | Error, extra: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (verdict instanceof Error) throw verdict;
      return new Response(JSON.stringify({ verdict, ...extra }), { status: 200 });
    }),
  );
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(() => {
  serverSays('ok');
  // jsdom has no matchMedia; the modal asks whether the screen is small.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
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
    await vi.waitFor(() => expect(document.querySelectorAll('.afterlook-button')).toHaveLength(1));
    const real = win.AfterLook;
    vi.resetModules();
    await import('./main.ts');
    expect(win.AfterLook).toBe(real);
    expect(document.querySelectorAll('.afterlook-button')).toHaveLength(1);
  });
});

describe('the floating pill', () => {
  it("wears the clinic's colour and the page's language, and clears the site's own buttons", async () => {
    serverSays('ok', { theme_color: '#7A4DFF' });
    document.documentElement.lang = 'es-CL';
    try {
      paste();
      win.AfterLook?.('button', { position: 'bottom-left', offsetX: '1.5rem', offsetY: 96 });
      vi.resetModules();
      await import('./main.ts');
      const pill = await vi.waitFor(() => {
        const found = document.querySelector<HTMLButtonElement>('.afterlook-button');
        if (!found) throw new Error('no pill yet');
        return found;
      });
      expect(pill.textContent).toBe('Ver tus resultados');
      expect(pill.style.background).toBe('rgb(122, 77, 255)');
      expect([pill.style.left, pill.style.bottom, pill.style.right]).toEqual([
        '1.5rem',
        '96px',
        '',
      ]);
    } finally {
      document.documentElement.lang = '';
    }
  });
});

describe('the embed check', () => {
  const load = async (verdict: EmbedVerdict | Error) => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(win, 'AfterLook');
    document.body.replaceChildren();
    serverSays(verdict);
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    paste();
    win.AfterLook?.('button', { label: 'See results' });
    win.AfterLook?.('inline', { element: document.body });
    vi.resetModules();
    await import('./main.ts');
    await vi.waitFor(() => expect(said).toHaveBeenCalled());
    // Whatever the verdict, the widget's own elements come (or not) in the same turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return {
      said: said.mock.calls.map((call) => String(call[0])),
      buttons: document.querySelectorAll('.afterlook-button').length,
      frames: document.querySelectorAll('iframe').length,
      asked: vi.mocked(fetch).mock.calls.map(([url, init]) => [String(url), init?.body]),
    };
  };

  it('sends the key once, as the body of a POST, never in the address', async () => {
    const { asked } = await load('unknown_key');
    expect(asked).toEqual([['https://widget.afterlook.test/api/v1/embed-check', 'k']]);
  });

  it('an unknown key or a page the clinic does not allow: no button, no widget, and the console says the fix', async () => {
    const unknown = await load('unknown_key');
    expect([unknown.buttons, unknown.frames]).toEqual([0, 0]);
    expect(unknown.said.join('\n')).toMatch(/knows no clinic with this key.*Install page/);

    const foreign = await load('origin_not_allowed');
    expect([foreign.buttons, foreign.frames]).toEqual([0, 0]);
    expect(foreign.said.join('\n')).toContain(
      `AfterLook (no button shown): this clinic does not allow pages at ${location.origin}. Add ${location.origin} to its allowed origins`,
    );
  });

  it('an unreachable server: the button still shows, and the console names the server and the CSP', async () => {
    const { said, buttons } = await load(new TypeError('Failed to fetch'));
    expect(buttons).toBe(1);
    expect(said.join('\n')).toContain(
      'could not reach https://widget.afterlook.test (the request failed)',
    );
    expect(said.join('\n')).toContain('script-src, connect-src and frame-src');
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

describe('the warm widget frame (standby)', () => {
  const SERVER = 'https://widget.afterlook.test';
  const fromWidget = (frame: ReturnType<typeof createWidgetFrame>, type: string) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'afterlook-widget', version: 1, type, payload: {} },
        origin: SERVER,
        source: frame.iframe.contentWindow,
      }),
    );

  it("sends 'wake' only once it is opened and the widget stands by, in either order", () => {
    const frame = createWidgetFrame({
      src: 'about:blank',
      standby: true,
      serverOrigin: SERVER,
      title: 'AfterLook visualization',
      failureText: 'failed',
      onMessage: vi.fn(),
    });
    document.body.append(frame.root);
    const posted = vi.spyOn(frame.iframe.contentWindow as Window, 'postMessage');
    frame.post('form-opened', {});
    fromWidget(frame, 'standing-by');
    // Standing by is not ready: nothing goes yet, the form-opened waits for ready.
    expect(posted).not.toHaveBeenCalled();
    frame.wake();
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted.mock.calls[0]?.[0]).toMatchObject({ source: 'afterlook-host', type: 'wake' });
    expect(posted.mock.calls[0]?.[1]).toBe(SERVER);
    fromWidget(frame, 'ready');
    expect(posted.mock.calls.map((call) => (call[0] as { type: string }).type)).toEqual([
      'wake',
      'form-opened',
    ]);
    frame.remove();
  });

  it('builds the hidden modal once the page is idle, with embedStandby=1, and shows that one on click', async () => {
    // An earlier test's page may still build its warm modal: let it, then start clean.
    await new Promise((resolve) => setTimeout(resolve, 300));
    document.body.replaceChildren();
    paste();
    win.AfterLook?.('button', { label: 'See results' });
    vi.resetModules();
    await import('./main.ts');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(1));
    const iframe = document.querySelector('iframe') as HTMLIFrameElement;
    expect(new URL(iframe.src).searchParams.get('embedStandby')).toBe('1');
    const dialog = iframe.closest('dialog') as HTMLDialogElement;
    expect(dialog.style.display).toBe('none');
    // jsdom has no showModal; the real dialog is tried in Chromium (e2e/embed).
    dialog.showModal = vi.fn();
    (document.querySelector('.afterlook-button') as HTMLButtonElement).click();
    expect(dialog.showModal).toHaveBeenCalled();
    expect(dialog.style.display).toBe('flex');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });
});
