import {
  DASHBOARD_MESSAGES,
  DASHBOARD_PAGES,
  type DashboardMessages,
  type Language,
} from '@afterlook/domain';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { type GuardedPage, openPage, saveScreenshot, VIEWPORTS } from './browser.ts';
import type { RunningServer } from './server.ts';

export type Viewport = keyof typeof VIEWPORTS;

/** A password that passes the account rules. */
export const OWNER_PASSWORD = 'correct-horse-battery-staple';

/**
 * An invite link as the real CLI prints it (`npm run clinic -- invite`), as a path on
 * this server (the CLI writes localhost and the configured port; the test server's
 * port is its own).
 */
export async function inviteLink(
  server: RunningServer,
  clinicId: string,
  email: string,
  role: 'owner' | 'staff' = 'owner',
): Promise<string> {
  const printed = JSON.parse(await server.cli(['invite', clinicId, email, '--role', role])) as {
    url: string;
  };
  const url = new URL(printed.url);
  if (url.pathname !== DASHBOARD_PAGES.acceptInvite) throw new Error(`odd link ${printed.url}`);
  return `${url.pathname}${url.hash}`;
}

export interface DashboardPage extends GuardedPage {
  readonly texts: DashboardMessages;
  /** Answers of 400 and above the page received, as 'STATUS METHOD path'. */
  readonly httpErrors: string[];
  /** A full-page screenshot named `dashboard-<name>-<viewport>-<language>`. */
  shot(name: string): Promise<string>;
}

/** A browser context on the dashboard in one language and viewport (optionally signed in). */
export async function openDashboard(
  browser: Browser,
  {
    language = 'en',
    viewport = 'desktop',
    storageState,
  }: {
    language?: Language;
    viewport?: Viewport;
    storageState?: BrowserContextOptions['storageState'];
  } = {},
): Promise<DashboardPage> {
  const guarded = await openPage(browser, {
    viewport: VIEWPORTS[viewport],
    locale: language === 'es' ? 'es-ES' : 'en-US',
    acceptDownloads: true,
    ...(storageState ? { storageState } : {}),
  });
  const httpErrors: string[] = [];
  guarded.page.on('response', (response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    httpErrors.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  return {
    ...guarded,
    httpErrors,
    texts: DASHBOARD_MESSAGES[language],
    shot: (name) => saveScreenshot(guarded.page, `dashboard-${name}-${viewport}-${language}`),
  };
}

/** Sets a new password on the invite (or reset) page the link opened. */
export async function setPassword(page: Page, texts: DashboardMessages, password: string) {
  await page.getByLabel(texts.dashboard.setPassword.password).fill(password);
  await page.getByLabel(texts.dashboard.setPassword.confirm).fill(password);
  await page.getByRole('button', { name: texts.dashboard.setPassword.submit }).click();
}

/** Signs in on the sign-in page. */
export async function signIn(
  page: Page,
  texts: DashboardMessages,
  email: string,
  password: string,
) {
  await page.getByLabel(texts.dashboard.signIn.email).fill(email);
  await page.getByLabel(texts.dashboard.signIn.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: texts.dashboard.signIn.submit }).click();
}
