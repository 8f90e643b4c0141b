import type { Clock } from '../../lib/clock.ts';
import type { Db } from '../../ports/db-schema.ts';
import { createClinic } from './create-clinic.ts';

export const DEMO_CLINIC = {
  name: 'Demo Aesthetic Clinic',
  website_url: 'https://example.com/',
  logo_url: '/static/demo-clinic-logo.svg',
  // Any page on this machine may embed the demo (a developer's own test page, any port).
  allowed_origins: ['http://localhost:*', 'http://127.0.0.1:*'],
};

/**
 * On an empty database, creates the demo clinic (every procedure, default theme,
 * embeddable from loopback pages) with the given key. Returns its id, or null when clinics exist.
 */
export async function seedDemoClinic(
  db: Db,
  sdkKey: string,
  clock?: Clock,
): Promise<string | null> {
  const existing = await db.selectFrom('clinics').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const created = await createClinic(
    db,
    { ...DEMO_CLINIC, allowed_origins: [...DEMO_CLINIC.allowed_origins] },
    { sdkKey, ...(clock ? { clock } : {}) },
  );
  if (!created.ok) throw new Error(`Demo clinic seed failed: ${created.message}`);
  return created.value.id;
}
