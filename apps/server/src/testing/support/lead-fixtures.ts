import { createAdminKey } from '../../features/api-keys/create-admin-key.ts';
import { NewClinic } from '../../features/clinics/clinic-fields.ts';
import { createClinic } from '../../features/clinics/create-clinic.ts';
import type { TestApp } from './start-test-app.ts';

/** A lead submission payload as the widget builds it (docs/product/entities.md). */
export const leadBody = (overrides: Record<string, unknown> = {}) => ({
  form_user_id: 'browser-1',
  form_name: 'ONBOARDING_TIER1',
  is_debug: false,
  form_data: { name: 'Ana Lopez', phone: '4155550132' },
  patient_record: {
    first_name: 'Ana',
    last_name: 'Lopez',
    phone: '4155550132',
    location: 'Austin, Texas',
    upload_type: 'upload',
    procedures_of_interest: ['BBL'],
  },
  ...overrides,
});

let nextPatient = 1000;

/**
 * A lead submission of a patient no other lead has: their own phone (and no email). A
 * returning patient is one lead (issue 31), so a test that means two leads needs two
 * patients; `overrides` as for leadBody.
 */
export function anotherPatient(overrides: Record<string, unknown> = {}) {
  const phone = `415555${nextPatient++}`;
  const body = leadBody(overrides) as Record<string, unknown>;
  const part = (key: string) => (body[key] ?? {}) as Record<string, unknown>;
  return {
    ...body,
    form_data: { ...part('form_data'), phone },
    patient_record: { ...part('patient_record'), phone },
  };
}

const patientPhones = new Map<string, string>();

/**
 * anotherPatient, the same one for the same `who` (its retries send the same body).
 */
export function patientNamed(who: string, overrides: Record<string, unknown> = {}) {
  const body = anotherPatient(overrides);
  const phone = patientPhones.get(who) ?? body.patient_record.phone;
  patientPhones.set(who, phone);
  return {
    ...body,
    form_data: { ...body.form_data, phone },
    patient_record: { ...body.patient_record, phone },
  };
}

/** POSTs a lead with a session; answers the status and JSON body. */
export async function submitLeadOver(
  t: TestApp,
  token: string,
  body: unknown,
): Promise<{ status: number; body: { patient_uuid?: string } }> {
  const response = await fetch(`${t.baseUrl}/clinics/v1/forms/submit`, {
    method: 'POST',
    headers: { authorization: `session ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { patient_uuid?: string } };
}

/** A second clinic with its own SDK key, a session of it and an admin key. */
export async function otherClinic(t: TestApp, sdkKey = 'other-clinic-key') {
  const created = await createClinic(t.app.db, NewClinic.parse({ name: 'Other Clinic' }), {
    sdkKey,
  });
  if (!created.ok) throw new Error(created.message);
  const response = await fetch(`${t.baseUrl}/api/v1/sessions`, {
    method: 'POST',
    headers: { authorization: sdkKey },
  });
  const { access_token } = (await response.json()) as { access_token: string };
  const admin = await createAdminKey(t.app.db, created.value.id);
  if (!admin.ok) throw new Error(admin.message);
  return { clinicId: created.value.id, session: access_token, adminKey: admin.value.admin_key };
}

/** The demo clinic's id and a new admin key of it. */
export async function demoAdminKey(t: TestApp): Promise<{ clinicId: string; adminKey: string }> {
  const clinic = await t.app.db
    .selectFrom('sdk_keys')
    .select('clinic_id')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const admin = await createAdminKey(t.app.db, clinic.clinic_id);
  if (!admin.ok) throw new Error(admin.message);
  return { clinicId: clinic.clinic_id, adminKey: admin.value.admin_key };
}

/** GET an admin call with a Bearer key (or any Authorization value). */
export async function adminGet(
  t: TestApp,
  path: string,
  authorization: string | undefined,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${t.baseUrl}${path}`, {
    headers: authorization ? { authorization } : {},
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
