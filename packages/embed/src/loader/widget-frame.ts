import {
  HOST_MESSAGE_SOURCE,
  type HostToWidgetMessages,
  type HostToWidgetType,
  PROTOCOL_VERSION,
  parseWidgetMessage,
  type WidgetToHostType,
} from '../protocol.ts';
import { css, element } from './style.ts';

/** How long the spinner waits for the widget's ready before it says the widget did not start. */
export const READY_TIMEOUT_MS = 12_000;

export interface WidgetFrame {
  /** The spinner, the iframe and the failure note, in one box. */
  readonly root: HTMLDivElement;
  readonly iframe: HTMLIFrameElement;
  /** Posts to the widget; before it is ready, queued until it is. */
  post<K extends HostToWidgetType>(type: K, payload: HostToWidgetMessages[K]): void;
  /** Starts a warm widget (standby): 'wake' as soon as it is standing by. */
  wake(): void;
  /** Says the widget could not load, unless it is already showing. */
  fail(): void;
  remove(): void;
}

/**
 * One widget iframe (camera and microphone for the scan, autoplay for its voice,
 * fullscreen), with a spinner until the widget posts 'ready'. Reads only messages whose
 * `event.source` is this iframe's window and whose `event.origin` is the AfterLook
 * server's; posts only to that origin.
 */
export function createWidgetFrame(options: {
  src: string;
  /** Loaded ahead of the click (embedStandby=1): the ready timeout waits for wake(). */
  standby?: boolean;
  serverOrigin: string;
  title: string;
  failureText: string;
  onMessage(type: WidgetToHostType, payload: Record<string, unknown>): void;
}): WidgetFrame {
  const root = element('div', 'afterlook-frame', {
    position: 'relative',
    width: '100%',
    height: '100%',
    background: '#fff',
  });
  const iframe = element('iframe', 'afterlook-iframe', {
    display: 'block',
    width: '100%',
    height: '100%',
    border: '0',
    opacity: '0',
    transition: 'opacity .2s',
  });
  iframe.title = options.title;
  iframe.allow = 'camera; microphone; autoplay; fullscreen';
  // The widget page lets itself be framed only by the origin this names (the server
  // checks it against the clinic's list): send the origin, never the page's path.
  iframe.referrerPolicy = 'strict-origin';
  iframe.setAttribute('allowfullscreen', '');
  iframe.src = options.src;

  const spinner = element('div', 'afterlook-spinner', {
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: '36px',
    height: '36px',
    margin: '-18px 0 0 -18px',
    borderRadius: '50%',
    border: '3px solid rgba(15,27,45,.12)',
    borderTopColor: '#0f1b2d',
    boxSizing: 'border-box',
  });
  spinner.setAttribute('role', 'progressbar');
  spinner.setAttribute('aria-label', options.title);
  // The spinner turns only while it can be seen: an animation runs on when its element is
  // hidden or removed, and would have the clinic's page draw 60 frames a second for as
  // long as the visitor stays (a standby frame waits hidden until the button is clicked).
  let spinning: Animation | undefined;
  const startSpinner = () => {
    spinning ??= spinner.animate?.([{ transform: 'rotate(0)' }, { transform: 'rotate(360deg)' }], {
      duration: 800,
      iterations: Number.POSITIVE_INFINITY,
    });
  };
  const stopSpinner = () => {
    spinning?.cancel();
    spinner.remove();
  };
  if (!options.standby) startSpinner();
  root.append(spinner, iframe);

  let ready = false;
  /** Messages posted before the widget listens: sent once it is ready. */
  const pending: object[] = [];
  const send = (message: object) =>
    iframe.contentWindow?.postMessage(message, options.serverOrigin);
  let failed = false;
  const fail = () => {
    if (ready || failed) return;
    failed = true;
    stopSpinner();
    const note = element('p', 'afterlook-failure', {
      position: 'absolute',
      inset: '0',
      margin: '0',
      padding: '24px',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      font: '16px/1.5 system-ui, sans-serif',
      color: '#0f1b2d',
      background: '#fff',
    });
    note.textContent = options.failureText;
    root.append(note);
    console.error(
      `AfterLook: the widget did not load from ${options.serverOrigin}. Check the network; a Content-Security-Policy must allow it in frame-src (${options.serverOrigin}/docs/embed#csp).`,
    );
  };
  let timer = options.standby ? undefined : setTimeout(fail, READY_TIMEOUT_MS);
  let standingBy = false;
  let woken = !options.standby;
  const sendWake = () =>
    send({ source: HOST_MESSAGE_SOURCE, version: PROTOCOL_VERSION, type: 'wake', payload: {} });

  const onMessage = (event: MessageEvent) => {
    if (event.source === null || event.source !== iframe.contentWindow) return;
    if (event.origin !== options.serverOrigin) return;
    const message = parseWidgetMessage(event.data);
    if (!message) return;
    if (message.type === 'standing-by') {
      standingBy = true;
      if (woken) sendWake();
      return;
    }
    if (message.type === 'ready' && !ready) {
      ready = true;
      clearTimeout(timer);
      stopSpinner();
      css(iframe, { opacity: '1' });
      for (const queued of pending.splice(0)) send(queued);
    }
    options.onMessage(message.type, message.payload);
  };
  window.addEventListener('message', onMessage);

  return {
    root,
    iframe,
    post(type, payload) {
      const message = { source: HOST_MESSAGE_SOURCE, version: PROTOCOL_VERSION, type, payload };
      if (ready) send(message);
      else pending.push(message);
    },
    fail() {
      clearTimeout(timer);
      fail();
    },
    wake() {
      if (woken) return;
      woken = true;
      if (!ready && !failed) startSpinner();
      timer = setTimeout(fail, READY_TIMEOUT_MS);
      if (standingBy) sendWake();
    },
    remove() {
      clearTimeout(timer);
      stopSpinner();
      window.removeEventListener('message', onMessage);
      root.remove();
    },
  };
}
