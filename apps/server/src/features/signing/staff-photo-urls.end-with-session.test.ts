import { type AdminLead, type ApiClient, createApiClient, ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey, leadBody } from '../../testing/support/lead-fixtures.ts';
import { makePng } from '../../testing/support/media-fixtures.ts';
import {
  type SignedInStaff,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// Finding 17: a removed staff member's photo URLs answered 200 for up to an hour, and
// photos went out `private, max-age=3600`, so a shared front-desk browser kept them.
// A dashboard URL now names the staff session it was signed for and our blob route
// checks that session on every read; every photo goes out `no-store`.
let t: TestApp;
let clinicId: string;
let adminKey: string;
let patient: { api: ApiClient; photoUrl: string; patientUuid: string };
beforeAll(async () => {
  t = await startTestApp();
  ({ clinicId, adminKey } = await demoAdminKey(t));
  const token = await t.demoSession();
  const api = createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => token });
  const slots = await api.requestImageUploads({
    images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }],
  });
  const slot = slots.presigned_urls[0];
  if (!slot) throw new Error('no upload slot');
  await api.uploadImage(slot.put_url, await makePng(600, 800));
  const lead = await api.submitForm(
    leadBody({ batch_id: slots.batch_id }) as Parameters<ApiClient['submitForm']>[0],
  );
  patient = { api, photoUrl: slot.get_url, patientUuid: lead.patient_uuid };
}, 60_000);
afterAll(async () => {
  await t.close();
});

const leadPath = () => ROUTES.adminLead.path.replace(':patient_uuid', patient.patientUuid);

/** The lead's before photo URL as this staff member's dashboard gets it. */
async function photoUrlFor(staff: SignedInStaff): Promise<string> {
  const answer = await staffCall(t, staff, 'GET', leadPath());
  expect(answer.status).toBe(200);
  const url = (JSON.parse(answer.text) as AdminLead).images.before_url;
  if (!url) throw new Error('the lead has no before photo');
  return url;
}

/** Reads a picture URL as the browser does: its status, caching and (on a refusal) error. */
const read = async (url: string) => {
  const response = await fetch(new URL(url, t.baseUrl));
  const isJson = response.headers.get('content-type')?.startsWith('application/json');
  const body = isJson ? ((await response.json()) as { error?: string }) : {};
  if (!isJson) await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body };
};

describe('finding 17: photo URLs end with the staff session', () => {
  it('finding 17: removing a member or ending a session ends their photo URLs at once; photos are sent no-store', async () => {
    const owner = await signedInStaff(t, clinicId, 'owner17@demo.example', 'owner');
    const leaving = await signedInStaff(t, clinicId, 'leaving17@demo.example', 'staff');
    const signingOut = await signedInStaff(t, clinicId, 'out17@demo.example', 'staff');

    const ownerUrl = await photoUrlFor(owner);
    const leavingUrl = await photoUrlFor(leaving);
    const signingOutUrl = await photoUrlFor(signingOut);
    for (const url of [ownerUrl, leavingUrl, signingOutUrl]) {
      expect(await read(url)).toMatchObject({ status: 200, cacheControl: 'no-store' });
    }
    // The session is part of what the signature covers: dropping it forges the URL.
    const unbound = new URL(leavingUrl, t.baseUrl);
    unbound.searchParams.delete('v');
    expect(await read(unbound.toString())).toMatchObject({
      status: 403,
      body: { error: 'forged_signature' },
    });

    const removed = await staffCall(
      t,
      owner,
      'DELETE',
      ROUTES.adminStaffRemove.path.replace(':staff_id', leaving.staffId),
    );
    expect(removed.status).toBe(200);
    expect(await read(leavingUrl)).toMatchObject({
      status: 403,
      body: { error: 'expired_signature' },
    });

    expect((await staffCall(t, signingOut, 'POST', ROUTES.staffLogout.path)).status).toBe(204);
    expect(await read(signingOutUrl)).toMatchObject({
      status: 403,
      body: { error: 'expired_signature' },
    });

    // Everyone else's URLs keep working: the owner still signed in, an admin key's
    // (machine clients: they end with the key), and the patient's own in the widget.
    expect(await read(ownerUrl)).toMatchObject({ status: 200, cacheControl: 'no-store' });
    const byKey = await fetch(`${t.baseUrl}${leadPath()}`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    const keyUrl = ((await byKey.json()) as AdminLead).images.before_url ?? '';
    expect(new URL(keyUrl, t.baseUrl).searchParams.has('v')).toBe(false);
    expect(await read(keyUrl)).toMatchObject({ status: 200, cacheControl: 'no-store' });
    expect(await read(patient.photoUrl)).toMatchObject({ status: 200, cacheControl: 'no-store' });
  });
});
