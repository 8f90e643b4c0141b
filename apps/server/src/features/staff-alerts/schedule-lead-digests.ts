import { STAFF_ALERT_RULES } from '@afterlook/domain';
import type { Ports } from '../../ports.ts';
import { relayStaged } from '../outbox/relay-outbox.ts';
import { stageStaffAlerts } from './alert-recipients.ts';
import { lastDigestMoment } from './digest-moment.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stages each digest member's daily email once their digest hour has come in their time
 * zone: the window runs from where their last digest ended (digest_through) to that
 * moment, so a server that was down sends one digest covering the days it missed. Moving
 * digest_through is a conditional update in the same transaction as the staging, so
 * several API processes (or ticks) stage each digest once. Runs on a timer
 * (compose/ports-plugin.ts); answers how many digests were staged.
 */
export async function scheduleLeadDigests(
  deps: Pick<Ports, 'db' | 'clock' | 'jobs' | 'mailer'>,
): Promise<number> {
  if (!deps.mailer) return 0;
  const now = deps.clock();
  const members = await deps.db
    .selectFrom('staff_users')
    .select(['id', 'clinic_id', 'alert_time_zone', 'digest_through'])
    .where('lead_alerts', '=', 'digest')
    .where('password_hash', 'is not', null)
    .execute();
  const keys: string[] = [];
  for (const member of members) {
    const to = lastDigestMoment(
      now,
      member.alert_time_zone,
      STAFF_ALERT_RULES.digestHour,
    ).toISOString();
    const through = member.digest_through;
    if (through !== null && through >= to) continue;
    const from = through ?? new Date(Date.parse(to) - DAY_MS).toISOString();
    const staged = await deps.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('staff_users')
        .set({ digest_through: to })
        .where('id', '=', member.id)
        .where((eb) =>
          through === null ? eb('digest_through', 'is', null) : eb('digest_through', '=', through),
        )
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return [];
      return stageStaffAlerts(
        trx,
        now.toISOString(),
        member.clinic_id,
        `digest:${to}`,
        [member.id],
        (staffId) => ({ alert: 'lead_digest', staffId, from, to }),
      );
    });
    keys.push(...staged);
  }
  await relayStaged(deps, keys);
  return keys.length;
}
