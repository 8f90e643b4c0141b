import type { BodyArea, FormName, Procedure, ViewType } from '@afterlook/domain';

/**
 * The window-message contract between the widget (in its iframe) and the host page
 * (the clinic's page that frames it; docs/product/overview.md, state-machines.md#chat-flows, api.md#assets-and-window-messages). Both the widget and the
 * embed loader import it. One map each way; every message is
 * `{ source, version, type, payload }`. Each side checks `event.origin` and
 * `event.source` before reading a message and posts to an explicit origin, never '*'.
 * Payloads carry only what the receiver needs.
 *
 * Compatibility: `version` is the protocol version of the sender. A receiver reads any
 * version it does not know as the newest it knows, ignores types and payload fields it
 * does not know, and never refuses a newer sender: an old loader keeps working with a
 * newer widget. A change that would break that is a new type, never a changed one.
 */
export const PROTOCOL_VERSION = 1;

/** Messages the widget posts to the host page. */
export interface WidgetToHostMessages {
  /**
   * The widget shows its first screen (or an error card): the loader hides its spinner.
   * Fires once per page load, after clinic-info arrived. Payload: the flow's variant.
   */
  ready: { readonly flow: string };
  /**
   * The widget's content height in CSS pixels, in inline mode (embedMode=inline): the
   * host sizes the iframe to it. Fires on every change of the content's height.
   */
  resize: { readonly height: number };
  /**
   * The patient's body-area selection on the tier-1 area screen.
   * Fires on every toggle (docs/product/state-machines.md#lead-forms), with the whole selection after the change
   * (empty when the last area was deselected). The host may record it for analytics
   * or tailor its own page; the widget needs no answer.
   */
  'areas-changed': { readonly areas: readonly BodyArea[] };
  /**
   * The procedure the patient highlighted (tier-1 procedure screen) or that a flow
   * settled on. Fires each time a different procedure is chosen (docs/product/state-machines.md#lead-forms). The
   * host may record it; the widget needs no answer.
   */
  'procedure-selected': { readonly procedure: Procedure };
  /**
   * An after image is on screen (the 'Simulation Complete' moment). The host may
   * record the conversion step; no answer.
   */
  'simulation-shown': { readonly procedure: Procedure | null };
  /**
   * The patient's details reached the clinic. `contact` is there only when the page
   * asked for it (embedShare=contact in the widget's address); without it the host
   * learns that a lead came in and for which procedure, nothing about who.
   */
  'lead-submitted': {
    readonly formName: FormName;
    readonly procedure: Procedure | null;
    readonly contact?: { readonly name: string; readonly phone: string };
  };
  /**
   * The patient is done: the host should close the modal that holds the widget.
   * Fires from 'Done' on the result screen once the lead is in (no reason), and in
   * modal mode from Escape pressed inside the widget while no dialog of its own is
   * open (reason 'escape': the key never reaches the host page).
   */
  'close-modal': { readonly reason?: 'escape' };
  /**
   * Captured views as PNG blobs (structured-cloned). The all-poses scan
   * (/onboarding-scan-all-poses, docs/product/scan-flow.md#all-poses-scan) sends every pose in order, once, right
   * after 'close-modal', with afterImage null: it makes no simulation. The capture flow
   * (/onboarding-scan, docs/product/state-machines.md#simulation-flow) sends its one view with the after image the result
   * starts on, once the result is in. The host stores or uploads them; the widget needs
   * no answer.
   */
  'scanned-views': { readonly views: readonly ScannedView[] };
  /**
   * A warm widget (embedStandby=1 in its address) has loaded its code and waits: no
   * session, no analytics, nothing rendered until the loader sends 'wake'. Fires once,
   * as soon as the widget listens; the loader sends 'wake' when the patient opens the
   * modal, so the first screen needs no download then. Not a host-page event.
   */
  'standing-by': Record<string, never>;
}

/** One captured view as the host receives it. */
export interface ScannedView {
  readonly viewType: ViewType;
  readonly beforeImage: Blob;
  readonly afterImage: Blob | null;
}

/** Messages the host page posts to the widget. */
export interface HostToWidgetMessages {
  /**
   * The host opened the modal holding the widget. The widget records 'Form Opened'
   * and the form-visit counter, once per session (docs/product/state-machines.md#chat-flows).
   */
  'form-opened': Record<string, never>;
  /**
   * Move the keyboard focus into the widget: after 1 s the chat input, where the flow
   * has one, takes focus (docs/product/state-machines.md#chat-flows, limits.md).
   */
  'auto-focus': Record<string, never>;
  /**
   * The host's page is now about another procedure (its own picker, a product page).
   * The flow switches to it as if it had come in the `procedure` query parameter.
   */
  'procedure-update': { readonly procedure: string };
  /**
   * The procedure of the page the chat was opened from (docs/product/state-machines.md#chat-flows contextProcedure);
   * handled like 'procedure-update' and recorded as 'Context Procedure Update'.
   */
  'context-procedure': { readonly contextProcedure: string };
  /**
   * The patient opened the modal of a warm widget that said 'standing-by': start now
   * (session, clinic-info, first screen, then 'ready'). Sent once.
   */
  wake: Record<string, never>;
  /**
   * The clinic dashboard's settings preview: restyle the widget with the theme colour
   * and font being edited, before they are saved (null: the clinic's own). Heard only
   * from the widget's own origin (our dashboard), never from a clinic's page: a host
   * page sets a theme through the widget's query (themeColor, fontFamily). Sent on
   * every edit and again on 'ready'; the widget needs no answer.
   */
  'preview-theme': { readonly themeColor: string | null; readonly fontFamily: string | null };
}

