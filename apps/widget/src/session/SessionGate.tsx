import { type FlowRoute, THEME_DEFAULTS } from '@afterlook/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect, useMemo } from 'react';
import { createAnalytics, isMobileDevice, NO_ANALYTICS_API } from '../analytics/analytics.ts';
import { createFirstPartySink } from '../analytics/first-party-sink.ts';
import { createMixpanelSink } from '../analytics/mixpanel-sink.ts';
import { isDashboardPreview, readEmbedParams } from '../host/embed-params.ts';
import { createHostEventSink } from '../host/host-event-sink.ts';
import { createHostMessenger } from '../host/host-messenger.ts';
import { reportHeight } from '../host/report-height.ts';
import { useEscapeCloses } from '../host/use-escape-closes.ts';
import { useHostMessages } from '../host/use-host-messages.ts';
import { usePreviewTheme } from '../host/use-preview-theme.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorCard } from '../ui/ErrorCard.tsx';
import { KeyIcon } from '../ui/icons.tsx';
import { PageLoader } from '../ui/Spinner.tsx';
import { applyVariables, fontStack, themeVariables } from '../ui/theme.ts';
import { type Clinic, isBadSdkKey } from './bootstrap.ts';
import { bootstrapQuery } from './bootstrap-query.ts';
import { NoOriginsNotice } from './NoOriginsNotice.tsx';
import { ClinicProvider, useWidgetEnv } from './widget-env.tsx';

interface GateProps {
  /** The flow at this page's path. */
  readonly route: FlowRoute;
  /** The flow's screens. */
  readonly children: ReactNode;
}

/**
 * The layout of every flow: sets up the session and loads clinic-info before a flow
 * renders (docs/product/state-machines.md#chat-flows). Without an SDK key there is no session, so the loader stays;
 * a 401 shows 'Check your Clinic SDK Key'. Applies the theme colour and font (query
 * first, then the clinic's, then the defaults).
 */
export function SessionGate({ route, children }: GateProps) {
  const env = useWidgetEnv();
  const { t } = useTranslation();
  const sdkKey = env.query.clinicSdkKey;

  useEffect(() => {
    if (!sdkKey) console.warn('AfterLook: the clinicSdkKey query parameter is missing.');
  }, [sdkKey]);

  if (!sdkKey) {
    // docs/product/ad-flow.md: the ad flow says so; every other flow keeps its loader (§4.4).
    return route.variant === 'advertise' ? (
      <ErrorCard message={t('errors.mustHaveSession')} />
    ) : (
      <PageLoader />
    );
  }
  return (
    <SessionSetup sdkKey={sdkKey} route={route}>
      {children}
    </SessionSetup>
  );
}

function SessionSetup({ sdkKey, route, children }: GateProps & { readonly sdkKey: string }) {
  const env = useWidgetEnv();
  const { t } = useTranslation();
  const { data, error, isError, refetch, isRefetching } = useQuery(bootstrapQuery(env, sdkKey));
  const clinic = data?.clinic;

  useLayoutEffect(() => {
    if (!clinic) return;
    const { themeColor, fontFamily } = resolveTheme(env.query, clinic);
    const root = document.documentElement;
    applyVariables(root, { ...themeVariables(themeColor), '--al-font': fontStack(fontFamily) });
  }, [clinic, env.query]);

  if (isError) {
    if (isBadSdkKey(error)) {
      return (
        <ErrorCard message={t('shell.checkSdkKey')} icon={<KeyIcon width={28} height={28} />} />
      );
    }
    return (
      <ErrorCard
        message={t('layout.loadFailed')}
        action={
          <Button onClick={() => void refetch()} loading={isRefetching}>
            {t('layout.retry')}
          </Button>
        }
      />
    );
  }
  if (!clinic) return <PageLoader />;
  return (
    <ClinicSetup clinic={clinic} route={route}>
      {children}
    </ClinicSetup>
  );
}

/** The flow's clinic context: brand, host messages and analytics for this form. */
function ClinicSetup({ clinic, route, children }: GateProps & { readonly clinic: Clinic }) {
  const env = useWidgetEnv();
  const { formName } = route;
  const embed = useMemo(() => readEmbedParams(window.location.search), []);
  const host = useMemo(() => createHostMessenger(clinic.allowed_origins), [clinic]);
  // The clinic's own dashboard previewing its widget: counted nowhere.
  const preview = isDashboardPreview(embed, host.targetOrigin, window.location.origin);
  const analytics = useMemo(
    () =>
      createAnalytics({
        api: preview ? NO_ANALYTICS_API : env.api,
        formName,
        query: env.query,
        clinicName: clinic.clinic_name,
        isMobile: isMobileDevice(),
        localStorage: env.browser.localStorage,
        sessionStorage: env.browser.sessionStorage,
        sinks: [
          ...(preview ? [] : [createFirstPartySink(env.api)]),
          ...(clinic.mixpanel_token && !preview ? [createMixpanelSink(clinic.mixpanel_token)] : []),
          createHostEventSink(host, formName, embed.shareContact),
          ...(env.productEventSinks ?? []),
        ],
      }),
    [env, formName, clinic, host, embed, preview],
  );
  useEffect(() => analytics.visit(), [analytics]);
  // The flow's first screen is rendering (its code loaded before this layout): the host
  // page's loader swaps its spinner for the widget.
  useEffect(() => {
    host.post('ready', { flow: route.variant });
  }, [host, route]);
  useEffect(() => (embed.mode === 'inline' ? reportHeight(host) : undefined), [host, embed]);
  useEscapeCloses(host, analytics, embed.mode === 'modal');
  const hostEvents = useHostMessages(host, analytics);
  usePreviewTheme(host);
  const value = useMemo(
    () => ({
      clinic,
      brand: {
        name: clinic.clinic_name,
        logoUrl: clinic.logo_url,
        websiteUrl: clinic.website_url,
      },
      host,
      hostEvents,
      analytics,
      formName,
    }),
    [clinic, host, hostEvents, analytics, formName],
  );

  return (
    <ClinicProvider value={value}>
      <NoOriginsNotice allowedOrigins={clinic.allowed_origins} />
      {children}
    </ClinicProvider>
  );
}

/**
 * Theme colour and font: a query value that was given wins, then the clinic's, then
 * the defaults (docs/product/routes.md). The query parser returns the default for an absent value,
 * so a query value equal to the default counts as not given.
 */
export function resolveTheme(
  query: { readonly themeColor: string; readonly fontFamily: string },
  clinic: { readonly themeColor: string | null; readonly fontFamily: string | null },
): { themeColor: string; fontFamily: string } {
  const queryColor =
    query.themeColor.toLowerCase() === THEME_DEFAULTS.themeColor.toLowerCase()
      ? null
      : query.themeColor;
  const queryFont = query.fontFamily === THEME_DEFAULTS.fontFamily ? null : query.fontFamily;
  return {
    themeColor: queryColor ?? clinic.themeColor ?? THEME_DEFAULTS.themeColor,
    fontFamily: queryFont ?? clinic.fontFamily ?? THEME_DEFAULTS.fontFamily,
  };
}
