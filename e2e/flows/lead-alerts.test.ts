import { procedureDisplayName } from '@afterlook/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SmtpInbox,
  startSmtpInbox,
} from '../../apps/server/src/testing/support/smtp-inbox.ts';
import { launchBrowser } from '../support/browser.ts';
import { inviteLink, OWNER_PASSWORD, openDashboard, setPassword } from '../support/dashboard.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import {
  createClinicWithAdminKey,
  leadDialog,
  leadsOf,
  openFlow,
  unveilWithOnboardingLead,
} from '../support/widget.ts';

// Speed to lead (issue 31): a member turns new-lead alerts on in the dashboard, a patient
// leaves a lead in the widget, and the real server sends the email over SMTP to a real
// SMTP server on loopback (smtp-server, in this process) within 60 s: the least of the
// patient and a link to the lead, which opens it in the dashboard.
const PUBLIC_URL = 'https://afterlook.example';
const FROM = 'AfterLook alerts <alerts@afterlook.example>';
const MEMBER = 'desk@alerts.example';

describe('new-lead alerts by email', () => {
  let server: RunningServer;
  let browser: Browser;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: inbox.url, SMTP_FROM: FROM, PUBLIC_URL }),
      launchBrowser(),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()]);
    await inbox?.close();
  });

  it('a lead left in the widget reaches the member who chose instant alerts in the dashboard, by SMTP within 60 s: no photo, an initial, the procedure, a link that opens the lead', async () => {
    const clinic = await createClinicWithAdminKey(server, 'Alerts Clinic');
    const tab = await openDashboard(browser);
    const { texts } = tab;
    const notifications = texts.dashboardNotifications;
    await tab.page.goto(`${server.url}${await inviteLink(server, clinic.id, MEMBER, 'staff')}`);
    await setPassword(tab.page, texts, OWNER_PASSWORD);
    await tab.page.waitForURL('**/dashboard/leads');
    await tab.page
      .getByRole('navigation', { name: texts.dashboard.mainNavigation })
      .getByRole('link', { name: texts.dashboard.nav.notifications })
      .click();
    await tab.page.getByRole('heading', { name: notifications.heading, level: 1 }).waitFor();
    await tab.page.getByText(notifications.mailOn).waitFor();
    await tab.page.getByRole('radio', { name: notifications.modes.instant }).check();
    await tab.page.getByRole('button', { name: notifications.save }).click();
    await tab.page.getByRole('status').getByText(notifications.saved).waitFor();
    await tab.shot('notifications');

    const flow = await openFlow(
      browser,
      server,
      `/onboarding-tier1?clinicSdkKey=${clinic.sdkKey}&lang=en&procedure=BREAST_AUGMENTATION`,
      { prefix: 'lead-alerts' },
    );
    const models = flow.page.getByRole('list', { name: flow.texts.model.gridLabel });
    await models.getByRole('img').first().click();
    await leadDialog(flow.page)
      .getByRole('heading', { name: flow.texts.lead.headingResults })
      .waitFor();
    const submitted = Date.now();
    await unveilWithOnboardingLead(flow.page, flow.texts, {
      firstName: 'Rosa',
      lastName: 'Alerta',
      phone: '2025550177',
    });
    await flow.close();

    await inbox.waitFor((mail) => mail.some((m) => m.envelopeTo.includes(MEMBER)), 60_000);
    const [received, ...others] = inbox.to(MEMBER);
    expect(others).toEqual([]);
    const mail = received?.mail;
    console.log(
      `alert ${(received?.at ?? 0) - submitted} ms after the lead was sent:\n${mail?.subject}\n${mail?.text}`,
    );
    const [lead] = await leadsOf(server, clinic);
    const leadLink = `${PUBLIC_URL}/dashboard/leads/${lead?.patient_uuid}`;
    expect(mail?.from?.value).toEqual([
      { name: 'AfterLook alerts', address: 'alerts@afterlook.example' },
    ]);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { name: '', address: MEMBER },
    ]);
    expect(mail?.subject).toBe(`New lead: ${procedureDisplayName('BREAST_AUGMENTATION', 'en')}`);
    expect(mail?.text).toContain(leadLink);
    expect(mail?.text).toContain('Patient R.');
    // No photo and nothing else of the patient: a plain-text email, an initial only.
    expect(mail?.attachments).toEqual([]);
    expect(mail?.html).toBe(false);
    expect(received?.raw).not.toMatch(/Content-Type: image|<img|\/blobs\//i);
    for (const secret of ['Rosa', 'Alerta', '5550177']) {
      expect(received?.raw, secret).not.toContain(secret);
    }

    // The link opens the lead in the signed-in dashboard (here on the test server's address).
    await tab.page.goto(`${server.url}${new URL(leadLink).pathname}`);
    await tab.page.getByRole('heading', { name: /Rosa Alerta/, level: 1 }).waitFor();
    await tab.shot('lead-from-alert');
    expect(tab.httpErrors).toEqual([]);
    await tab.close();
  }, 240_000);
});
