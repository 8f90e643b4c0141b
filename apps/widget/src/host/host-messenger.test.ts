import {
  HOST_MESSAGE_SOURCE,
  PROTOCOL_VERSION,
  WIDGET_MESSAGE_SOURCE,
} from '@afterlook/embed/protocol';
import { describe, expect, it, vi } from 'vitest';
import { createHostMessenger, type FrameWindow, parentOrigin } from './host-messenger.ts';

const WIDGET_ORIGIN = 'https://widget.afterlook.test';

function framed({
  referrer = '',
  ancestors,
  search = '',
}: {
  referrer?: string;
  ancestors?: string[];
  search?: string;
}) {
  const postMessage = vi.fn();
  const win: FrameWindow = {
    parent: { postMessage },
    location: {
      origin: WIDGET_ORIGIN,
      search,
      ...(ancestors ? { ancestorOrigins: ancestors } : {}),
    },
    document: { referrer },
  };
  return { win, postMessage };
}

describe('host messenger', () => {
  it("posts to the clinic's origin, never to '*'", () => {
    const { win, postMessage } = framed({ ancestors: ['https://clinic.test'] });
    const host = createHostMessenger(['https://clinic.test'], win);
    expect(host.post('areas-changed', { areas: ['BREAST'] })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(
      {
        source: WIDGET_MESSAGE_SOURCE,
        version: PROTOCOL_VERSION,
        type: 'areas-changed',
        payload: { areas: ['BREAST'] },
      },
      'https://clinic.test',
    );
  });

  it('reads the parent origin from document.referrer when ancestorOrigins is missing', () => {
    const { win } = framed({ referrer: 'https://clinic.test/pricing?x=1' });
    expect(parentOrigin(win)).toBe('https://clinic.test');
  });

  it('trusts the origin the loader passed where the browser has no ancestorOrigins', () => {
    const { win } = framed({
      referrer: '',
      search: '?clinicSdkKey=k&embedOrigin=https%3A%2F%2Fclinic.test',
    });
    expect(parentOrigin(win)).toBe('https://clinic.test');
  });

  it('talks to no one when the passed origin contradicts ancestorOrigins (a forged address)', () => {
    const { win, postMessage } = framed({
      ancestors: ['https://evil.test'],
      search: '?embedOrigin=https%3A%2F%2Fclinic.test',
    });
    const host = createHostMessenger(['https://clinic.test', 'https://evil.test'], win);
    expect(host.targetOrigin).toBeNull();
    expect(host.post('procedure-selected', { procedure: 'BBL' })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('accepts any port of a host listed as http://localhost:*', () => {
    const { win, postMessage } = framed({ ancestors: ['http://localhost:5173'] });
    createHostMessenger(['http://localhost:*'], win).post('procedure-selected', {
      procedure: 'BBL',
    });
    expect(postMessage).toHaveBeenCalledWith(expect.anything(), 'http://localhost:5173');
  });

  it('posts to its own origin (the demo host page)', () => {
    const { win, postMessage } = framed({ ancestors: [WIDGET_ORIGIN] });
    createHostMessenger([], win).post('procedure-selected', { procedure: 'BBL' });
    expect(postMessage).toHaveBeenCalledWith(expect.anything(), WIDGET_ORIGIN);
  });

  it('posts nothing to a parent the clinic does not allow', () => {
    const { win, postMessage } = framed({ ancestors: ['https://evil.test'] });
    const host = createHostMessenger(['https://clinic.test'], win);
    expect(host.targetOrigin).toBeNull();
    expect(host.post('areas-changed', { areas: [] })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing when the parent origin is unknown', () => {
    const { win, postMessage } = framed({});
    expect(
      createHostMessenger(['https://clinic.test'], win).post('areas-changed', { areas: [] }),
    ).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing in a top-level window', () => {
    const postMessage = vi.fn();
    // A top-level window is its own parent.
    const top = {
      location: { origin: WIDGET_ORIGIN },
      document: { referrer: 'https://clinic.test/' },
      postMessage,
      get parent(): FrameWindow['parent'] {
        return top;
      },
    };
    expect(
      createHostMessenger([WIDGET_ORIGIN, 'https://clinic.test'], top).post('areas-changed', {
        areas: [],
      }),
    ).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('host messages to the widget (docs/product/state-machines.md#chat-flows)', () => {
  type Listener = (event: MessageEvent) => void;
  function listening(allowed: string[], ancestor = 'https://clinic.test') {
    const listeners = new Set<Listener>();
    const parent = { postMessage: vi.fn() };
    const win: FrameWindow = {
      parent,
      location: { origin: WIDGET_ORIGIN, ancestorOrigins: [ancestor] },
      document: { referrer: '' },
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
    };
    const handler = vi.fn();
    const stop = createHostMessenger(allowed, win).listen(handler);
    const deliver = (data: unknown, origin: string, source: unknown = parent) => {
      for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
    };
    return { handler, deliver, stop, parent };
  }
  const formOpened = { source: HOST_MESSAGE_SOURCE, type: 'form-opened', payload: {} };

  it('hands over a message from the parent at an allowed origin', () => {
    const { handler, deliver } = listening(['https://clinic.test']);
    deliver(
      { source: HOST_MESSAGE_SOURCE, type: 'procedure-update', payload: { procedure: 'bbl' } },
      'https://clinic.test',
    );
    expect(handler).toHaveBeenCalledWith({
      source: HOST_MESSAGE_SOURCE,
      version: 1,
      type: 'procedure-update',
      payload: { procedure: 'bbl' },
    });
  });

  it('ignores another origin, another window, and messages that are not ours', () => {
    const { handler, deliver } = listening(['https://clinic.test']);
    deliver(formOpened, 'https://evil.test');
    deliver(formOpened, 'https://clinic.test', { postMessage() {} });
    deliver({ type: 'form-opened' }, 'https://clinic.test');
    deliver(
      { source: HOST_MESSAGE_SOURCE, type: 'procedure-update', payload: {} },
      'https://clinic.test',
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it("accepts the widget's own origin (the demo page) and stops when unsubscribed", () => {
    const { handler, deliver, stop } = listening([], WIDGET_ORIGIN);
    deliver(formOpened, WIDGET_ORIGIN);
    stop();
    deliver(formOpened, WIDGET_ORIGIN);
    expect(handler).toHaveBeenCalledOnce();
  });

  it("posts close-modal to the parent's origin", () => {
    const { win, postMessage } = framed({ ancestors: ['https://clinic.test'] });
    createHostMessenger(['https://clinic.test'], win).post('close-modal', {});
    expect(postMessage).toHaveBeenCalledWith(
      {
        source: WIDGET_MESSAGE_SOURCE,
        version: PROTOCOL_VERSION,
        type: 'close-modal',
        payload: {},
      },
      'https://clinic.test',
    );
  });
});
