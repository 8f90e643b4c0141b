import { type NotificationSettings, ROUTES } from '@afterlook/api';
import {
  procedureDisplayName,
  STAFF_ALERT_EMAIL_TEXTS,
  STAFF_ALERT_RULES,
} from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAdminKey,
  leadBody,
  otherClinic,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { type SmtpInbox, startSmtpInbox } from '../../testing/support/smtp-inbox.ts';
import {
  type SignedInStaff,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { startWebhookReceiver } from '../../testing/support/webhook-receiver.ts';
import { updateClinic } from '../clinics/update-clinic.ts';
import { scheduleLeadDigests } from './schedule-lead-digests.ts';
import { STAFF_ALERT_JOB_KIND } from './staff-alert-job.ts';

// Speed to lead (issue 31): a clinic hears of a new lead by email, through a real SMTP
// server on loopback (smtp-server, read back with mailparser), never a mock transport:
// at once or in one daily digest per member's choice, with the least of the patient and
// a link to the lead; owners hear once when webhook deliveries keep failing.
const PUBLIC_URL = 'https://afterlook.example/';
const FROM = 'AfterLook alerts <alerts@afterlook.example>';
const MAIL_WAIT_MS = 60_000;
const en = STAFF_ALERT_EMAIL_TEXTS.en;

/** The server's clock: real time, moved forward by `skipMs` (the digest's day passes). */
let skipMs = 0;
let t: TestApp;
let inbox: SmtpInbox;
let clinicId: string;

const setAlerts = async (
  staff: SignedInStaff,
  lead_alerts: 'off' | 'instant' | 'digest',
  language: 'en' | 'es' = 'en',
  time_zone = 'UTC',
) => {
  const answer = await staffCall(t, staff, 'PUT', ROUTES.adminNotificationsUpdate.path, {
    lead_alerts,
    language,
    time_zone,
  });
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text) as NotificationSettings;
};

const member = async (email: string, role: 'owner' | 'staff' = 'staff', clinic = clinicId) =>
  signedInStaff(t, clinic, email, role);

/** A new patient's lead: a phone of their own (the same phone again is a returning visit). */
const patientLead = (phone: string, record: Record<string, unknown> = {}) => {
  const body = leadBody();
  return {
    ...body,
    form_user_id: `browser-${phone}`,
    form_data: { ...body.form_data, phone },
    patient_record: { ...body.patient_record, phone, ...record },
  };
};

const submitLead = async (phone: string, record: Record<string, unknown> = {}) => {
  const lead = await submitLeadOver(t, await t.demoSession(), patientLead(phone, record));
  expect(lead.status).toBe(201);
  return lead.body.patient_uuid ?? '';
};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp(
    { smtp: { url: inbox.url, from: FROM }, publicUrl: PUBLIC_URL },
    { clock: () => new Date(Date.now() + skipMs) },
  );
  clinicId = (await demoAdminKey(t)).clinicId;
});

afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('staff alerts by email (issue 31)', () => {
  it('a lead submitted over the widget API reaches an instant subscriber by SMTP within 60 s: no photo, an initial, the procedure, the time, a link to the lead', async () => {
    const desk = await member('desk@demo.example');
    const settings = await setAlerts(desk, 'instant', 'en', 'Europe/Madrid');
    expect(settings).toMatchObject({ lead_alerts: 'instant', mail_enabled: true });
    const started = Date.now();
    const patientUuid = await submitLead('4155550132', {
      email: 'ana.lopez@patient.example',
      upload_type: 'upload',
    });

    await inbox.waitFor(() => inbox.to('desk@demo.example').length === 1, MAIL_WAIT_MS);
    const [received] = inbox.to('desk@demo.example');
    const mail = received?.mail;
    console.log(
      `lead alert received in ${(received?.at ?? 0) - started} ms:\n${mail?.subject}\n${mail?.text}`,
    );
    expect(mail?.from?.value).toEqual([
      { name: 'AfterLook alerts', address: 'alerts@afterlook.example' },
    ]);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('desk@demo.example');
    expect(mail?.subject).toBe(`New lead: ${procedureDisplayName('BBL', 'en')}`);
    const text = mail?.text ?? '';
    expect(text).toContain(`${PUBLIC_URL}dashboard/leads/${patientUuid}`);
    expect(text).toContain('Patient A.');
    expect(text).toContain(procedureDisplayName('BBL', 'en'));
    // The time, as the member's own zone reads it.
    const lead = await t.app.db
      .selectFrom('leads')
      .select('created_at')
      .where('patient_uuid', '=', patientUuid)
      .executeTakeFirstOrThrow();
    expect(text).toContain(
      new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/Madrid',
      }).format(new Date(lead.created_at)),
    );
    // The least of the patient: no photo, no markup, no name past the initial, no contact.
    expect(mail?.attachments).toEqual([]);
    expect(mail?.html).toBe(false);
    expect(received?.raw).not.toMatch(/Content-Type: image|<img/i);
    for (const secret of ['Ana', 'Lopez', '5550132', 'patient.example', 'Austin']) {
      expect(received?.raw, secret).not.toContain(secret);
    }
    // The only link is the lead's (and the settings'): no picture URL, no blob.
    expect(text.match(/https?:\/\/\S+/g)?.sort()).toEqual(
      [
        `${PUBLIC_URL}dashboard/leads/${patientUuid}`,
        `${PUBLIC_URL}dashboard/notifications`,
      ].sort(),
    );
    // The job kept ids only: the address and the words are nowhere in the queue.
    const jobs = await t.app.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', STAFF_ALERT_JOB_KIND)
      .execute();
    expect(jobs.length).toBeGreaterThan(0);
    expect(JSON.stringify(jobs)).not.toMatch(/desk@demo|New lead|Patient A/);
  }, 90_000);

  it("issue 31: a returning patient's new visit reaches an instant subscriber as a returning patient, with the lead's link and the visit's procedure", async () => {
    const front = await member('front@demo.example');
    await setAlerts(front, 'instant', 'en', 'America/New_York');
    const first = await submitLead('4155550177');
    await inbox.waitFor(() => inbox.to('front@demo.example').length === 1, MAIL_WAIT_MS);
    const again = await submitLeadOver(
      t,
      await t.demoSession(),
      patientLead('4155550177', { procedures_of_interest: ['LIP_FILLER'] }),
    );
    expect(again.status).toBe(201);
    // The same lead: the second submission is its visit, and is told as one.
    expect(again.body.patient_uuid).toBe(first);
    await inbox.waitFor(() => inbox.to('front@demo.example').length === 2, MAIL_WAIT_MS);
    const mail = inbox.to('front@demo.example')[1]?.mail;
    console.log(`returning visit alert:\n${mail?.subject}\n${mail?.text}`);
    expect(mail?.subject).toBe(`Returning patient: ${procedureDisplayName('LIP_FILLER', 'en')}`);
    expect(mail?.text).toContain('came back');
    expect(mail?.text).toContain(`${PUBLIC_URL}dashboard/leads/${first}`);
    expect(mail?.text).not.toContain('5550177');
  }, 90_000);

  it("the widget's 12-hour promise reaches every member whose alerts are on by email at once, with its deadline and no contact", async () => {
    const prompt = await member('promises@demo.example');
    await setAlerts(prompt, 'instant', 'en', 'UTC');
    const token = await t.demoSession();
    const response = await fetch(`${t.baseUrl}${ROUTES.followUps.path}`, {
      method: 'POST',
      headers: { authorization: `session ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'visualization_email',
        procedure: 'LIP_FILLER',
        name: 'Marta Vidal',
        email: 'marta@patient.example',
        phone: '+34 600 000 111',
      }),
    });
    expect(response.status).toBe(201);
    const { due_at } = (await response.json()) as { due_at: string };
    await inbox.waitFor(() => inbox.to('promises@demo.example').length === 1, MAIL_WAIT_MS);
    const received = inbox.to('promises@demo.example')[0];
    const due = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(due_at));
    expect(received?.mail.subject).toBe(
      `Follow-up due ${due}: ${procedureDisplayName('LIP_FILLER', 'en')}`,
    );
    expect(received?.mail.text).toContain(`${PUBLIC_URL}dashboard/follow-ups`);
    for (const secret of ['Marta', 'Vidal', 'patient.example', '000 111']) {
      expect(received?.raw, secret).not.toContain(secret);
    }
    await setAlerts(prompt, 'off');
  }, 90_000);

  it('digest: two leads make one daily email listing both for a digest subscriber, two emails for an instant one, none for an opted-out one', async () => {
    const daily = await member('daily@demo.example');
    const instant = await member('instant@demo.example');
    const quiet = await member('quiet@demo.example');
    await setAlerts(daily, 'digest', 'es', 'UTC');
    await setAlerts(instant, 'instant');
    await setAlerts(quiet, 'instant');
    await setAlerts(quiet, 'off');
    // Their digest hour has not come since they chose it: nothing is staged.
    const first = await submitLead('4155550141');
    const second = await submitLead('4155550142', { first_name: 'Óscar' });
    await inbox.waitFor(() => inbox.to('instant@demo.example').length === 2, MAIL_WAIT_MS);

    // The next day, past the digest hour in the member's zone.
    const now = new Date(Date.now() + skipMs);
    const next = new Date(now);
    next.setUTCDate(now.getUTCDate() + (now.getUTCHours() >= STAFF_ALERT_RULES.digestHour ? 1 : 0));
    next.setUTCHours(STAFF_ALERT_RULES.digestHour, 1, 0, 0);
    skipMs += next.getTime() - now.getTime();
    expect(await scheduleLeadDigests(t.app.ports)).toBe(1);
    // Once a day: another look (another process, another tick) stages nothing more.
    expect(await scheduleLeadDigests(t.app.ports)).toBe(0);
    await inbox.waitFor(() => inbox.to('daily@demo.example').length === 1, MAIL_WAIT_MS);

    const digest = inbox.to('daily@demo.example')[0]?.mail;
    console.log(`digest:\n${digest?.subject}\n${digest?.text}`);
    expect(digest?.subject).toBe(STAFF_ALERT_EMAIL_TEXTS.es.digestSubject.replace('{count}', '2'));
    for (const uuid of [first, second]) {
      expect(digest?.text).toContain(`${PUBLIC_URL}dashboard/leads/${uuid}`);
    }
    expect(digest?.text).toContain('Paciente A.');
    expect(digest?.text).toContain('Paciente Ó.');
    expect(digest?.text).not.toMatch(/Lopez|Óscar|55501/);
    expect(inbox.to('instant@demo.example').map((m) => m.mail.subject)).toEqual([
      `New lead: ${procedureDisplayName('BBL', 'en')}`,
      `New lead: ${procedureDisplayName('BBL', 'en')}`,
    ]);
    expect(inbox.to('quiet@demo.example')).toEqual([]);
  }, 120_000);

  it('webhook deliveries that keep failing email the owners once per incident (not per try); the dashboard sees it until a delivery goes through', async () => {
    const other = await otherClinic(t, 'alerts-webhook-clinic-key');
    const owner = await member('owner@webhook.example', 'owner', other.clinicId);
    const desk = await member('desk@webhook.example', 'staff', other.clinicId);
    await setAlerts(desk, 'instant');
    let failing = true;
    const receiver = await startWebhookReceiver(() => (failing ? 500 : 200));
    try {
      await updateClinic(t.app.db, other.clinicId, { webhook_url: receiver.url });
      for (const phone of ['4155550151', '4155550152']) {
        const lead = await submitLeadOver(t, other.session, patientLead(phone));
        expect(lead.status).toBe(201);
      }
      await inbox.waitFor(() => inbox.to('owner@webhook.example').length === 1, MAIL_WAIT_MS);
      // Many more failed tries later, still one email.
      await expect
        .poll(() => receiver.received.length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(STAFF_ALERT_RULES.webhookFailingTries + 4);
      const alerts = inbox.to('owner@webhook.example');
      expect(alerts.map((m) => m.mail.subject)).toEqual([en.webhookFailingSubject]);
      console.log(
        `${receiver.received.length} failed tries, ${alerts.length} email:\n${alerts[0]?.mail.text}`,
      );
      expect(alerts[0]?.mail.text).toContain(`${PUBLIC_URL}dashboard/webhooks`);
      // Staff who are not owners are not told of webhooks (they hear of leads).
      expect(inbox.to('desk@webhook.example').map((m) => m.mail.subject)).not.toContain(
        en.webhookFailingSubject,
      );
      const banner = async () =>
        (
          JSON.parse(
            (await staffCall(t, owner, 'GET', ROUTES.adminNotifications.path)).text,
          ) as NotificationSettings
        ).webhook_failing_since;
      expect(await banner()).toEqual(expect.any(String));

      // The receiver is fixed: the next try goes through and the incident ends.
      failing = false;
      await expect.poll(banner, { timeout: 30_000 }).toBeNull();
      // It fails again: a new incident, a second email.
      failing = true;
      const lead = await submitLeadOver(t, other.session, patientLead('4155550153'));
      expect(lead.status).toBe(201);
      await inbox.waitFor(() => inbox.to('owner@webhook.example').length === 2, MAIL_WAIT_MS);
    } finally {
      failing = false;
      await updateClinic(t.app.db, other.clinicId, { webhook_url: null });
      await receiver.close();
    }
  }, 120_000);

  it('an admin key has no alerts of its own (403); bad settings are a 400 naming the field', async () => {
    const { adminKey } = await demoAdminKey(t);
    const asKey = await fetch(`${t.baseUrl}${ROUTES.adminNotifications.path}`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(asKey.status).toBe(403);
    expect(((await asKey.json()) as { error: string }).error).toBe('staff_only');
    const desk = await member('settings@demo.example');
    for (const body of [
      { lead_alerts: 'hourly', language: 'en', time_zone: 'UTC' },
      { lead_alerts: 'instant', language: 'fr', time_zone: 'UTC' },
      { lead_alerts: 'instant', language: 'en', time_zone: 'Mars/Olympus' },
    ]) {
      const answer = await staffCall(t, desk, 'PUT', ROUTES.adminNotificationsUpdate.path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('without SMTP_URL', () => {
  it('alerts are off and the dashboard is told so: nothing is staged or sent', async () => {
    const plain = await startTestApp();
    try {
      const id = (await demoAdminKey(plain)).clinicId;
      const desk = await signedInStaff(plain, id, 'desk@demo.example', 'staff');
      const answer = await staffCall(plain, desk, 'PUT', ROUTES.adminNotificationsUpdate.path, {
        lead_alerts: 'instant',
        language: 'en',
        time_zone: 'UTC',
      });
      expect(JSON.parse(answer.text)).toMatchObject({
        lead_alerts: 'instant',
        mail_enabled: false,
      });
      const lead = await submitLeadOver(plain, await plain.demoSession(), leadBody());
      expect(lead.status).toBe(201);
      const staged = await plain.app.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', STAFF_ALERT_JOB_KIND)
        .execute();
      expect(staged).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
