import { THEME_DEFAULTS } from '@afterlook/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { createHostMessenger } from '../host/host-messenger.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorCard } from '../ui/ErrorCard.tsx';
import { KeyIcon } from '../ui/icons.tsx';
import { PageLoader } from '../ui/Spinner.tsx';
import { applyVariables, fontStack, themeVariables } from '../ui/theme.ts';
import { isBadSdkKey } from './bootstrap.ts';
import { bootstrapQuery } from './bootstrap-query.ts';
import { ClinicProvider, useWidgetEnv } from './widget-env.tsx';

/**
 * The layout route of every flow: sets up the session and loads clinic-info before a
 * flow renders (SPEC.md §4.4). Without an SDK key there is no session, so the loader
 * stays; a 401 shows 'Check your Clinic SDK Key'. Applies the theme colour and font
 * (query first, then the clinic's, then the defaults).
 */
export function SessionGate() {
  const env = useWidgetEnv();
  const sdkKey = env.query.clinicSdkKey;

  useEffect(() => {
    if (!sdkKey) console.warn('AfterLook: the clinicSdkKey query parameter is missing.');
  }, [sdkKey]);

  if (!sdkKey) return <PageLoader />;
  return <SessionSetup sdkKey={sdkKey} />;
}

function SessionSetup({ sdkKey }: { sdkKey: string }) {
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

  const value = useMemo(
    () =>
      clinic && {
        clinic,
        brand: {
          name: clinic.clinic_name,
          logoUrl: clinic.logo_url,
          websiteUrl: clinic.website_url,
        },
        host: createHostMessenger(clinic.allowed_origins),
      },
    [clinic],
  );

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
  if (!value) return <PageLoader />;
  return (
    <ClinicProvider value={value}>
      <Outlet />
    </ClinicProvider>
  );
}

/**
 * Theme colour and font: a query value that was given wins, then the clinic's, then
 * the defaults (SPEC.md §2.1). The query parser returns the default for an absent value,
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
