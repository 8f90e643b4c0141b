import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYRING_FILE } from '../../adapters/crypto/keyring.ts';
import { SQLITE_FILE_NAME } from '../../adapters/db/create-db.ts';
import {
  adminGet,
  demoAdminKey,
  leadBody,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import {
  listBlobFiles,
  makePng,
  postJson,
  putImage,
} from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// Names, phones, emails, intake answers, measurements, messages and photos were stored in
// clear text in a 0644 SQLite file and plain PNG files: anyone with a copy of the data
// folder (a backup, a disk) read every patient. This test reads the bytes at rest.

const HEALTH = 'Hypothyroidism';
const PHONE_DIGITS = '4155550199';
const EMAIL = 'zuleika.marchetti@example.org';
const MESSAGE = 'Evenings after six are best for me';
const UNSUPPORTED_NAME = 'Philippa Quennell';
const UNSUPPORTED_EMAIL = 'philippa.quennell@example.net';

let t: TestApp;
let patientUuid: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  const session = await t.demoSession();
  const slots = await postJson(
    `${t.baseUrl}/clinics/v1/forms/patients/images/batch?source=form`,
    session,
    { images: [{ view_type: 'TORSO_FRONT', procedure_types: ['BREAST_AUGMENTATION'] }] },
  );
  const { batch_id, presigned_urls } = slots.body as {
    batch_id: string;
    presigned_urls: { put_url: string }[];
  };
  const uploaded = await putImage(
    t.baseUrl,
    presigned_urls[0]?.put_url ?? '',
    await makePng(200, 300),
  );
  expect(uploaded.status).toBe(200);
  const submitted = await submitLeadOver(
    t,
    session,
    leadBody({
      batch_id,
      // The tier-1 coordinator intake: health answers are as private as the contact.
      form_data: {
        firstName: 'Zuleika',
        lastName: 'Marchetti',
        phone: PHONE_DIGITS,
        age: '34',
        weigh: '140 lb',
        height: '5 ft 6',
        healthHistory: [HEALTH],
        procedureAreas: ['Breast'],
        procedures: ['Breast augmentation'],
        procedureTime: 'In 3 months',
      },
      patient_record: {
        ...leadBody().patient_record,
        first_name: 'Zuleika',
        last_name: 'Marchetti',
        phone: PHONE_DIGITS,
        email: EMAIL,
      },
    }),
  );
  expect(submitted, JSON.stringify(submitted.body)).toMatchObject({ status: 201 });
  patientUuid = submitted.body.patient_uuid ?? '';
  const messaged = await postJson(
    `${t.baseUrl}/api/v1/patients/${patientUuid}/lead-messages`,
    session,
    {
      message: MESSAGE,
      sender_type: 'patient',
    },
  );
  expect(messaged.status).toBe(201);
  // A visitor who asked for a procedure the widget cannot simulate left a contact too.
  const unsupported = await postJson(`${t.baseUrl}/api/v1/notify-unsupported-procedure`, session, {
    name: UNSUPPORTED_NAME,
    email: UNSUPPORTED_EMAIL,
    procedure_type: 'LIP_FILLER',
  });
  expect(unsupported.status).toBeLessThan(300);
});
afterAll(async () => {
  await t.close();
});

const dataFiles = (): string[] =>
  (readdirSync(t.config.dataDir, { recursive: true }) as string[]).filter((file) =>
    statSync(join(t.config.dataDir, file)).isFile(),
  );

describe('finding 4: patient data sealed at rest', () => {
  // The SQLite file and its write-ahead log alike.
  it('no file of the data folder holds the name, phone, email, answers or message in clear text', () => {
    const needles = [
      'Zuleika',
      'Marchetti',
      HEALTH,
      PHONE_DIGITS,
      `+1${PHONE_DIGITS}`,
      EMAIL,
      MESSAGE,
      UNSUPPORTED_NAME,
      UNSUPPORTED_EMAIL,
    ];
    const files = dataFiles();
    expect(files).toContain(SQLITE_FILE_NAME);
    for (const file of files) {
      const text = readFileSync(join(t.config.dataDir, file)).toString('latin1');
      for (const needle of needles)
        expect(text.includes(needle), `${needle} in ${file}`).toBe(false);
    }
  });

  it("a stored photo's bytes are not a PNG", () => {
    const photos = listBlobFiles(t.config.dataDir).filter((file) => file.endsWith('.png'));
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      const head = readFileSync(join(t.config.dataDir, 'blobs', photo)).subarray(0, 8);
      expect(head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
        false,
      );
    }
  });

  it('the data folder is 0700; the database and the key files are 0600', () => {
    const mode = (file: string) => statSync(join(t.config.dataDir, file)).mode & 0o777;
    expect(mode('.')).toBe(0o700);
    expect(mode(SQLITE_FILE_NAME)).toBe(0o600);
    expect(mode(KEYRING_FILE)).toBe(0o600);
  });
});

describe('the clinic still reads its lead whole', () => {
  it('through the admin API: contact details, message and a real PNG photo', async () => {
    const reopened = await startTestApp(
      { dataDir: t.config.dataDir },
      { media: { startQueue: false } },
    );
    try {
      const key = `Bearer ${(await demoAdminKey(reopened)).adminKey}`;
      const answer = await adminGet(reopened, `/api/v1/admin/leads/${patientUuid}`, key);
      expect(answer.status).toBe(200);
      const lead = answer.body as {
        patient_record: { email: string; phone: string; first_name: string };
        form_data: { firstName: string; healthHistory: string[] };
        messages: { message: string }[];
        images: { before_url: string };
      };
      expect(lead.patient_record).toMatchObject({ email: EMAIL, phone: `+1${PHONE_DIGITS}` });
      expect(lead.form_data).toMatchObject({ firstName: 'Zuleika', healthHistory: [HEALTH] });
      expect(lead.messages.map((m) => m.message)).toEqual([MESSAGE]);
      const photo = await fetch(`${reopened.baseUrl}${lead.images.before_url}`);
      expect(photo.status).toBe(200);
      const bytes = Buffer.from(await photo.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(Number(photo.headers.get('content-length'))).toBe(bytes.length);
      const analytics = await adminGet(reopened, '/api/v1/admin/analytics', key);
      expect(analytics.body).toMatchObject({
        unsupported_procedures: [
          { name: UNSUPPORTED_NAME, email: UNSUPPORTED_EMAIL, procedure_type: 'LIP_FILLER' },
        ],
      });
    } finally {
      await reopened.close();
    }
  });
});
