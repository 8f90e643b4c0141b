import type { BodyArea, Procedure } from '@afterlook/domain';

/**
 * Window messages the widget posts to its host page (the clinic's page that frames it).
 * Every message is `{ source: 'afterlook-widget', type, payload }`; the host's loader
 * checks `event.origin` against the widget's origin and `source` before reading it.
 * Payloads carry only what the host needs. (Close-modal and the scan flows' captured
 * views join this map with the flows that send them.)
 */
export interface WidgetToHostMessages {
  /**
   * The patient's body-area selection on the tier-1 area screen.
   * Fires on every toggle (SPEC.md §4.3), with the whole selection after the change
   * (empty when the last area was deselected). The host may record it for analytics
   * or tailor its own page; the widget needs no answer.
   */
  'areas-changed': { readonly areas: readonly BodyArea[] };
  /**
   * The procedure the patient highlighted on the tier-1 procedure screen.
   * Fires each time a different procedure is chosen (SPEC.md §4.3). The host may
   * record it; the widget needs no answer.
   */
  'procedure-selected': { readonly procedure: Procedure };
}

export type WidgetToHostType = keyof WidgetToHostMessages;

/** Marks our messages among everything else a host page may receive. */
export const WIDGET_MESSAGE_SOURCE = 'afterlook-widget';

export type WidgetToHostMessage = {
  [K in WidgetToHostType]: {
    readonly source: typeof WIDGET_MESSAGE_SOURCE;
    readonly type: K;
    readonly payload: WidgetToHostMessages[K];
  };
}[WidgetToHostType];
