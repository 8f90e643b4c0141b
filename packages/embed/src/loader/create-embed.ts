import { EVENT_OF, type EventSubscriptions } from '../events.ts';
import type { WidgetToHostType } from '../protocol.ts';
import {
  CHECK_TIMEOUT_MS,
  checkKey,
  diagnose,
  type KeyCheck,
  RECHECK_TIMEOUT_MS,
} from './check-key.ts';
import { createEventBus } from './event-bus.ts';
import { type ButtonOptions, createFloatingButton } from './floating-button.ts';
import { type PreparedModal, prepareModal } from './modal.ts';
import { css } from './style.ts';
import { pageLanguage, textsFor } from './texts.ts';
import { createWidgetFrame, type WidgetFrame } from './widget-frame.ts';
import { flowPath, type WidgetOptions, widgetUrl } from './widget-url.ts';

export interface InlineOptions extends WidgetOptions {
  /** The container: an element or a CSS selector. */
  readonly element: string | HTMLElement;
}

/** Every command a host page can call: `AfterLook('open', { flow: 'scan' })`. */
export interface EmbedCommands extends EventSubscriptions {
  /** Clinic key and defaults for every widget on the page; call first. */
  init(options: WidgetOptions & { clinicKey: string }): void;
  /** The floating pill button that opens the modal (one per page). */
  button(options?: ButtonOptions & WidgetOptions): void;
  /** The widget inside a container, resized to its content (once per container). */
  inline(options: InlineOptions): void;
  /** Opens the modal now. */
  open(options?: WidgetOptions): void;
  /** Closes the modal. */
  close(): void;
  /** Tells every open widget the page is now about this procedure (procedure-update). */
  procedure(value: string): void;
}

const DATA = 'data-afterlook';
const INLINE_START_HEIGHT = '640px';

/** Widget options written as data-afterlook-* attributes (data-afterlook-context-procedure…). */
function optionsFromData(node: HTMLElement): WidgetOptions {
  const options: Record<string, string> = {};
  for (const { name, value } of Array.from(node.attributes)) {
    if (!name.startsWith(`${DATA}-`) || value === '') continue;
    const key = name.slice(DATA.length + 1).replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());
    options[key] = value;
  }
  return options;
}

/**
 * The loader's state on one page: defaults from init, the modal, the inline widgets and
 * the host page's listeners. `serverOrigin` is where embed.js came from.
 */
