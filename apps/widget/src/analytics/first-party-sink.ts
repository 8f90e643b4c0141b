import type { ApiClient } from '@afterlook/api';
import { withoutContactDetails } from '@afterlook/domain';
import type { ProductEventSink } from './analytics.ts';

/**
 * Our own product-event store (the clinic's dashboard reads it). Always on; contact
 * details stay out of it (the lead already holds them).
 */
export function createFirstPartySink(api: Pick<ApiClient, 'trackEvent'>): ProductEventSink {
  return {
    track(event, properties) {
      void api.trackEvent(event, withoutContactDetails(properties));
    },
  };
}
