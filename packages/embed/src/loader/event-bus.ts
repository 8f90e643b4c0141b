import {
  type EmbedEventName,
  type EventSubscriptions,
  type ListenerOptions,
  toEventPayload,
} from '../events.ts';

type Listener = { fn: (payload: never) => void; options: ListenerOptions };

export interface EventBus extends EventSubscriptions {
  /** Hands each listener of `name` its own trimmed copy of the widget's payload. */
  emit(name: EmbedEventName, payload: Record<string, unknown>): void;
  /** Whether any listener opted in to contact details (the widget is told at start). */
  wantsContact(): boolean;
}

/** The host page's listeners; a listener that throws does not stop the others. */
export function createEventBus(): EventBus {
  const listeners = new Map<EmbedEventName, Listener[]>();
  return {
    on(name, fn, options = {}) {
      const list = listeners.get(name) ?? [];
      if (!list.some((listener) => listener.fn === fn)) list.push({ fn, options });
      listeners.set(name, list);
    },
    off(name, fn) {
      listeners.set(
        name,
        (listeners.get(name) ?? []).filter((listener) => listener.fn !== fn),
      );
    },
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        const event = toEventPayload(name, payload, listener.options);
        if (!event) continue;
        try {
          listener.fn(event as never);
        } catch (error) {
          console.error(`AfterLook: a '${name}' listener failed`, error);
        }
      }
    },
    wantsContact: () =>
      (listeners.get('leadSubmitted') ?? []).some((listener) => listener.options.contact),
  };
}
