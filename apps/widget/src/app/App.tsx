import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { type WidgetEnv, WidgetEnvProvider } from '../session/widget-env.tsx';

interface AppProps {
  readonly env: WidgetEnv;
  readonly queryClient: QueryClient;
  readonly i18n: i18n;
  readonly router: DataRouter;
}

/** The widget's providers around its router; main.tsx and the tests build the pieces. */
export function App({ env, queryClient, i18n, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <WidgetEnvProvider env={env}>
          <RouterProvider router={router} />
        </WidgetEnvProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
