import {
  CHAT_LIMITS,
  PRODUCT_EVENT_PROPERTIES,
  type Procedure,
  parseProcedure,
} from '@afterlook/domain';
import { useEffect, useMemo } from 'react';
import type { Analytics } from '../analytics/analytics.ts';
import type { HostMessenger } from './host-messenger.ts';

/** Where a flow hears of a procedure the host page sent (procedure-update, context-procedure). */
export interface HostProcedureEvents {
  onProcedure(handler: (procedure: Procedure) => void): () => void;
}

/** The element 'auto-focus' focuses: a flow's chat input carries this attribute. */
export const AUTO_FOCUS_ATTRIBUTE = 'data-autofocus-target';

/**
 * Listens to the host page (docs/product/state-machines.md#chat-flows): 'form-opened' records analytics once per
 * session; 'auto-focus' focuses the chat input after 1 s where there is one; a
 * procedure update or contextProcedure is recorded and handed to the flow.
 */
export function useHostMessages(host: HostMessenger, analytics: Analytics): HostProcedureEvents {
  const events = useMemo(() => {
    const handlers = new Set<(procedure: Procedure) => void>();
    return {
      emit: (procedure: Procedure) => {
        for (const handler of handlers) handler(procedure);
      },
      onProcedure(handler: (procedure: Procedure) => void) {
        handlers.add(handler);
        return () => {
          handlers.delete(handler);
        };
      },
    };
  }, []);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = host.listen((message) => {
      switch (message.type) {
        case 'form-opened':
          analytics.formOpened();
          return;
        case 'auto-focus': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            document.querySelector<HTMLElement>(`[${AUTO_FOCUS_ATTRIBUTE}]`)?.focus();
          }, CHAT_LIMITS.autoFocusDelayMs);
          timers.add(timer);
          return;
        }
        case 'procedure-update':
        case 'context-procedure': {
          const raw =
            message.type === 'procedure-update'
              ? message.payload.procedure
              : message.payload.contextProcedure;
          const procedure = parseProcedure(raw);
          if (!procedure) {
            console.warn(`AfterLook: ignoring an unknown procedure from the host page: '${raw}'`);
            return;
          }
          analytics.track(
            message.type === 'procedure-update' ? 'procedure update' : 'Context Procedure Update',
            {
              [PRODUCT_EVENT_PROPERTIES.procedure]: procedure,
            },
          );
          events.emit(procedure);
          return;
        }
      }
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [host, analytics, events]);

  return events;
}
