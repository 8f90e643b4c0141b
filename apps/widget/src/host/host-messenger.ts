import {
  type HostToWidgetMessage,
  parseHostMessage,
  WIDGET_MESSAGE_SOURCE,
  type WidgetToHostMessage,
  type WidgetToHostMessages,
  type WidgetToHostType,
} from './messages.ts';

/** The parts of `window` the messenger reads; a parameter so tests can hand in a frame. */
export interface FrameWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener?(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener?(type: 'message', listener: (event: MessageEvent) => void): void;
  readonly location: { readonly origin: string; readonly ancestorOrigins?: ArrayLike<string> };
  readonly document: { readonly referrer: string };
}

const originOf = (address: string): string | null => {
  if (!URL.canParse(address)) return null;
  const { origin } = new URL(address);
  return origin === 'null' ? null : origin;
};

/**
 * The origin of the page that frames the widget: the nearest ancestor origin where the
 * browser gives it (Chromium, Safari), else the origin of document.referrer. Null in a
 * top-level window or when the browser hides it.
 */
export function parentOrigin(win: FrameWindow): string | null {
  if (Object.is(win.parent, win)) return null;
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor) return originOf(ancestor);
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
 * and only when that origin is one the clinic allows (clinic-info's allowed_origins) or
 * the widget's own (our demo host page). In a top-level window it posts nothing.
 */
export function createHostMessenger(
  allowedOrigins: readonly string[],
  win: FrameWindow = window,
): HostMessenger {
  const parent = parentOrigin(win);
  const allowed = new Set(
    [...allowedOrigins.map(originOf), win.location.origin].filter(
      (origin): origin is string => origin !== null,
    ),
  );
  const targetOrigin = parent !== null && allowed.has(parent) ? parent : null;
  return {
    targetOrigin,
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        if (Object.is(win.parent, win) || event.source !== win.parent) return;
        if (!allowed.has(event.origin)) return;
        const message = parseHostMessage(event.data);
        if (message) handler(message);
      };
      win.addEventListener?.('message', onMessage);
      return () => win.removeEventListener?.('message', onMessage);
    },
    post(type, payload) {
      if (targetOrigin === null) return false;
      const message = { source: WIDGET_MESSAGE_SOURCE, type, payload } as WidgetToHostMessage;
      win.parent.postMessage(message, targetOrigin);
      return true;
    },
  };
}
