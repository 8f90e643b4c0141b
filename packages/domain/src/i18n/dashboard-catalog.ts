import type { Language } from '../enums.ts';
import type { Texts } from './define-section.ts';
import { dashboard } from './sections/dashboard.ts';
import { dashboardActivity } from './sections/dashboard-activity.ts';
import { dashboardAnalytics } from './sections/dashboard-analytics.ts';
import { dashboardInstall, dashboardKeys } from './sections/dashboard-install.ts';
import { dashboardLeads } from './sections/dashboard-leads.ts';
import { dashboardNotifications } from './sections/dashboard-notifications.ts';
import { dashboardSettings } from './sections/dashboard-settings.ts';
import { dashboardTeam } from './sections/dashboard-team.ts';
import { dashboardWebhooks } from './sections/dashboard-webhooks.ts';
import { intake } from './sections/intake.ts';
import { practiceFacts } from './sections/practice-facts.ts';

/**
 * The dashboard's sections (apps/dashboard): a catalog of its own, apart from the
 * widget's MESSAGES, so neither app's bundle carries the other's texts. A page of the
 * dashboard adds its section here (sections/dashboard-<page>.ts);
 * dashboard-catalog.test.ts checks every translation as catalog.test.ts does the widget's.
 */
export const DASHBOARD_SECTIONS = {
  dashboard,
  dashboardLeads,
  /** The intake's option labels, for the answers on a lead's page. */
  intake,
  dashboardAnalytics,
  dashboardSettings,
  /** The settings' practice facts: their labels. */
  practiceFacts,
  dashboardInstall,
  dashboardKeys,
  dashboardWebhooks,
  dashboardTeam,
  dashboardActivity,
  dashboardNotifications,
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
