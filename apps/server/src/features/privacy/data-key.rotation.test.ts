import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHeader } from '../../adapters/blobs/sealed-blob.ts';
import { KEYRING_FILE } from '../../adapters/crypto/keyring.ts';
import { PATIENT_KEY_ID } from '../../ports/field-cipher.ts';
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
import { runNode } from '../../testing/support/run-node.ts';
import { startTestApp } from '../../testing/support/start-test-app.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { loadChatClinic } from '../chat/load-chat-clinic.ts';
import { listSdkKeys } from '../clinics/list-sdk-keys.ts';
import { rotateSdkKey } from '../clinics/rotate-sdk-key.ts';
import { updateClinic } from '../clinics/update-clinic.ts';
import { listFollowUps } from '../follow-ups/list-follow-ups.ts';
import { recordFollowUp } from '../follow-ups/record-follow-up.ts';
import { addLeadNote } from '../leads/add-lead-note.ts';
import { webhookSecret } from '../webhooks/webhook-secret.ts';

const CHAT_KEY = 'sk-clinic-chat-key';
const NOTE = 'Prefers a call after 5 pm';
const FOLLOW_UP_EMAIL = 'ana@example.com';

// A data key must be replaceable (a suspected leak, a yearly policy) without losing a
// single patient's record: rotation adds a key, reseals everything with it, and the
// clinic reads its leads as before.
describe('data key rotation', { timeout: 60_000 }, () => {
  it('rotate-data-key puts every patient key and clinic secret under the new key; leads and photos read as before', async () => {
    // The data folder outlives both servers (a test app removes only its own folder).
    const folder = makeTempDir();
    const dataDir = join(folder.path, 'data');
    const first = await startTestApp({ dataDir }, { media: { startQueue: false } });
    let patientUuid = '';
    let sdkKey = '';
    let secret = '';
    try {
      const session = await first.demoSession();
      const slots = await postJson(
        `${first.baseUrl}/clinics/v1/forms/patients/images/batch?source=form`,
        session,
        { images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }] },
      );
      const { batch_id, presigned_urls } = slots.body as {
        batch_id: string;
        presigned_urls: { put_url: string }[];
      };
      await putImage(first.baseUrl, presigned_urls[0]?.put_url ?? '', await makePng(120, 160));
      const submitted = await submitLeadOver(first, session, leadBody({ batch_id }));
      patientUuid = submitted.body.patient_uuid ?? '';
      expect(submitted.status).toBe(201);
      const { clinicId } = await demoAdminKey(first);
      await updateClinic(
        first.app.db,
        clinicId,
        {
          chat_llm_url: 'http://127.0.0.1:11434/v1',
          chat_llm_model: 'm',
          chat_llm_api_key: CHAT_KEY,
        },
        { cipher: first.app.ports.cipher },
      );
      // Sealed beside the leads: a staff note, the SDK key for the snippet, the webhook secret.
      const actor = { kind: 'staff' as const, id: 'staff-1', label: 'owner@demo.example' };
      await addLeadNote(first.app.ports, clinicId, patientUuid, NOTE, actor);
      const rotatedKey = await rotateSdkKey(first.app.db, clinicId, {
        cipher: first.app.ports.cipher,
      });
      sdkKey = rotatedKey.ok ? rotatedKey.value.sdk_key : '';
      secret = (await webhookSecret(first.app.ports, clinicId)) ?? '';
      await recordFollowUp(
        first.app.ports,
        { clinicId, sessionId: 'session-1' },
        { kind: 'visualization_email', procedure: 'LIP_FILLER', email: FOLLOW_UP_EMAIL },
      );
    } finally {
      await first.close();
    }

    const rotated = await runNode('cli.ts', ['rotate-data-key'], { DATA_DIR: dataDir });
    expect(rotated.stderr).toBe('');
    const report = JSON.parse(rotated.stdout) as {
      key_id: string;
      rows_resealed: number;
      images_resealed: number;
    };
    // The lead's, the photo's and the follow-up's own keys (what they seal, the lead's
    // fields and note, the photo and the follow-up's contact, stays as it is), the
    // clinic's chat endpoint key, the SDK key and the webhook secret.
    expect(report).toMatchObject({ key_id: 'k2', rows_resealed: 6 });
    // The photo and its analysis are under their image's own key: rewrapped, not rewritten.
    expect(report.images_resealed).toBe(0);
    const keyring = JSON.parse(readFileSync(join(dataDir, KEYRING_FILE), 'utf8')) as {
      keys: { id: string }[];
    };
    expect(keyring.keys.map((k) => k.id)).toEqual(['k2', 'k1']);
    for (const file of listBlobFiles(dataDir)) {
      const head = readFileSync(join(dataDir, 'blobs', file));
      expect(readHeader(head, file.split('\\').join('/')).keyId).toBe(PATIENT_KEY_ID);
    }

    const again = await startTestApp({ dataDir }, { media: { startQueue: false } });
    try {
      const key = `Bearer ${(await demoAdminKey(again)).adminKey}`;
      const lead = await adminGet(again, `/api/v1/admin/leads/${patientUuid}`, key);
      expect(lead.status).toBe(200);
      const body = lead.body as {
        patient_record: { phone: string };
        images: { before_url: string };
      };
      expect(body.patient_record.phone).toBe('+14155550132');
      const { clinicId } = await demoAdminKey(again);
      const clinic = await loadChatClinic(again.app.ports, clinicId);
      expect(clinic?.llm?.apiKey).toBe(CHAT_KEY);
      const stored = await again.app.db
        .selectFrom('clinics')
        .select('chat_llm_api_key')
        .where('id', '=', clinicId)
        .executeTakeFirstOrThrow();
      expect(stored.chat_llm_api_key).toMatch(/^v1\.k2\./);
      const patientKeys = await again.app.db
        .selectFrom('patient_keys')
        .select('key_sealed')
        .execute();
      expect(patientKeys.map((key) => key.key_sealed.slice(0, 6))).toEqual([
        'v1.k2.',
        'v1.k2.',
        'v1.k2.',
      ]);
      expect((lead.body as { activity: { note: string }[] }).activity[0]?.note).toBe(NOTE);
      const cipher = again.app.ports.cipher;
      const keys = await listSdkKeys(again.app.db, cipher, clinicId, new Date(), {
        reveal: true,
      });
      expect(keys[0]?.sdk_key).toBe(sdkKey);
      expect(await webhookSecret(again.app.ports, clinicId)).toBe(secret);
      const [task] = await listFollowUps(again.app.ports, clinicId, 'open');
      expect(task?.email).toBe(FOLLOW_UP_EMAIL);
      const photo = await fetch(`${again.baseUrl}${body.images.before_url}`);
      expect(
        Buffer.from(await photo.arrayBuffer())
          .subarray(1, 4)
          .toString('ascii'),
      ).toBe('PNG');
    } finally {
      await again.close();
      folder.remove();
    }
  });
});
