import { DASHBOARD_MESSAGES, type Language } from '@afterlook/domain';
import type { BrowserContextOptions } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/accessibility.ts';
import {
  inviteLink,
  OWNER_PASSWORD,
  openDashboard,
  setPassword,
  signIn,
  type Viewport,
} from '../support/dashboard.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { createClinicWithAdminKey, createSession, type TestClinic } from '../support/widget.ts';

const en = DASHBOARD_MESSAGES.en;
const es = DASHBOARD_MESSAGES.es;
const OWNER = 'owner@pages.example';
const STAFF = 'staff@pages.example';
const COMBOS: readonly [Viewport, Language][] = [
  ['desktop', 'en'],
  ['desktop', 'es'],
  ['phone', 'en'],
  ['phone', 'es'],
];

/** The real session calls a widget makes, without the browser: a lead and what follows it. */
async function call(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body: unknown,
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `session ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { patient_uuid?: string };
}

const contactLead = (first: string, last: string, phone: string, extra: object = {}) => ({
  form_user_id: 'landing-spring',
  form_name: 'ONBOARDING_TIER1',
  is_debug: false,
  form_data: { name: `${first} ${last}`, phone },
  patient_record: {
    first_name: first,
    last_name: last,
    phone,
    location: 'Austin, Texas',
    upload_type: 'model',
    procedures_of_interest: ['BBL'],
  },
  ...extra,
});

/** Leads of every kind the lead page shows, a status change, and two follow-ups. */
async function seed(server: RunningServer, clinic: TestClinic): Promise<{ chatLead: string }> {
  const chat = await createSession(server, clinic.sdkKey);
  const { patient_uuid: chatLead = '' } = await call(
    server,
    chat,
    'POST',
    '/clinics/v1/forms/submit',
    {
      form_user_id: 'chat-page',
      form_name: 'ONBOARDING_TIER1_CHATBOT',
      is_debug: false,
      form_data: {
        firstName: 'Lucía',
        lastName: 'Fernández',
        phone: '+12025550111',
        age: '34',
        weigh: '140 lbs',
        height: '5\'6"',
        healthHistory: ['NONE'],
        procedureAreas: ['BREAST'],
        procedures: ['BREAST_AUGMENTATION'],
        procedureTime: 'WITHIN_3_MONTHS',
      },
      patient_record: {
        first_name: 'Lucía',
        last_name: 'Fernández',
        phone: '+12025550111',
        email: 'lucia@example.com',
        location: 'Miami, Florida',
        upload_type: 'chatbot',
        procedures_of_interest: ['BREAST_AUGMENTATION'],
      },
    },
  );
  await call(server, chat, 'POST', `/api/v1/patients/${chatLead}/lead-messages`, {
    message: 'Hi! Could I book a consultation on a Saturday?',
    sender_type: 'patient',
  });
  await call(server, chat, 'PUT', `/api/v1/patients/${chatLead}/measurements`, {
    message: 'I would like a natural look, about one cup size.',
    weight_lbs: 140,
    height_feet: 5,
    height_inches: 6,
  });
  for (const [first, last, phone] of [
    ['Ana', 'Gómez', '+12025550122'],
    ['Mark', 'Chen', '+12025550133'],
  ] as const) {
    const session = await createSession(server, clinic.sdkKey);
    await call(
      server,
      session,
      'POST',
      '/clinics/v1/forms/submit',
      contactLead(first, last, phone),
    );
  }
  // Staff already called Lucía (through the admin API, as a CRM would).
  await fetch(`${server.url}/api/v1/admin/leads/${chatLead}/status`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${clinic.adminKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'contacted' }),
  });
  for (const [name, email] of [
    ['Paula Ríos', 'paula@example.com'],
    ['Jane Doe', 'jane@example.com'],
  ] as const) {
    const session = await createSession(server, clinic.sdkKey);
    await call(server, session, 'POST', '/api/v1/follow-ups', {
      kind: 'visualization_email',
      procedure: 'FACE_LIFT',
      name,
      email,
      phone: '+12025550144',
    });
  }
  return { chatLead };
}

describe('dashboard pages: sign-in, guards, roles, leads, a lead, follow-ups, en and es', () => {
  const { server, browser } = useServerAndBrowser();
  let clinic: TestClinic;
  let chatLead: string;
  let owner: BrowserContextOptions['storageState'];

  beforeAll(async () => {
    clinic = await createClinicWithAdminKey(server(), 'Bella Aesthetics');
    ({ chatLead } = await seed(server(), clinic));
    const tab = await openDashboard(browser());
    await tab.page.goto(`${server().url}${await inviteLink(server(), clinic.id, OWNER)}`);
    await setPassword(tab.page, en, OWNER_PASSWORD);
    await tab.page.waitForURL('**/dashboard/leads');
    owner = await tab.page.context().storageState();
    await tab.close();
  }, 300_000);

  it('the pages before sign-in, pictured and axe clean at both sizes in en and es', async () => {
    const reset = JSON.parse(await server().cli(['reset-password', OWNER])) as { url: string };
    const staffInvite = await inviteLink(server(), clinic.id, STAFF, 'staff');
    for (const [viewport, language] of COMBOS) {
      const texts = DASHBOARD_MESSAGES[language];
      const view = await openDashboard(browser(), { viewport, language });
      await view.page.goto(`${server().url}/dashboard`);
      await view.page.waitForURL('**/dashboard/sign-in');
      await view.page.getByRole('heading', { name: texts.dashboard.signIn.heading }).waitFor();
      await expectAxeClean(view.page);
      await view.shot('sign-in');
      // A wrong password is said so, in the page's language.
      await signIn(view.page, texts, OWNER, 'not-the-password');
      await view.page.getByRole('alert').getByText(texts.dashboard.signIn.failed).waitFor();

      await view.page.goto(`${server().url}${staffInvite}`);
      await view.page
        .getByRole('heading', { name: texts.dashboard.setPassword.inviteHeading })
        .waitFor();
      await expectAxeClean(view.page);
      await view.shot('accept-invite');

      const resetUrl = new URL(reset.url);
      await view.page.goto(`${server().url}${resetUrl.pathname}${resetUrl.hash}`);
      await view.page
        .getByRole('heading', { name: texts.dashboard.setPassword.resetHeading })
        .waitFor();
      await expectAxeClean(view.page);
      await view.shot('reset-password');
      await view.close();
    }
  }, 300_000);

  it('a signed-out visit goes to sign-in and comes back to the page asked for', async () => {
    const tab = await openDashboard(browser());
    await tab.page.goto(`${server().url}/dashboard/follow-ups`);
    await tab.page.waitForURL('**/dashboard/sign-in?next=%2Ffollow-ups');
    await signIn(tab.page, en, OWNER, OWNER_PASSWORD);
    await tab.page.waitForURL('**/dashboard/follow-ups');
    await tab.page.getByRole('heading', { name: en.dashboard.nav.followUps, level: 1 }).waitFor();
    await tab.close();
  });

  it('staff see no owner pages; owners do', async () => {
    const link = await inviteLink(server(), clinic.id, 'second-staff@pages.example', 'staff');
    const tab = await openDashboard(browser());
    await tab.page.goto(`${server().url}${link}`);
    await setPassword(tab.page, en, OWNER_PASSWORD);
    await tab.page.waitForURL('**/dashboard/leads');
    const nav = tab.page.getByRole('navigation', { name: en.dashboard.mainNavigation });
    await nav.getByText(en.dashboard.roles.staff, { exact: true }).waitFor();
    const links = await nav.getByRole('link').allInnerTexts();
    expect(links).toEqual([
      en.dashboard.nav.leads,
      en.dashboard.nav.analytics,
      en.dashboard.nav.followUps,
      en.dashboard.nav.install,
      // Staff see the keys' hints; only owners see the key itself and rotate it.
      en.dashboard.nav.keys,
      // Each member's own email alerts.
      en.dashboard.nav.notifications,
    ]);
    await tab.page.goto(`${server().url}/dashboard/settings`);
    await tab.page.getByText(en.dashboard.forbidden).waitFor();
    await tab.close();
  });

  it('the leads list: search, a status filter, and the language switch', async () => {
    const tab = await openDashboard(browser(), { storageState: owner });
    const { page } = tab;
    await page.goto(`${server().url}/dashboard/leads`);
    const table = page.getByRole('table', { name: en.dashboardLeads.list.tableCaption });
    await table.getByRole('link', { name: 'Lucía Fernández' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(4); // the header and three leads
    // A phone's last digits.
    await page.getByRole('searchbox', { name: en.dashboardLeads.list.search }).fill('550133');
    await page.getByRole('button', { name: en.dashboardLeads.list.apply }).click();
    await page.waitForURL(/q=550133/);
    await page.getByText(en.dashboardLeads.list.countOne).waitFor();
    await table.getByRole('link', { name: 'Mark Chen' }).waitFor();
    await page.getByRole('button', { name: en.dashboardLeads.list.clear }).click();
    // By its name: the Order select's label holds "By status" too.
    await page.locator('select[name="status"]').selectOption('contacted');
    await page.waitForURL(/status=contacted/);
    await page.getByText(en.dashboardLeads.list.countOne).waitFor();
    await table.getByRole('link', { name: 'Lucía Fernández' }).waitFor();
    // Español: the whole frame changes and the choice stays after a reload.
    await page.getByRole('button', { name: en.dashboard.languageNames.es }).click();
    await page.getByRole('link', { name: es.dashboard.nav.leads }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.reload();
    await page.getByRole('heading', { name: es.dashboard.nav.leads, level: 1 }).waitFor();
    await tab.close();
  });

  it('follow-ups: a task with its deadline, marked done with who did it', async () => {
    const tab = await openDashboard(browser(), { storageState: owner });
    const { page } = tab;
    await page.goto(`${server().url}/dashboard/follow-ups`);
    const task = page.getByRole('listitem').filter({ hasText: 'Jane Doe' });
    await task.getByText(/Due /).waitFor();
    await task.getByRole('button', { name: en.dashboardLeads.followUps.markDone }).click();
    await task.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: en.dashboardLeads.followUps.done, exact: true }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Jane Doe' })
      .getByText(new RegExp(`by ${OWNER}$`))
      .waitFor();
    await tab.close();
  });

  it('every signed-in page of mine, pictured and axe clean at both sizes in en and es', async () => {
    for (const [viewport, language] of COMBOS) {
      const texts = DASHBOARD_MESSAGES[language];
      const view = await openDashboard(browser(), { viewport, language, storageState: owner });
      const { page } = view;
      await page.goto(`${server().url}/dashboard/leads`);
      await page.getByRole('link', { name: 'Lucía Fernández' }).waitFor();
      await expectAxeClean(page);
      await view.shot('leads');

      await page.getByRole('link', { name: 'Lucía Fernández' }).click();
      await page.getByRole('heading', { name: 'Lucía Fernández', level: 1 }).waitFor();
      await page.getByText('Hi! Could I book a consultation on a Saturday?').waitFor();
      expect(page.url()).toContain(chatLead);
      await expectAxeClean(page);
      await view.shot('lead-chat');

      await page.goto(`${server().url}/dashboard/follow-ups`);
      await page.getByText('Paula Ríos').waitFor();
      await expectAxeClean(page);
      await view.shot('follow-ups');

      if (viewport === 'phone') {
        await page.getByRole('button', { name: texts.dashboard.openMenu }).click();
        await page.getByRole('navigation', { name: texts.dashboard.mainNavigation }).waitFor();
        await expectAxeClean(page);
        await view.shot('menu');
      }
      expect(view.pageErrors).toEqual([]);
      expect(view.outsideRequests).toEqual([]);
      await view.close();
    }
  }, 300_000);
});
