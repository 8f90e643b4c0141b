// The access log held full signed URLs (a replayed one returned the patient's photo), every clinicSdkKey and each patient's IP: this runs the tier-1 flow to a lead against the real server and greps its log for every secret and contact detail.
import { randomUUID } from 'node:crypto';
import { createApiClient } from '@afterlook/api';
import { viewForProcedure } from '@afterlook/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../adapters/db/create-db.ts';
import { createAdminKey } from '../../features/api-keys/create-admin-key.ts';
import { NewClinic } from '../../features/clinics/clinic-fields.ts';
import { createClinic } from '../../features/clinics/create-clinic.ts';
import { makePng } from '../../testing/support/media-fixtures.ts';
import { type SpawnedServer, spawnServer } from '../../testing/support/spawn-server.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';

const dir = makeTempDir();
let server: SpawnedServer | undefined;
afterAll(async () => {
  await server?.stop();
  dir.remove();
});

/** A clinic's own key (the demo key is printed on purpose in the operator's start banner). */
const SDK_KEY = `clinic-${randomUUID()}`;
const DEMO_SDK_KEY = 'demo-clinic-key';
const patient = {
  first: 'Zoraida',
  last: 'Quintanilla',
  phone: '(512) 555-0199',
  e164: '+15125550199',
  digits: '5125550199',
  email: 'zoraida.q@example.org',
  ip: '81.2.69.142',
};

/** The signature of a signed URL: what a URL replayed from a log would need. */
const querySecrets = (url: string): string[] => {
  const signature = new URL(url, 'http://x').searchParams.get('s');
  if (!signature || signature.length < 16) throw new Error(`not a signed URL: ${url}`);
  return [signature];
};

describe('finding 2: the server log after a full tier-1 flow', { timeout: 120_000 }, () => {
  it('holds no signature, token, SDK key, admin key, phone, email, name or whole address', async () => {
    server = await spawnServer({
      DATA_DIR: `${dir.path}/data`,
      WIDGET_DIST: `${dir.path}/none`,
      WORKER_THREADS: '1',
      LOG_LEVEL: 'info',
    });
    const base = server.baseUrl;
    const secrets: string[] = [SDK_KEY];
    const db = createDb({ dataDir: `${dir.path}/data` });
    const clinic = await createClinic(db, NewClinic.parse({ name: 'Log Check Clinic' }), {
      sdkKey: SDK_KEY,
    });
    if (!clinic.ok) throw new Error(clinic.message);
    const admin = await createAdminKey(db, clinic.value.id);
    await db.destroy();
    if (!admin.ok) throw new Error(admin.message);
    secrets.push(admin.value.admin_key);
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      return response.status;
    };

    // The page a clinic embeds, with its key (and the capture flow's prefill) in the query.
    await get(`/onboarding-tier1?clinicSdkKey=${DEMO_SDK_KEY}`);
    await get(
      `/onboarding-tier1?clinicSdkKey=${SDK_KEY}&name=${patient.first}&email=${encodeURIComponent(patient.email)}&phone=${patient.digits}`,
    );
    const { access_token } = await createApiClient({ baseUrl: base }).createSession(SDK_KEY, 'en');
    secrets.push(access_token);
    const api = createApiClient({ baseUrl: base, getAccessToken: () => access_token });

    await api.getClinicInfo();
    await api.getUserLocation(patient.ip);
    await api.recordDailyAnalytics({
      form_name: 'ONBOARDING_TIER1',
      daily_analytics_count_type: 'SITE_VISITS',
    });
    await api.trackEvent('Form Started', { 'Clinic Name': 'Demo' });

    // Tier-1: area → procedure → a sample model, simulated; the after images read back.
    const procedure = 'BBL';
    const model = (await api.getSampleModels(procedure)).models[0];
    if (!model) throw new Error('no sample model');
    const transform = await api.createTransform({
      image_url: model.image_url,
      procedure_types: [procedure],
      procedure_view: viewForProcedure(procedure),
    });
    secrets.push(...querySecrets(transform.metadata_url));
    const metadata = await api.pollTransformMetadata(transform.metadata_url, { intervalMs: 200 });
    expect(metadata.success).toBe(true);
    for (const url of transform.download_urls.slice(0, 2)) {
      secrets.push(...querySecrets(url));
      expect(await get(url)).toBe(200);
    }

    // The patient's own photo: an upload slot, the PUT, the signed read.
    const slots = await api.requestImageUploads({
      images: [{ view_type: 'BODY_BACK', procedure_types: [procedure] }],
    });
    const slot = slots.presigned_urls[0];
    if (!slot) throw new Error('no slot');
    secrets.push(...querySecrets(slot.put_url), ...querySecrets(slot.get_url));
    await api.uploadImage(
      slot.put_url,
      new Blob([Buffer.from(await makePng(600, 800))], { type: 'image/png' }),
    );
    expect(await get(slot.get_url)).toBe(200);

    // The lead, a message and measurements, then the clinic reads it with its admin key.
    const lead = await api.submitForm(
      {
        form_user_id: randomUUID(),
        form_name: 'ONBOARDING_TIER1',
        is_debug: false,
        form_data: { name: `${patient.first} ${patient.last}`, phone: patient.phone },
        patient_record: {
          first_name: patient.first,
          last_name: patient.last,
          phone: patient.phone,
          email: patient.email,
          location: 'Austin, Texas',
          upload_type: 'model',
          procedures_of_interest: [procedure],
        },
        image_url: model.image_url,
      },
      { idempotencyKey: randomUUID() },
    );
    await api.sendLeadMessage(lead.patient_uuid, {
      message: `Please call ${patient.first} on ${patient.phone}`,
      sender_type: 'patient',
    });
    expect(
      await get('/api/v1/admin/leads', { authorization: `Bearer ${admin.value.admin_key}` }),
    ).toBe(200);
    // A guessed key and a malformed session header are logged without their text either.
    expect(await get('/api/v1/clinic-info', { authorization: `session  ${access_token}` })).toBe(
      401,
    );

    await server.stop();
    const log = server.output();
    // The log is real: request lines were written for the calls above.
    expect(log).toContain('/clinics/v1/forms/submit');
    expect(log).toContain('/api/v1/sessions');
    expect(log).toMatch(/"remoteAddress":"127\.0\.0\.0"/);
    const forbidden = [
      ...new Set(secrets),
      patient.first,
      patient.last,
      patient.phone,
      patient.e164,
      patient.digits,
      patient.email,
      encodeURIComponent(patient.email),
      patient.ip,
      '127.0.0.1"',
    ];
    for (const secret of forbidden) expect(log, `log holds ${secret}`).not.toContain(secret);
    const logLines = log.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(20);
    expect(logLines.join('\n')).not.toContain(DEMO_SDK_KEY);
  });
});
