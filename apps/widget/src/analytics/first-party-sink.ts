import type { ApiClient } from '@afterlook/api';
import type { ProductEventSink } from './analytics.ts';

/**
 * Our own product-event store (the clinic's dashboard reads it). Always on; the server
 * drops contact details, which the lead already holds.
 */
export function createFirstPartySink(api: Pick<ApiClient, 'trackEvent'>): ProductEventSink {
  return {
    track(event, properties) {
      void api.trackEvent(event, properties);
    },
  };
}
