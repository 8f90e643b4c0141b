import { MIXPANEL_API_HOST } from '@afterlook/api';
import type { ProductEvent } from '@afterlook/domain';
import { loadChunk } from '../app/chunk-load.ts';
import type { EventProperties, ProductEventSink } from './analytics.ts';

type Tracked = readonly [ProductEvent, EventProperties];

/** One Mixpanel instance per page, named so it never touches a host page's own. */
const INSTANCE_NAME = 'afterlook';

/**
 * The clinic's Mixpanel project (docs/product/api.md#analytics): no automatic page views, persistence in
 * localStorage. mixpanel-browser's core build (no session recorder, nothing loaded from
 * its CDN) is its own chunk, loaded only for a clinic that set a token; events tracked
 * before it arrives are sent once it has.
 */
export function createMixpanelSink(token: string): ProductEventSink {
  const waiting: Tracked[] = [];
  let send: ((tracked: Tracked) => void) | null = null;

  loadChunk(() => import('mixpanel-browser/dist/mixpanel-core.cjs.js'))
    .then((module) => {
      const mixpanel = module.default.init(
        token,
        {
          api_host: MIXPANEL_API_HOST,
          track_pageview: false,
          autocapture: false,
          persistence: 'localStorage',
          record_sessions_percent: 0,
        },
        INSTANCE_NAME,
      );
      send = ([event, properties]) => mixpanel.track(event, properties);
      for (const tracked of waiting.splice(0)) send(tracked);
    })
    .catch((error: unknown) => console.error('AfterLook: Mixpanel could not be loaded', error));

  return {
    track(event, properties) {
      if (send) send([event, properties]);
      else waiting.push([event, properties]);
    },
  };
}
