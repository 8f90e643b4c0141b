import type { DashboardMessages } from '@afterlook/domain';
import type { ComponentType } from 'react';

/** A label of the navigation (the catalog's dashboard.nav). */
export type NavKey = keyof DashboardMessages['dashboard']['nav'];

/** A page module: pages/<page>/<page>-page.tsx, the page as its default export. */
export type PageModule = () => Promise<{ default: ComponentType }>;

export interface DashboardRoute {
  /** The path under /dashboard, e.g. 'leads' or 'leads/:patientUuid'. */
  readonly path: string;
  /** In the navigation under this label, in this order; absent: not in the navigation. */
  readonly nav?: NavKey;
  /** Only owners see it in the navigation and may open it (the server checks too). */
  readonly ownerOnly?: boolean;
  readonly page: PageModule;
}

/**
 * Every page of the signed-in dashboard, in one table: a page is a line here and a
 * folder under pages/. Each page's code loads when it is first opened.
 */
export const SIGNED_IN_ROUTES: readonly DashboardRoute[] = [
  { path: 'leads', nav: 'leads', page: () => import('./pages/leads/leads-page.tsx') },
  { path: 'leads/:patientUuid', page: () => import('./pages/lead/lead-page.tsx') },
  {
    path: 'analytics',
    nav: 'analytics',
    page: () => import('./pages/analytics/analytics-page.tsx'),
  },
  {
    path: 'follow-ups',
    nav: 'followUps',
    page: () => import('./pages/follow-ups/follow-ups-page.tsx'),
  },
  {
    path: 'settings',
    nav: 'settings',
    ownerOnly: true,
    page: () => import('./pages/settings/settings-page.tsx'),
  },
  { path: 'install', nav: 'install', page: () => import('./pages/install/install-page.tsx') },
  { path: 'keys', nav: 'keys', page: () => import('./pages/keys/keys-page.tsx') },
  {
    path: 'team',
    nav: 'team',
    ownerOnly: true,
    page: () => import('./pages/team/team-page.tsx'),
  },
  {
    path: 'webhooks',
    nav: 'webhooks',
    ownerOnly: true,
    page: () => import('./pages/webhooks/webhooks-page.tsx'),
  },
  {
    path: 'activity',
    nav: 'activity',
    ownerOnly: true,
    page: () => import('./pages/activity/activity-page.tsx'),
  },
  {
    path: 'notifications',
    nav: 'notifications',
    page: () => import('./pages/notifications/notifications-page.tsx'),
  },
];

/** Pages for people not signed in (a signed-in visitor of sign-in goes to the leads). */
export const PUBLIC_ROUTES: readonly DashboardRoute[] = [
  { path: 'sign-in', page: () => import('./pages/sign-in/sign-in-page.tsx') },
  { path: 'accept-invite', page: () => import('./pages/accept-invite/accept-invite-page.tsx') },
  {
    path: 'reset-password',
    page: () => import('./pages/reset-password/reset-password-page.tsx'),
  },
];

/** Where a signed-in member lands (/dashboard itself). */
export const HOME_PATH = '/leads';
export const SIGN_IN_PATH = '/sign-in';
