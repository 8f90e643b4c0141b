import type { LeadStatus } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import type { ClinicActor } from '../api-keys/verify-admin-key.ts';
import { relayStaged } from '../outbox/relay-outbox.ts';
import { moveLeadStatus } from './change-lead-status.ts';

/** Thrown inside the transaction to roll every move back. */
class ForeignLead extends Error {}

/**
 * Moves several leads of the clinic to one status in one transaction, each as the single
 * change does (its activity row, its lead.status_changed webhook with from/to). All or
 * none: a uuid the clinic has no lead for (another clinic's, or none) rolls every move
 * back and answers lead_not_found, so a foreign id changes nothing and reveals nothing.
 */
export async function bulkChangeLeadStatus(
  deps: Pick<Ports, 'db' | 'clock' | 'jobs'>,
  clinicId: string,
  patientUuids: readonly string[],
  status: LeadStatus,
  actor: ClinicActor,
): Promise<Result<{ changed: string[]; unchanged: string[] }, 'lead_not_found'>> {
  const uuids = [...new Set(patientUuids)];
  try {
    const moved = await deps.db.transaction().execute(async (trx) => {
      const changed: string[] = [];
      const unchanged: string[] = [];
      const webhookKeys: string[] = [];
      for (const uuid of uuids) {
        const move = await moveLeadStatus(trx, deps.clock, clinicId, uuid, status, actor);
        if (!move) throw new ForeignLead();
        (move.changed ? changed : unchanged).push(uuid);
        if (move.webhookKey) webhookKeys.push(move.webhookKey);
      }
      return { changed, unchanged, webhookKeys };
    });
    await relayStaged(deps, moved.webhookKeys);
    return ok({ changed: moved.changed, unchanged: moved.unchanged });
  } catch (error) {
    if (error instanceof ForeignLead) {
      return fail(
        'lead_not_found',
        'One of the leads is not one of the clinic’s; none was changed',
      );
    }
    throw error;
  }
}
