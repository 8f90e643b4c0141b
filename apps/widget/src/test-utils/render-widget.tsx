import { createApiClient } from '@afterlook/api';
import { parseWidgetQuery } from '@afterlook/domain';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { App, createQueryClient } from '../app/App.tsx';
import { createRoutes } from '../app/routes.tsx';
import type { SessionStore } from '../session/bootstrap.ts';
import type { WidgetEnv } from '../session/widget-env.tsx';

interface RenderWidgetOptions {
  /** The API's origin (a loopback fake); '' for the page's own. */
  readonly baseUrl?: string;
}

/** Renders the whole widget at a path (with its query), as a browser would open it. */
export function renderWidget(pathWithQuery: string, { baseUrl = '' }: RenderWidgetOptions = {}) {
  const url = new URL(pathWithQuery, 'http://widget.test');
  const session: SessionStore = { accessToken: undefined };
  const env: WidgetEnv = {
    query: parseWidgetQuery(url.search, ['en-US']),
    session,
    api: createApiClient({ baseUrl, getAccessToken: () => session.accessToken }),
  };
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [pathWithQuery] });
  const view = render(<App env={env} queryClient={queryClient} i18n={i18next} router={router} />);
  return { ...view, router, env, queryClient };
}
