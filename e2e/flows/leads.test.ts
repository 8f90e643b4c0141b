import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import {
  createClinicWithAdminKey,
  createSession,
  eventually,
  type FlowPage,
  fillOnboardingLead,
  leadDialog,
  leadsOf,
  openFlow,
  personPhotoJpeg,
  type TestClinic,
} from '../support/widget.ts';

/** Reads a picture the admin API points at; it must be a real image. */
async function imageSize(server: RunningServer, url: string) {
  const response = await fetch(new URL(url, server.url));
  expect(response.status).toBe(200);
  const { width, height, format } = await sharp(
    Buffer.from(await response.arrayBuffer()),
  ).metadata();
  return { width, height, format };
}

/** Submits to /clinics/v1/forms/submit the browser made, with their Idempotency-Key. */
function recordSubmits(page: Page): { key: string | null }[] {
  const submits: { key: string | null }[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/clinics/v1/forms/submit'
    ) {
      submits.push({ key: request.headers()['idempotency-key'] ?? null });
    }
  });
  return submits;
}

describe('leads: stored once, visible to the clinic through the admin API', () => {
  const { server, browser } = useServerAndBrowser();

  /** Opens tier-1 with ?procedure= (straight to the model screen) for a clinic. */
  const openAt = (clinic: TestClinic, prefix: string) =>
    openFlow(
      browser(),
      server(),
      `/onboarding-tier1?clinicSdkKey=${clinic.sdkKey}&lang=en&procedure=BREAST_AUGMENTATION`,
      { prefix },
    );

  async function toLeadForm(flow: FlowPage, source: 'model' | 'upload') {
    const { page, texts } = flow;
    const models = page.getByRole('list', { name: texts.model.gridLabel });
    if (source === 'model') {
      await models.getByRole('img').first().click();
    } else {
      await models.getByRole('button', { name: new RegExp(`^${texts.model.uploadOwn}`) }).click();
      await page.getByRole('button', { name: new RegExp(`^${texts.upload.methodUpload}`) }).click();
      await page.locator('input[type=file]').setInputFiles({
        name: 'me.jpeg',
        mimeType: 'image/jpeg',
        buffer: await personPhotoJpeg(),
      });
      await page.getByRole('status').getByText(texts.upload.completed).waitFor();
      await page.getByRole('button', { name: texts.upload.submit }).click();
    }
    await leadDialog(page).getByRole('heading', { name: texts.lead.headingResults }).waitFor();
  }

  it("a lead left on the patient's own photo is in GET /api/v1/admin/leads with its before and after images", async () => {
    const clinic = await createClinicWithAdminKey(server(), 'Lead Images Clinic');
    const flow = await openAt(clinic, 'leads');
    const { page, texts } = flow;
    await toLeadForm(flow, 'upload');
    await fillOnboardingLead(page, texts, {
      firstName: 'Rosa',
      lastName: 'Admin',
      phone: '2025550177',
    });
    await leadDialog(page).getByRole('button', { name: texts.lead.viewResults }).click();
    await leadDialog(page).waitFor({ state: 'detached' });
    expect(await page.getByText(texts.errors.submitFailed).count()).toBe(0);
    await page.getByRole('slider', { name: texts.result.adjust.implantSize }).waitFor({
      timeout: 60_000,
    });
    await flow.close();

    const [lead, ...others] = await eventually(
      () => leadsOf(server(), clinic),
      (leads) => leads.length > 0 && (leads[0]?.images.after_urls.length ?? 0) > 0,
      20_000,
    );
    expect(others).toEqual([]);
    expect(lead?.form_name).toBe('ONBOARDING_TIER1');
    expect(lead?.patient_record).toMatchObject({
      first_name: 'Rosa',
      last_name: 'Admin',
      phone: '+12025550177',
      upload_type: 'upload',
      procedures_of_interest: ['BREAST_AUGMENTATION'],
    });
    expect(lead?.form_data).toMatchObject({ name: 'Rosa Admin', phone: '+12025550177' });
    expect(lead?.batch_id).toEqual(expect.any(String));
    expect(lead?.images.source).toBe('upload');
    // The pictures are real images the clinic can open: the patient's photo and the results.
    const before = await imageSize(server(), lead?.images.before_url ?? '');
    expect(before.format).toBe('png');
    expect(before.height).toBeGreaterThan(before.width ?? 0);
    for (const url of lead?.images.after_urls ?? []) {
      expect(await imageSize(server(), url)).toEqual(before);
    }
  });

  it('the same lead submitted twice at once with one Idempotency-Key through the real API is stored once', async () => {
    const clinic = await createClinicWithAdminKey(server(), 'Idempotent Clinic');
    const token = await createSession(server(), clinic.sdkKey);
    const body = {
      form_user_id: 'e2e-form-user',
      form_name: 'ONBOARDING_TIER1',
      is_debug: false,
      form_data: { name: 'Twice Sent', phone: '+12025550188' },
      patient_record: {
        first_name: 'Twice',
        last_name: 'Sent',
        phone: '+12025550188',
        location: 'Unknown',
        upload_type: 'model',
        procedures_of_interest: ['BBL'],
      },
    };
    const submit = () =>
      fetch(`${server().url}/clinics/v1/forms/submit`, {
        method: 'POST',
        headers: {
          Authorization: `session ${token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'e2e-same-lead-0001',
        },
        body: JSON.stringify(body),
      });
    const responses = await Promise.all([submit(), submit()]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
    const [first, second] = (await Promise.all(responses.map((r) => r.json()))) as {
      patient_uuid: string;
    }[];
    expect(second?.patient_uuid).toBe(first?.patient_uuid);
    const leads = await leadsOf(server(), clinic);
    expect(leads.map((lead) => lead.patient_uuid)).toEqual([first?.patient_uuid]);
  });

  it('phones: a clinic taking Chile and the US stores +56 as Chilean; a US-only one refuses it with the message', async () => {
    const chileAndUs = await createClinicWithAdminKey(server(), 'Santiago Clinic', [
      '--phone-countries',
      'CL,US',
    ]);
    const usOnly = await createClinicWithAdminKey(server(), 'Miami Clinic');

    const refusing = await openAt(usOnly, 'phones-us');
    await toLeadForm(refusing, 'model');
    const { page, texts } = refusing;
    await fillOnboardingLead(page, texts, {
      firstName: 'Ana',
      lastName: 'Rojas',
      phone: '+56 9 8302 8442',
    });
    const phone = leadDialog(page).getByLabel(texts.phoneInput.label, { exact: true });
    // Kept as typed, never rewritten into a US number, and refused at once.
    expect(await phone.inputValue()).toBe('+56 9 8302 8442');
    await leadDialog(page)
      .getByRole('alert')
      .getByText('This form only takes phone numbers from United States.')
      .waitFor();
    await refusing.shot('phone-refused');
    await leadDialog(page).getByRole('button', { name: texts.lead.viewResults }).click();
    await phone.fill('(305) 206-4817');
    await leadDialog(page).getByRole('button', { name: texts.lead.viewResults }).click();
    await leadDialog(page).waitFor({ state: 'detached' });
    await refusing.close();

    const taking = await openAt(chileAndUs, 'phones-cl');
    await toLeadForm(taking, 'model');
    await fillOnboardingLead(taking.page, taking.texts, {
      firstName: 'Ana',
      lastName: 'Rojas',
      phone: '+56 9 8302 8442',
    });
    await leadDialog(taking.page)
      .getByRole('button', { name: taking.texts.lead.viewResults })
      .click();
    await leadDialog(taking.page).waitFor({ state: 'detached' });
    await taking.close();

    const [chilean] = await eventually(
      () => leadsOf(server(), chileAndUs),
      (leads) => leads.length > 0,
      20_000,
    );
    expect(chilean?.patient_record.phone).toBe('+56983028442');
    expect(chilean?.form_data).toMatchObject({ phone: '+56983028442' });
    const american = await leadsOf(server(), usOnly);
    expect(american.map((lead) => lead.patient_record.phone)).toEqual(['+13052064817']);
  });

  it("a double-click on 'View Results' stores one lead", async () => {
    const clinic = await createClinicWithAdminKey(server(), 'Double Click Clinic');
    const flow = await openAt(clinic, 'leads');
    const { page, texts } = flow;
    const submits = recordSubmits(page);
    await toLeadForm(flow, 'model');
    await fillOnboardingLead(page, texts, {
      firstName: 'Dora',
      lastName: 'Double',
      phone: '2025550199',
    });
    await leadDialog(page).getByRole('button', { name: texts.lead.viewResults }).dblclick();
    await leadDialog(page).waitFor({ state: 'detached' });
    expect(await page.getByText(texts.errors.submitFailed).count()).toBe(0);
    // Every attempt the browser made carries the same Idempotency-Key.
    expect(submits.length).toBeGreaterThanOrEqual(1);
    expect(new Set(submits.map((s) => s.key)).size).toBe(1);
    expect(submits[0]?.key).toMatch(/^[\x21-\x7e]{8,200}$/);
    await flow.close();
    const leads = await eventually(
      () => leadsOf(server(), clinic),
      (found) => (found[0]?.images.after_urls.length ?? 0) > 0,
      30_000,
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]?.patient_record).toMatchObject({ first_name: 'Dora', upload_type: 'model' });
    // The sample model's picture (image_url) ties the lead to its before and after images.
    expect(leads[0]?.images.source).toBe('sample');
    expect(leads[0]?.images.before_url).toMatch(/^\/sample-models\/v1\/.+\.png$/);
  });
});
