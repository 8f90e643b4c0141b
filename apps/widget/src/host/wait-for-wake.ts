import {
  PROTOCOL_VERSION,
  parseHostMessage,
  WIDGET_MESSAGE_SOURCE,
} from '@afterlook/embed/protocol';
import { type FrameWindow, parentOrigin } from './host-messenger.ts';

/**
 * A warm frame (embedStandby=1) waits here: the loader loaded the widget before the
 * patient clicked, so nothing may start yet (no session, no analytics, no render). It
 * says 'standing-by' to its parent and resolves on the parent's 'wake'. The page could
 * only be framed by one of the clinic's allowed origins (frame-ancestors), so the
 * parent's origin is known before clinic-info; a message from anyone else is ignored.
 * In a top-level window, or with no parent origin to answer, it starts at once.
 */
export function waitForWake(win: FrameWindow = window): Promise<void> {
  const parent = parentOrigin(win);
  if (parent === null || !win.addEventListener) return Promise.resolve();
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== win.parent || event.origin !== parent) return;
      if (parseHostMessage(event.data)?.type !== 'wake') return;
      win.removeEventListener?.('message', onMessage);
      resolve();
    };
    win.addEventListener?.('message', onMessage);
    win.parent.postMessage(
      {
        source: WIDGET_MESSAGE_SOURCE,
        version: PROTOCOL_VERSION,
        type: 'standing-by',
        payload: {},
      },
      parent,
    );
  });
}
