import { readApiError } from '@afterlook/api';
import { DASHBOARD_PATH } from '@afterlook/domain';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { isSignedOut } from './api/staff-client.ts';
import { Loading } from './components/status.tsx';
import { I18nProvider } from './i18n/i18n.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFound, RouteError } from './layout/route-error.tsx';
import { type DashboardRoute, HOME_PATH, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './routes.ts';
import { OwnerOnly, RequireSignIn } from './session/guards.tsx';
import { ME_KEY } from './session/session.tsx';

/** A route of the table as react-router takes it: its page's code loads on first visit. */
const toRouteObject = (route: DashboardRoute): RouteObject => ({
  path: route.path,
  lazy: async () => {
    const { default: Page } = await route.page();
    return {
      Component: route.ownerOnly
        ? () => (
            <OwnerOnly>
              <Page />
            </OwnerOnly>
          )
        : Page,
    };
  },
});

export function createDashboardRouter(basename = DASHBOARD_PATH) {
  return createBrowserRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        hydrateFallbackElement: <Loading />,
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          ...PUBLIC_ROUTES.map(toRouteObject),
          {
            element: <RequireSignIn />,
            children: [{ element: <AppLayout />, children: SIGNED_IN_ROUTES.map(toRouteObject) }],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename },
  );
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal (4xx) is said at once; a network failure or a 5xx is tried twice more.
        retry: (failures, error) => {
          const status = readApiError(error)?.status;
          return (status === undefined || status >= 500) && failures < 2;
        },
      },
    },
    // A session that ended (idle, signed out elsewhere, removed): back to sign-in.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSignedOut(error) && query.queryKey[0] !== ME_KEY[0]) {
          client.setQueryData(ME_KEY, null);
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSignedOut(error)) client.setQueryData(ME_KEY, null);
      },
    }),
  });
  return client;
}

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createDashboardRouter>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
