import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataPorts } from '../compose/build-ports.ts';
import { exportLead } from '../features/retention/export-lead.ts';
import { fail, ok, type Result } from '../lib/result.ts';

export interface WrittenExport {
  readonly patient_uuid: string;
  readonly folder: string;
  readonly files: readonly string[];
}

/**
 * Writes a patient's access-request copy into `folder` (new or empty, created 0700):
 * lead.json (details, answers, messages, measurements), photos/<image id>.png (their
 * uploads, unsealed) and after/after-<n>.png (the simulated results), files 0600.
 */
export async function writeLeadExport(
  ports: DataPorts,
  patientUuid: string,
  folder: string,
): Promise<Result<WrittenExport, 'lead_not_found' | 'folder_not_empty'>> {
  const exported = await exportLead(ports, patientUuid);
  if (!exported.ok) return exported;
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if ((await readdir(folder)).length > 0) {
    return fail('folder_not_empty', `${folder} is not empty: give a new or empty folder`);
  }
  const { lead, photos, clinic_id: clinicId } = exported.value;
  const files: string[] = [];
  const write = async (name: string, bytes: Uint8Array | string) => {
    await writeFile(join(folder, name), bytes, { mode: 0o600, flag: 'wx' });
    files.push(name);
  };
  // The copy outlives any signed address: pictures are files, not links.
  const { images, ...details } = lead;
  await write(
    'lead.json',
    JSON.stringify({ ...details, images: { source: images.source } }, null, 2),
  );
  await mkdir(join(folder, 'photos'), { mode: 0o700 });
  for (const photo of photos) {
    const bytes = await ports.blobs.read(photo.blob_key);
    if (bytes) await write(join('photos', `${photo.image_id}.png`), bytes);
  }
  await mkdir(join(folder, 'after'), { mode: 0o700 });
  for (const [index, url] of images.after_urls.entries()) {
    const resolved = ports.blobs.resolveSignedGetUrl(url, clinicId);
    const bytes = resolved.ok ? await ports.blobs.read(resolved.value.key) : null;
    if (bytes) await write(join('after', `after-${index}.png`), bytes);
  }
  return ok({ patient_uuid: patientUuid, folder, files });
}
