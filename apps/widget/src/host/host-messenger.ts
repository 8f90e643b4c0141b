import { isAllowedOrigin } from '@afterlook/embed/allowed-origins';
import {
  EMBED_PARAMS,
  type HostToWidgetMessage,
  PROTOCOL_VERSION,
  parseHostMessage,
  WIDGET_MESSAGE_SOURCE,
  type WidgetToHostMessage,
  type WidgetToHostMessages,
  type WidgetToHostType,
} from '@afterlook/embed/protocol';

/** The parts of `window` the messenger reads; a parameter so tests can hand in a frame. */
export interface FrameWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener?(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener?(type: 'message', listener: (event: MessageEvent) => void): void;
  readonly location: {
    readonly origin: string;
    readonly search?: string;
    readonly ancestorOrigins?: ArrayLike<string>;
  };
  readonly document: { readonly referrer: string };
}

const originOf = (address: string): string | null => {
  if (!URL.canParse(address)) return null;
  const { origin } = new URL(address);
  return origin === 'null' ? null : origin;
};

/**
 * The origin of the page that frames the widget. The browser's own word comes first:
 * the nearest ancestor origin where it gives one (Chromium, Safari). Where it does not
 * (Firefox), the origin the loader passed (embedOrigin), else document.referrer's.
 * A loader-given origin that contradicts ancestorOrigins means a forged address: null.
 * Null too in a top-level window or when nothing tells.
 */
export function parentOrigin(win: FrameWindow): string | null {
  if (Object.is(win.parent, win)) return null;
  const claimed = new URLSearchParams(win.location.search ?? '').get(EMBED_PARAMS.hostOrigin);
  const claimedOrigin = claimed ? originOf(claimed) : null;
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor) {
    const actual = originOf(ancestor);
    return claimedOrigin !== null && claimedOrigin !== actual ? null : actual;
  }
  if (claimedOrigin) return claimedOrigin;
  return win.document.referrer ? originOf(win.document.referrer) : null;
}

export interface HostMessenger {
  /** The origin messages go to, or null when nothing is posted. */
  readonly targetOrigin: string | null;
  /** Posts to the parent when its origin is known and allowed; returns whether it posted. */
  post<K extends WidgetToHostType>(type: K, payload: WidgetToHostMessages[K]): boolean;
  /**
   * Hands every host message to `handler`, but only one that comes from the parent
   * window (`event.source`) at an allowed origin (`event.origin`); returns the unsubscribe.
   */
  listen(handler: (message: HostToWidgetMessage) => void): () => void;
}

/**
 * Posts typed messages to the framing page, never to "*": only to the parent's own origin,
 * and only when that origin is one the clinic allows (clinic-info's allowed_origins, which
 * may name any port of a host: `http://localhost:*`) or the widget's own (our demo and
 * product pages). In a top-level window it posts nothing.
 */
export function createHostMessenger(
  allowedOrigins: readonly string[],
  win: FrameWindow = window,
): HostMessenger {
  const parent = parentOrigin(win);
  const allowed = (origin: string) =>
    origin === win.location.origin || isAllowedOrigin(origin, allowedOrigins);
  const targetOrigin = parent !== null && allowed(parent) ? parent : null;
  return {
    targetOrigin,
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        if (Object.is(win.parent, win) || event.source !== win.parent) return;
        if (event.origin !== targetOrigin) return;
        const message = parseHostMessage(event.data);
        if (message) handler(message);
      };
      win.addEventListener?.('message', onMessage);
      return () => win.removeEventListener?.('message', onMessage);
    },
    post(type, payload) {
      if (targetOrigin === null) return false;
      const message = {
        source: WIDGET_MESSAGE_SOURCE,
        version: PROTOCOL_VERSION,
        type,
        payload,
      } as WidgetToHostMessage;
      win.parent.postMessage(message, targetOrigin);
      return true;
    },
  };
}
