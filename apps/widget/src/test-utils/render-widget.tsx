import { createApiClient } from '@afterlook/api';
import { parseWidgetQuery } from '@afterlook/domain';
import { render } from '@testing-library/react';
import type { EventProperties, ProductEventSink } from '../analytics/analytics.ts';
import { App, createQueryClient } from '../app/App.tsx';
import type { ImageCodec } from '../photo/prepare-photo.ts';
import type { KeyValueStorage, SessionStore } from '../session/bootstrap.ts';
import type { BrowserServices, WidgetEnv } from '../session/widget-env.tsx';

interface RenderWidgetOptions {
  /** The API's origin (a loopback fake); '' for the page's own. */
  readonly baseUrl?: string;
  readonly browser?: Partial<BrowserServices>;
}

export const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

/** jsdom has no createImageBitmap or canvas: decoding reports a 2000×1500 image, encoding a tiny PNG. */
export const fakeImageCodec = (): ImageCodec & { encoded: { width: number; height: number }[] } => {
  const encoded: { width: number; height: number }[] = [];
  return {
    encoded,
    async decode(file) {
      if (file.size === 0) throw new Error('not an image');
      return { width: 2000, height: 1500, source: {} as CanvasImageSource, close: () => {} };
    },
    async encodePng(_source, width, height) {
      encoded.push({ width, height });
      return new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    },
  };
};

/** Records named product events. */
export const recordingSink = (): ProductEventSink & {
  events: { event: string; properties: EventProperties }[];
} => {
  const events: { event: string; properties: EventProperties }[] = [];
  return { events, track: (event, properties) => void events.push({ event, properties }) };
};

/** Renders the whole widget at a path (with its query), as a browser would open it. */
export function renderWidget(
  pathWithQuery: string,
  { baseUrl = '', browser = {} }: RenderWidgetOptions = {},
  sinks: readonly ProductEventSink[] = [],
) {
  const url = new URL(pathWithQuery, 'http://widget.test');
  const session: SessionStore = { accessToken: undefined };
  const services: BrowserServices = {
    imageCodec: fakeImageCodec(),
    preloadImage: async () => {},
    reload: () => {},
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    ...browser,
  };
  const env: WidgetEnv = {
    query: parseWidgetQuery(url.search, ['en-US']),
    session,
    api: createApiClient({ baseUrl, getAccessToken: () => session.accessToken }),
    browser: services,
    productEventSinks: sinks,
  };
  const queryClient = createQueryClient();
  const view = render(<App env={env} queryClient={queryClient} pathname={url.pathname} />);
  return { ...view, env, queryClient };
}
