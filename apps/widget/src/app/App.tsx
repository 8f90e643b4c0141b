import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../i18n/i18n.ts';
import { type WidgetEnv, WidgetEnvProvider } from '../session/widget-env.tsx';
import { WidgetRoutes } from './routes.tsx';

interface AppProps {
  readonly env: WidgetEnv;
  readonly queryClient: QueryClient;
  /** The page's path: which flow this is (docs/product/routes.md). */
  readonly pathname: string;
}

/** The widget's providers around its page (texts in the query's language); main.tsx and the tests build the pieces. */
export function App({ env, queryClient, pathname }: AppProps) {
  return (
    <I18nProvider language={env.query.lang}>
      <QueryClientProvider client={queryClient}>
        <WidgetEnvProvider env={env}>
          <WidgetRoutes pathname={pathname} />
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
