import type { ViewType } from '@afterlook/domain';
import type { WidgetToHostType } from './protocol.ts';

/**
 * The events a host page can listen to with `AfterLook('on', name, fn, options)`.
 * Payloads are trimmed to what a page needs: no photos and no contact details, unless
 * the listener opts in (`{ images: true }` on viewsCaptured, `{ contact: true }` on
 * leadSubmitted).
 */
export interface EmbedEvents {
  /** The widget shows its first screen; the spinner is gone. Use it to time or reveal. */
  ready: { readonly flow: string };
  /**
   * A procedure was chosen (picked in the widget or fixed by the flow). The page may
   * tailor its own content or record interest.
   */
  procedureSelected: { readonly procedure: string };
  /** The patient saw an after image: the conversion step before the lead. */
  simulationShown: { readonly procedure: string | null };
  /**
   * A lead reached the clinic. Carries the flow's form name and the procedure; the
   * patient's name and phone only for a listener registered with `{ contact: true }`
   * before the widget opened (the widget is told at start what to share).
   */
  leadSubmitted: {
    readonly formName: string;
    readonly procedure: string | null;
    readonly contact?: { readonly name: string; readonly phone: string };
  };
  /**
   * The scan flows captured views. Each view names its type; the PNG blobs
   * (beforeImage, afterImage) only for a listener registered with `{ images: true }`.
   */
  viewsCaptured: {
    readonly views: readonly {
      readonly viewType: ViewType;
      readonly beforeImage?: Blob;
      readonly afterImage?: Blob | null;
    }[];
  };
  /** The modal closed: by the widget ('Done'), Escape, the close button or the page. */
  close: { readonly reason: 'widget' | 'escape' | 'button' | 'api' };
}

export type EmbedEventName = keyof EmbedEvents;

/** What a listener asks to receive beyond the trimmed payload. */
export interface ListenerOptions {
  readonly images?: boolean;
  readonly contact?: boolean;
}

/** How the host page listens to the widget's events (`AfterLook('on', 'leadSubmitted', fn)`). */
export interface EventSubscriptions {
  on<K extends EmbedEventName>(
    name: K,
    fn: (payload: EmbedEvents[K]) => void,
    options?: ListenerOptions,
  ): void;
  off<K extends EmbedEventName>(name: K, fn: (payload: EmbedEvents[K]) => void): void;
}

/** Which widget message becomes which host event (close is the modal's own). */
export const EVENT_OF: Partial<Record<WidgetToHostType, EmbedEventName>> = {
  ready: 'ready',
  'procedure-selected': 'procedureSelected',
  'simulation-shown': 'simulationShown',
  'lead-submitted': 'leadSubmitted',
  'scanned-views': 'viewsCaptured',
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const isBlob = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * The payload one listener gets for a widget message: only known fields, and photos or
 * contact details only when that listener opted in. Null when the message is malformed.
 */
export function toEventPayload(
  name: EmbedEventName,
  payload: Record<string, unknown>,
  options: ListenerOptions = {},
): EmbedEvents[EmbedEventName] | null {
  switch (name) {
    case 'ready':
      return { flow: text(payload.flow) ?? '' };
    case 'procedureSelected': {
      const procedure = text(payload.procedure);
      return procedure ? { procedure } : null;
    }
    case 'simulationShown':
      return { procedure: text(payload.procedure) };
    case 'leadSubmitted': {
      const contact = payload.contact as { name?: unknown; phone?: unknown } | undefined;
      const name = text(contact?.name);
      const phone = text(contact?.phone);
      return {
        formName: text(payload.formName) ?? '',
        procedure: text(payload.procedure),
        ...(options.contact && name && phone ? { contact: { name, phone } } : {}),
      };
    }
    case 'viewsCaptured': {
      if (!Array.isArray(payload.views)) return null;
      const views = payload.views.flatMap((view: Record<string, unknown>) => {
        const viewType = text(view?.viewType) as ViewType | null;
        if (!viewType) return [];
        if (!options.images) return [{ viewType }];
        return [
          {
            viewType,
            ...(isBlob(view.beforeImage) ? { beforeImage: view.beforeImage } : {}),
            afterImage: isBlob(view.afterImage) ? view.afterImage : null,
          },
        ];
      });
      return { views };
    }
    case 'close':
      return { reason: (text(payload.reason) ?? 'api') as EmbedEvents['close']['reason'] };
    default:
      return null;
  }
}
