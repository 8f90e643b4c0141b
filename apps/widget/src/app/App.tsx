import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { I18nProvider } from '../i18n/i18n.ts';
import { type WidgetEnv, WidgetEnvProvider } from '../session/widget-env.tsx';

interface AppProps {
  readonly env: WidgetEnv;
  readonly queryClient: QueryClient;
  readonly router: DataRouter;
}

/** The widget's providers around its router (texts in the query's language); main.tsx and the tests build the pieces. */
export function App({ env, queryClient, router }: AppProps) {
  return (
    <I18nProvider language={env.query.lang}>
      <QueryClientProvider client={queryClient}>
        <WidgetEnvProvider env={env}>
          <RouterProvider router={router} />
        </WidgetEnvProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
