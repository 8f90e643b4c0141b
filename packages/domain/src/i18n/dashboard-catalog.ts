import type { Language } from '../enums.ts';
import type { Texts } from './define-section.ts';
import { dashboard } from './sections/dashboard.ts';
import { dashboardAnalytics } from './sections/dashboard-analytics.ts';
import { dashboardInstall, dashboardKeys } from './sections/dashboard-install.ts';
import { dashboardSettings } from './sections/dashboard-settings.ts';
import { dashboardTeam } from './sections/dashboard-team.ts';
import { dashboardWebhooks } from './sections/dashboard-webhooks.ts';

/**
 * The dashboard's sections (apps/dashboard): its own catalog, so the dashboard's
 * bundle carries none of the widget's texts. A page of the dashboard adds its section
 * here (sections/dashboard-<page>.ts); the full catalog (MESSAGES) includes them all,
 * so the catalog tests check every translation.
 */
export const DASHBOARD_SECTIONS = {
  dashboard,
  dashboardAnalytics,
  dashboardSettings,
  dashboardInstall,
  dashboardKeys,
  dashboardWebhooks,
  dashboardTeam,
} as const;

type Sections = typeof DASHBOARD_SECTIONS;
export type DashboardMessages = { readonly [K in keyof Sections]: Texts<Sections[K]['en']> };

const pick = (language: Language): DashboardMessages =>
  Object.fromEntries(
    Object.entries(DASHBOARD_SECTIONS).map(([name, section]) => [name, section[language]]),
  ) as DashboardMessages;

/** The dashboard's en and es catalogs. */
export const DASHBOARD_MESSAGES: Readonly<Record<Language, DashboardMessages>> = {
  en: pick('en'),
  es: pick('es'),
};
