import type { Language } from '@afterlook/domain';
import type { Browser } from 'playwright-core';
import { type GuardedPage, openPage, saveScreenshot, VIEWPORTS } from './browser.ts';
import type { RunningServer } from './server.ts';

/** A password good enough for the server's rule (at least 10 characters). */
export const TEST_PASSWORD = 'correct horse battery';

export interface DashboardPage extends GuardedPage {
  readonly language: Language;
  /** Saves a full-page screenshot named `dashboard-<name>-<viewport>-<language>`. */
  shot(name: string): Promise<string>;
}

/**
 * A one-time invite link from the real clinic CLI (`npm run clinic -- invite`), as an
 * owner of the clinic would be handed one.
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
  return printed.url;
}

/**
 * A browser context signed in to the dashboard: the invite accepted with a password
 * (the sign-up call the accept-invite page makes), the session cookie kept by the
 * context. Opens at `path` under /dashboard.
 */
export async function openSignedInDashboard(
  browser: Browser,
  server: RunningServer,
  {
    clinicId,
    email,
    role = 'owner',
    language = 'en',
    viewport = 'desktop',
    path = '/leads',
  }: {
    readonly clinicId: string;
    readonly email: string;
    readonly role?: 'owner' | 'staff';
    readonly language?: Language;
    readonly viewport?: keyof typeof VIEWPORTS;
    readonly path?: string;
  },
): Promise<DashboardPage> {
  const token = new URL(await inviteLink(server, clinicId, email, role)).hash.replace(
    /^#token=/,
    '',
  );
  const guarded = await openPage(browser, {
    viewport: VIEWPORTS[viewport],
    locale: language === 'es' ? 'es-ES' : 'en-US',
  });
  const accepted = await guarded.page.request.post(`${server.url}/api/v1/staff/accept-invite`, {
    data: { token, password: TEST_PASSWORD },
  });
  if (!accepted.ok())
    throw new Error(`accept-invite: ${accepted.status()} ${await accepted.text()}`);
  await guarded.page.goto(`${server.url}/dashboard${path}`);
  return {
    ...guarded,
    language,
    shot: (name) => saveScreenshot(guarded.page, `dashboard-${name}-${viewport}-${language}`),
  };
}