export type WidgetToHostType = keyof WidgetToHostMessages;
export type HostToWidgetType = keyof HostToWidgetMessages;

/** Marks our messages among everything else a host page may receive. */
export const WIDGET_MESSAGE_SOURCE = 'afterlook-widget';
/** Marks the host's (our embed loader's) messages to the widget. */
export const HOST_MESSAGE_SOURCE = 'afterlook-host';

/** A message either way: whose it is, the protocol version, its type and that type's payload. */
type Envelope<Source extends string, Messages> = {
  [K in keyof Messages]: {
    readonly source: Source;
    readonly version: number;
    readonly type: K;
    readonly payload: Messages[K];
  };
}[keyof Messages];

export type WidgetToHostMessage = Envelope<typeof WIDGET_MESSAGE_SOURCE, WidgetToHostMessages>;

export type HostToWidgetMessage = Envelope<typeof HOST_MESSAGE_SOURCE, HostToWidgetMessages>;

/**
 * Query parameters the loader adds to the widget's address, besides the flow's own
 * (docs/product/routes.md): the host page's origin (the widget checks it against the clinic's
 * allowed origins and the browser's ancestorOrigins before it talks), the mode, and
 * what the host asked to receive beyond the defaults.
 */
export const EMBED_PARAMS = {
  hostOrigin: 'embedOrigin',
  mode: 'embedMode',
  share: 'embedShare',
  /** `1`: a warm frame, loaded ahead of the click; it waits for 'wake' ('standing-by'). */
  standby: 'embedStandby',
  /**
   * `embedPreview=1`: the clinic's own dashboard previews its widget. Heard only when the
   * framing page is the widget's own origin; the widget then counts nothing (no counters,
   * no product events, nothing to Mixpanel), so previews stay out of the clinic's funnel.
   */
  preview: 'embedPreview',
} as const;

/** `embedShare=contact`: lead-submitted carries the patient's name and phone. */
export const SHARE_CONTACT = 'contact';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const versionOf = (data: Record<string, unknown>): number =>
  typeof data.version === 'number' && data.version >= 1 ? data.version : 1;

/** Reads a host message, or null for anything that is not one of ours, well formed. */
export function parseHostMessage(data: unknown): HostToWidgetMessage | null {
  if (!isRecord(data) || data.source !== HOST_MESSAGE_SOURCE) return null;
  const payload = isRecord(data.payload) ? data.payload : {};
  const base = { source: HOST_MESSAGE_SOURCE, version: versionOf(data) } as const;
  switch (data.type) {
    case 'form-opened':
    case 'auto-focus':
    case 'wake':
      return { ...base, type: data.type, payload: {} };
    case 'procedure-update':
      return typeof payload.procedure === 'string'
        ? { ...base, type: 'procedure-update', payload: { procedure: payload.procedure } }
        : null;
    case 'context-procedure':
      return typeof payload.contextProcedure === 'string'
        ? {
            ...base,
            type: 'context-procedure',
            payload: { contextProcedure: payload.contextProcedure },
          }
        : null;
    case 'preview-theme': {
      const text = (value: unknown) =>
        typeof value === 'string' && value.length <= 100 ? value : null;
      return {
        ...base,
        type: 'preview-theme',
        payload: { themeColor: text(payload.themeColor), fontFamily: text(payload.fontFamily) },
      };
    }
    default:
      return null;
  }
}

const WIDGET_TYPES: ReadonlySet<string> = new Set<WidgetToHostType>([
  'ready',
  'resize',
  'areas-changed',
  'procedure-selected',
  'simulation-shown',
  'lead-submitted',
  'close-modal',
  'scanned-views',
  'standing-by',
]);

/**
 * Reads a widget message (the loader's side): ours, of a type this loader knows, with
 * an object payload; null otherwise. Payload fields are read by each event's mapping,
 * which ignores what it does not know.
 */
export function parseWidgetMessage(
  data: unknown,
): { type: WidgetToHostType; payload: Record<string, unknown> } | null {
  if (!isRecord(data) || data.source !== WIDGET_MESSAGE_SOURCE) return null;
  if (typeof data.type !== 'string' || !WIDGET_TYPES.has(data.type)) return null;
  return {
    type: data.type as WidgetToHostType,
    payload: isRecord(data.payload) ? data.payload : {},
  };
}