export function createEmbed(serverOrigin: string): EmbedCommands {
  const bus = createEventBus();
  let defaults: WidgetOptions = {};
  let initialised = false;
  let modal: PreparedModal | null = null;
  let buttonAsked = false;
  let pill: HTMLButtonElement | null = null;
  const frames = new Set<WidgetFrame>();
  const inlineHosts = new WeakSet<HTMLElement>();

  /**
   * The server's verdict on this page and key, asked once at init: an unknown key or an
   * origin the clinic does not allow shows nothing (the console says why and how to fix
   * it); an unreachable server still shows the button, whose click then says so.
   */
  let check: Promise<KeyCheck> | null = null;
  const checked = (clinicKey = defaults.clinicKey): Promise<KeyCheck> => {
    check ??= (
      clinicKey
        ? checkKey(serverOrigin, clinicKey, CHECK_TIMEOUT_MS)
        : Promise.resolve<KeyCheck>({ verdict: 'unknown_key' })
    ).then((result) => {
      const problem = diagnose(result, location.origin, serverOrigin);
      if (problem) console.error(problem);
      return result;
    });
    return check;
  };
  /** Runs `then` once the widget may show here (or the server could not be asked). */
  const whenUsable = (options: WidgetOptions, then: (check: KeyCheck) => void) => {
    void checked(options.clinicKey ?? defaults.clinicKey).then((result) => {
      if (result.verdict === 'ok' || result.verdict === 'unreachable') then(result);
    });
  };

  const frameFor = (options: WidgetOptions, mode: 'modal' | 'inline', standby = false) => {
    // Without a lang option the widget speaks the page's language, as the pill does.
    const lang = options.lang ?? defaults.lang ?? pageLanguage();
    const merged = { ...defaults, ...options, ...(lang ? { lang } : {}) };
    if (merged.flow && !flowPath(merged.flow)) {
      console.error(`AfterLook: unknown flow '${merged.flow}'`);
    }
    const texts = textsFor(merged.lang);
    const onMessage = (type: WidgetToHostType, payload: Record<string, unknown>) => {
      if (type === 'ready' && merged.contextProcedure) {
        frame.post('context-procedure', { contextProcedure: merged.contextProcedure });
      }
      if (type === 'resize' && mode === 'inline' && typeof payload.height === 'number') {
        css(frame.root.parentElement ?? frame.root, { height: `${Math.ceil(payload.height)}px` });
      }
      if (type === 'close-modal') {
        if (mode === 'modal') modal?.closeFor(payload.reason === 'escape' ? 'escape' : 'widget');
        else bus.emit('close', { reason: 'widget' });
      }
      const event = EVENT_OF[type];
      if (event) bus.emit(event, payload);
    };
    const frame = createWidgetFrame({
      src: widgetUrl(serverOrigin, merged, {
        hostOrigin: location.origin,
        mode,
        shareContact: bus.wantsContact(),
        standby,
      }),
      standby,
      serverOrigin,
      title: texts.title,
      failureText: texts.failed,
      onMessage,
    });
    frames.add(frame);
    return { frame, texts, shareContact: bus.wantsContact() };
  };

  /** The button's modal, built hidden once the page is idle (see warmUp). */
  let warm: { options: WidgetOptions; modal: PreparedModal; shareContact: boolean } | null = null;
  const modalFor = (options: WidgetOptions, standby: boolean) => {
    const { frame, texts, shareContact } = frameFor(options, 'modal', standby);
    const prepared = prepareModal({
      frame,
      label: texts.title,
      closeLabel: texts.close,
      fallbackFocus: () => pill,
      onClose(reason) {
        frames.delete(frame);
        modal = null;
        bus.emit('close', { reason });
      },
    });
    return { prepared, shareContact };
  };
  /**
   * Loads the button's widget in its hidden modal once the page has loaded and is idle,
   * so a click shows the first screen without downloading the widget then. The warm
   * widget starts nothing (no session, no analytics) until it is opened (wait-for-wake).
   */
  const warmUp = (options: WidgetOptions) => {
    const build = () => {
      if (modal || warm) return;
      const { prepared, shareContact } = modalFor(options, true);
      warm = { options, modal: prepared, shareContact };
    };
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(build, { timeout: 3000 })
        : setTimeout(build, 200);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  };

  const commands: EmbedCommands = {
    init(options) {
      defaults = { ...defaults, ...options };
      if (initialised) return;
      initialised = true;
      void checked();
      // The widget comes from our server: open the connection before the first click.
      const preconnect = document.createElement('link');
      preconnect.rel = 'preconnect';
      preconnect.href = serverOrigin;
      document.head.append(preconnect);
      for (const node of Array.from(document.querySelectorAll<HTMLElement>(`[${DATA}-inline]`))) {
        commands.inline({ ...optionsFromData(node), element: node });
      }
      document.addEventListener('click', (event) => {
        const target = (event.target as Element | null)?.closest?.<HTMLElement>(`[${DATA}-open]`);
        if (!target) return;
        event.preventDefault();
        commands.open(optionsFromData(target));
      });
    },
    button(options = {}) {
      if (buttonAsked) return;
      buttonAsked = true;
      whenUsable(options, (result) => {
        const { verdict } = result;
        const clinicColor = 'themeColor' in result ? result.themeColor : undefined;
        const themeColor = defaults.themeColor ?? clinicColor;
        const label = textsFor(options.lang ?? defaults.lang).button;
        pill = createFloatingButton(options, { label, themeColor }, (opener) =>
          openWith(options, opener),
        );
        const saveData = (navigator as { connection?: { saveData?: boolean } }).connection
          ?.saveData;
        if (verdict === 'ok' && options.preload !== false && !saveData) warmUp(options);
      });
    },
    inline(options) {
      const host =
        typeof options.element === 'string'
          ? document.querySelector<HTMLElement>(options.element)
          : options.element;
      if (!host) {
        console.error(`AfterLook: no element '${String(options.element)}' for the inline widget`);
        return;
      }
      if (inlineHosts.has(host)) return;
      inlineHosts.add(host);
      whenUsable(options, () => {
        const { frame } = frameFor(options, 'inline');
        css(host, { height: INLINE_START_HEIGHT });
        host.append(frame.root);
      });
    },
    open(options = {}) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      whenUsable(options, () => openWith(options, opener));
    },
    close() {
      modal?.close();
    },
    on: bus.on,
    off: bus.off,
    procedure(value) {
      for (const frame of frames) frame.post('procedure-update', { procedure: value });
    },
  };

  function openWith(options: WidgetOptions, opener: HTMLElement | null) {
    if (modal) return;
    const ready = warm;
    warm = null;
    // The warm widget is the one to show, unless a listener asked for contact details
    // after it was built (its address would lack embedShare).
    if (ready && ready.options === options && ready.shareContact === bus.wantsContact()) {
      modal = ready.modal;
    } else {
      if (ready) {
        ready.modal.discard();
        frames.delete(ready.modal.frame);
      }
      modal = modalFor(options, false).prepared;
    }
    modal.show(opener);
    modal.frame.wake();
    modal.frame.post('form-opened', {});
    modal.frame.post('auto-focus', {});
    void sayWhenUnreachable(modal.frame, options);
  }

  /**
   * A click while the server was unreachable asks again; still unreachable, the modal
   * says the widget could not load at once rather than after the ready timeout.
   */
  async function sayWhenUnreachable(frame: WidgetFrame, options: WidgetOptions) {
    if ((await checked()).verdict !== 'unreachable') return;
    const clinicKey = options.clinicKey ?? defaults.clinicKey ?? '';
    const again = await checkKey(serverOrigin, clinicKey, RECHECK_TIMEOUT_MS);
    if (again.verdict === 'unreachable') frame.fail();
    else check = Promise.resolve(again);
  }

  return commands;
}
