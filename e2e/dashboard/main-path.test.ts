import { text } from 'node:stream/consumers';
import type { AdminAnalyticsResponse, AdminLeadSummary } from '@afterlook/api';
import { DASHBOARD_MESSAGES, interpolate } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/accessibility.ts';
import {
  inviteLink,
  OWNER_PASSWORD,
  openDashboard,
  setPassword,
  signIn,
} from '../support/dashboard.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';
import {
  adminGet,
  createClinicWithAdminKey,
  eventually,
  fillOnboardingLead,
  leadDialog,
  leadsOf,
  openFlow,
  personPhotoJpeg,
  type TestClinic,
} from '../support/widget.ts';

const en = DASHBOARD_MESSAGES.en;
const OWNER = 'owner@main-path.example';

const sum = (rows: readonly { count: number }[]) =>
  rows.reduce((total, row) => total + row.count, 0);

describe('dashboard main path (issue 15): invite → lead → status, note → CSV → delete', () => {
  const { server, browser } = useServerAndBrowser();

  /** A patient leaves a lead on their own photo in the real widget (tier-1, breast augmentation). */
  async function leaveLead(clinic: TestClinic): Promise<AdminLeadSummary> {
    const flow = await openFlow(
      browser(),
      server(),
      `/onboarding-tier1?clinicSdkKey=${clinic.sdkKey}&lang=en&procedure=BREAST_AUGMENTATION`,
      { prefix: 'dashboard-widget' },
    );
    const { page, texts } = flow;
    const models = page.getByRole('list', { name: texts.model.gridLabel });
    await models.getByRole('button', { name: new RegExp(`^${texts.model.uploadOwn}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${texts.upload.methodUpload}`) }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'me.jpeg',
      mimeType: 'image/jpeg',
      buffer: await personPhotoJpeg(),
    });
    await page.getByRole('status').getByText(texts.upload.completed).waitFor();
    await page.getByRole('button', { name: texts.upload.submit }).click();
    await leadDialog(page).getByRole('heading', { name: texts.lead.headingResults }).waitFor();
    await fillOnboardingLead(page, texts, {
      firstName: 'Rosa',
      lastName: 'Dashboard',
      phone: '2025550166',
    });
    await leadDialog(page).getByRole('button', { name: texts.lead.viewResults }).click();
    await leadDialog(page).waitFor({ state: 'detached' });
    await page.getByRole('slider', { name: texts.result.adjust.implantSize }).waitFor({
      timeout: 60_000,
    });
    await flow.close();
    const [lead] = await eventually(
      () => leadsOf(server(), clinic),
      (leads) => (leads[0]?.images.after_urls.length ?? 0) > 0,
      30_000,
    );
    if (!lead) throw new Error('no lead');
    return lead;
  }

  it('an owner accepts the invite, works the lead a widget flow left, exports it and deletes it', async () => {
    const clinic = await createClinicWithAdminKey(server(), 'Main Path Clinic');
    const stored = await leaveLead(clinic);

    // 1. The invite link the CLI printed: choose a password (signed in), sign out, sign in.
    const link = await inviteLink(server(), clinic.id, OWNER);
    const tab = await openDashboard(browser());
    const { page } = tab;
    await page.goto(`${server().url}${link}`);
    await page.getByRole('heading', { name: en.dashboard.setPassword.inviteHeading }).waitFor();
    expect(page.url()).not.toContain('token='); // the token leaves the address bar
    await setPassword(page, en, OWNER_PASSWORD);
    await page.waitForURL('**/dashboard/leads');
    await page.getByRole('button', { name: en.dashboard.signOut }).click();
    await page.waitForURL('**/dashboard/sign-in');
    await signIn(page, en, OWNER, OWNER_PASSWORD);
    await page.waitForURL('**/dashboard/leads');
    const nav = page.getByRole('navigation', { name: en.dashboard.mainNavigation });
    // An owner sees the owner-only pages too (once their membership has loaded), and
    // their role.
    for (const label of [
      en.dashboard.nav.settings,
      en.dashboard.nav.team,
      en.dashboard.nav.webhooks,
    ]) {
      await nav.getByRole('link', { name: label }).waitFor();
    }
    await nav.getByText(en.dashboard.roles.owner, { exact: true }).waitFor();

    // 2. Find the lead by search, open it by keyboard: Tab from the search box to its row, Enter.
    const search = page.getByRole('searchbox', { name: en.dashboardLeads.list.search });
    await search.fill('Rosa');
    await search.press('Enter');
    await page.waitForURL(/q=Rosa/);
    const row = page.getByRole('link', { name: 'Rosa Dashboard' });
    await row.waitFor();
    await search.focus();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if (await row.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(row.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/dashboard/leads/${stored.patient_uuid}`);
    await page.getByRole('heading', { name: 'Rosa Dashboard', level: 1 }).waitFor();

    // Its before and after pictures, loaded from their signed addresses.
    const pictures = page.getByRole('region', { name: en.dashboardLeads.lead.pictures });
    const before = pictures.getByRole('img', { name: 'Rosa Dashboard before', exact: true });
    await before.waitFor();
    await pictures.getByRole('img', { name: /^Rosa Dashboard after/ }).waitFor();
    // Each step of the series (the widget's slider) can be shown.
    const steps = pictures.getByRole('group', { name: en.dashboardLeads.lead.steps });
    expect(await steps.getByRole('button').count()).toBe(stored.images.after_urls.length);
    await steps.getByRole('button').first().click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.compare img')].every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
    // The chosen size's steps are labelled in cc (an implant procedure).
    await pictures
      .getByText(/\d+ cc/)
      .first()
      .waitFor();
    const contact = page.getByRole('region', { name: en.dashboardLeads.lead.contact });
    await contact.getByText('+12025550166').waitFor();

    // Status and a note, with who and when.
    const notes = page.getByRole('region', { name: en.dashboardLeads.lead.notes });
    await notes.getByLabel(en.dashboardLeads.lead.changeStatus).selectOption('contacted');
    await notes.getByRole('button', { name: en.dashboardLeads.lead.saveStatus }).click();
    await notes.getByText(en.dashboardLeads.lead.statusSaved).waitFor();
    await notes
      .getByText(
        interpolate(en.dashboardLeads.lead.statusChange, {
          from: en.dashboardLeads.statuses.new,
          to: en.dashboardLeads.statuses.contacted,
        }),
      )
      .waitFor();
    await notes
      .getByLabel(en.dashboardLeads.lead.addNote)
      .fill('Called her; wants a consult in May.');
    await notes.getByRole('button', { name: en.dashboardLeads.lead.saveNote }).click();
    await notes.getByText(en.dashboardLeads.lead.noteSaved).waitFor();
    await notes.getByRole('listitem').getByText('Called her; wants a consult in May.').waitFor();
    expect(await notes.getByText(new RegExp(`^${OWNER}, `)).count()).toBe(2);
    await page.locator('.page-header').getByText(en.dashboardLeads.statuses.contacted).waitFor();

    // The lead page at 1280×800 and 390×844, in en and es: pictured and axe clean.
    const signedIn = await page.context().storageState();
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const language of ['en', 'es'] as const) {
        const view = await openDashboard(browser(), { viewport, language, storageState: signedIn });
        await view.page.goto(`${server().url}/dashboard/leads/${stored.patient_uuid}`);
        await view.page.getByRole('heading', { name: 'Rosa Dashboard', level: 1 }).waitFor();
        await view.page.waitForFunction(() =>
          [...document.querySelectorAll('.compare img')].every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        );
        await expectAxeClean(view.page);
        await view.shot('lead');
        await view.close();
      }
    }

    // 3. Back to the (searched) list; export it as CSV and read the file back.
    await page.getByRole('link', { name: en.dashboardLeads.lead.back }).click();
    await page.waitForURL(/\/dashboard\/leads\?q=Rosa$/);
    await row.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en.dashboardLeads.list.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    // Read as a stream: the shared Chromium is a remote one, whose downloads have no local path.
    const csv = (await text(await download.createReadStream())).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header?.split(',')).toEqual(
      expect.arrayContaining(['status', 'first_name', 'last_name', 'phone', 'patient_uuid']),
    );
    expect(lines).toHaveLength(1);
    const cells = Object.fromEntries(
      (header ?? '').split(',').map((name, i) => [name, (lines[0] ?? '').split(',')[i]]),
    );
    expect(cells).toMatchObject({
      status: 'contacted',
      first_name: 'Rosa',
      last_name: 'Dashboard',
      // An E.164 phone goes out as is (for CRMs and dialers); it cannot hold a formula.
      phone: '+12025550166',
      patient_uuid: stored.patient_uuid,
    });

    // The funnel counted the visit, the simulation and the submission (the analytics page
    // draws these numbers; here they are read from the same admin call).
    const analytics = await adminGet<AdminAnalyticsResponse>(
      server(),
      clinic.adminKey,
      '/api/v1/admin/analytics',
    );
    const counted = (type: string) =>
      sum(
        analytics.daily.filter(
          (entry) => entry.count_type === type && entry.form_name === 'ONBOARDING_TIER1',
        ),
      );
    expect(counted('FORM_VISITS')).toBeGreaterThanOrEqual(1);
    expect(counted('FORM_SIMULATIONS')).toBeGreaterThanOrEqual(1);
    expect(counted('FORM_SUBMISSIONS')).toBe(1);

    // 5. Delete the lead (a privacy request): confirmed, said, and its pictures are gone.
    await row.click();
    await page.getByRole('heading', { name: 'Rosa Dashboard', level: 1 }).waitFor();
    await page.getByRole('button', { name: en.dashboardLeads.lead.delete }).click();
    const dialog = page.getByRole('dialog', {
      name: interpolate(en.dashboardLeads.lead.confirmTitle, { name: 'Rosa Dashboard' }),
    });
    await dialog.waitFor();
    await expectAxeClean(page);
    await tab.shot('lead-delete');
    const [deletion] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'DELETE' &&
          response.url().endsWith(`/api/v1/admin/leads/${stored.patient_uuid}`),
      ),
      dialog.getByRole('button', { name: en.dashboardLeads.lead.confirmDelete }).click(),
    ]);
    const removed = (await deletion.json()) as { images_deleted: number; messages_deleted: number };
    expect(removed.images_deleted).toBeGreaterThanOrEqual(1);
    await page.waitForURL(/\/dashboard\/leads$/);
    // The dashboard says what went, with the server's own counts.
    await page
      .getByText(
        interpolate(en.dashboardLeads.list.deleted, {
          name: 'Rosa Dashboard',
          images: removed.images_deleted,
          messages: removed.messages_deleted,
        }),
      )
      .waitFor();
    await page.getByText(en.dashboardLeads.list.none).waitFor();
    for (const url of [stored.images.before_url ?? '', ...stored.images.after_urls]) {
      const response = await fetch(new URL(url, server().url));
      expect(response.status, url).toBe(404);
      await response.arrayBuffer();
    }
    expect(await leadsOf(server(), clinic)).toEqual([]);

    expect(tab.pageErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual(
      [],
    );
    expect(tab.httpErrors.filter((error) => error !== '401 GET /api/v1/staff/me')).toEqual([]);
    expect(tab.outsideRequests).toEqual([]);
    await tab.close();
  }, 300_000);
});
