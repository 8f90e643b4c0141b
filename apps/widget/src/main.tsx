// First: start loading this page's flow (see the module).
import './app/preload-current-flow.ts';
import './styles/urbanist.css';
import './styles/global.css';
import { createApiClient } from '@afterlook/api';
import { parseWidgetQuery, THEME_DEFAULTS } from '@afterlook/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App.tsx';
import { readEmbedParams } from './host/embed-params.ts';
import { waitForWake } from './host/wait-for-wake.ts';
import type { SessionStore } from './session/bootstrap.ts';
import { bootstrapQuery } from './session/bootstrap-query.ts';
import { createBrowserServices } from './session/browser-services.ts';
import { headStart } from './session/head-start.ts';
import { resolveTheme } from './session/SessionGate.tsx';
import type { WidgetEnv } from './session/widget-env.tsx';
import { applyVariables, fontStack, layoutVariables, themeVariables } from './ui/theme.ts';

// The query is read once, at start (docs/product/routes.md).
const query = parseWidgetQuery(window.location.search, navigator.languages);
if (query.langWarning) console.warn(query.langWarning);

const root = document.documentElement;
root.lang = query.lang;
// Until clinic-info arrives, the query's theme (or the defaults) styles the loader.
const initialTheme = resolveTheme(query, { themeColor: null, fontFamily: null });
applyVariables(root, {
  ...layoutVariables(),
  ...themeVariables(initialTheme.themeColor),
  '--al-font': fontStack(initialTheme.fontFamily),
});

const session: SessionStore = { accessToken: undefined };
const env: WidgetEnv = {
  query,
  session,
  // Session setup's first calls were started by head-start.ts; the client takes them.
  api: createApiClient({ fetch: headStart.fetch, getAccessToken: () => session.accessToken }),
  browser: createBrowserServices(),
};

function start() {
  // Our font's file loads from now, with session setup, not once the first screen's text
  // is laid out: a Spanish title wraps to two lines in the fallback font and to one in
  // Urbanist, and the body figure below it moved under the patient's finger as it arrived.
  void document.fonts?.load(`1em "${THEME_DEFAULTS.fontFamily}"`).catch(() => {});
  const queryClient = createQueryClient();
  // Start session setup now, while the flow's code is still loading.
  if (query.clinicSdkKey) void queryClient.prefetchQuery(bootstrapQuery(env, query.clinicSdkKey));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App env={env} queryClient={queryClient} pathname={window.location.pathname} />
    </StrictMode>,
  );
}

// A warm frame's code is loaded; it starts when the patient opens it.
if (readEmbedParams(window.location.search).standby) void waitForWake().then(start);
else start();
