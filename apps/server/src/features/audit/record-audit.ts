import type { AuditDetail } from '@afterlook/api';
import type { AuditAction, AuditActorKind, AuditTargetKind } from '@afterlook/domain';
import type { Transaction } from 'kysely';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/secrets.ts';
import type { Database, Db } from '../../ports/db-schema.ts';

/** Who acted, as the trail names them (a staff member's email is theirs, never a patient's). */
export interface AuditActor {
  readonly kind: AuditActorKind;
  /** The staff member's or admin key's id; null for the CLI. */
  readonly id: string | null;
  /** Their email or 'Admin key …abcd'; null for the CLI. */
  readonly label: string | null;
}

/** The operator at the server's command line (npm run clinic). */
export const CLI_ACTOR: AuditActor = { kind: 'cli', id: null, label: null };

/** What an action was done to: a lead by its patient_uuid alone, a member with their email. */
export interface AuditTarget {
  readonly kind: AuditTargetKind;
  readonly id: string;
  /** A member's email or an admin key's hint; never set for a lead. */
  readonly label?: string | null;
}

export interface AuditRecord {
  readonly clinicId: string;
  readonly action: AuditAction;
  readonly actor: AuditActor;
  /** The client's network (IPv4 /24, IPv6 /48); null for the CLI. */
  readonly address: string | null;
  readonly target?: AuditTarget;
  /** Small facts only: a status, field names, counts. Nothing of a patient's. */
  readonly detail?: AuditDetail;
}

/**
 * Appends one line to a clinic's audit trail. It throws when the row cannot be written,
 * so a caller that records before acting (an export) does not act unrecorded.
 */
export async function recordAudit(
  db: Db | Transaction<Database>,
  clock: Clock,
  record: AuditRecord,
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      id: newId(),
      clinic_id: record.clinicId,
      at: clock().toISOString(),
      action: record.action,
      actor_kind: record.actor.kind,
      actor_id: record.actor.id,
      actor_label: record.actor.label,
      target_kind: record.target?.kind ?? null,
      target_id: record.target?.id ?? null,
      target_label: record.target?.label ?? null,
      detail: JSON.stringify(record.detail ?? {}),
      address: record.address,
    })
    .execute();
}
