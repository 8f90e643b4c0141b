import {
  ADMIN_ANALYTICS_MAX_DAYS,
  type AdminAnalyticsQuery,
  type AdminAnalyticsResponse,
} from '@afterlook/api';
import {
  ANALYTICS_COUNT_TYPES,
  addDays,
  DEVICE_KINDS,
  dayIn,
  FORM_NAMES,
  PRODUCT_EVENTS,
  startOfDay,
} from '@afterlook/domain';
import type { ExpressionBuilder } from 'kysely';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Database } from '../../ports/db-schema.ts';
import type { Ports } from '../../ports.ts';
import { loadClinicTimeZone } from '../clinics/clinic-time-zone.ts';
import { openRequestField } from '../privacy/lead-fields.ts';
import { patientCiphers } from '../privacy/patient-keys.ts';
import { DAILY_COUNTER_KEY, DETAILED_COUNTER_KEY } from './counter-keys.ts';
import { readLeadOutcomes } from './read-lead-outcomes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The tables that count per clinic and day. */
type CountedTable =
  | 'daily_analytics'
  | 'daily_detailed_analytics'
  | 'referral_daily_analytics'
  | 'product_events';
const DEFAULT_DAYS = 30;

const member =
  <T extends string>(list: readonly T[]) =>
  (value: string): value is T =>
    (list as readonly string[]).includes(value);
const isFormName = member(FORM_NAMES);
const isCountType = member(ANALYTICS_COUNT_TYPES);
const isDeviceKind = member(DEVICE_KINDS);
const isProductEvent = member(PRODUCT_EVENTS);

/**
 * A clinic's analytics between two of its days (both included; default the last 30 days
 * up to today in its time zone, at most 366): the daily, detailed and referral counters,
 * product events counted per day, and the unsupported-procedure requests made between
 * the first day's start and the last day's end there (DST included: startOfDay), and
 * what became of the leads submitted then (read-lead-outcomes.ts).
 */
export async function readClinicAnalytics(
  { db, clock, cipher }: Pick<Ports, 'db' | 'clock' | 'cipher'>,
  clinicId: string,
  range: AdminAnalyticsQuery,
): Promise<Result<AdminAnalyticsResponse, 'invalid_range'>> {
  const now = clock();
  const timeZone = await loadClinicTimeZone(db, clinicId);
  const today = dayIn(now, timeZone);
  const to = range.to ?? today;
  const from = range.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return fail('invalid_range', '`from` must not be after `to`');
  if (days > ADMIN_ANALYTICS_MAX_DAYS) {
    return fail('invalid_range', `At most ${ADMIN_ANALYTICS_MAX_DAYS} days at a time`);
  }
  // Counters carry the day they were counted under; requests carry an instant.
  const start = startOfDay(from, timeZone).toISOString();
  const endExclusive = startOfDay(addDays(to, 1), timeZone).toISOString();

  /** The clinic's rows counted on its days from `from` to `to`, both included. */
  const clinicDays = (eb: ExpressionBuilder<Database, CountedTable>) =>
    eb.and([eb('clinic_id', '=', clinicId), eb('day', '>=', from), eb('day', '<=', to)]);

  const [daily, detailed, referral, events, unsupported, leadOutcomes] = await Promise.all([
    db
      .selectFrom('daily_analytics')
      .select([...DAILY_COUNTER_KEY, 'count'])
      .where(clinicDays)
      .orderBy('day')
      .orderBy('form_name')
      .orderBy('count_type')
      .execute(),
    db
      .selectFrom('daily_detailed_analytics')
      .select([...DETAILED_COUNTER_KEY, 'count'])
      .where(clinicDays)
      .orderBy('day')
      .orderBy('form_name')
      .orderBy('count_type')
      .orderBy('cta_copy')
      .orderBy('form_version')
      .orderBy('device_type')
      .execute(),
    db
      .selectFrom('referral_daily_analytics')
      .select(['day', 'form_name', 'referrer', 'count'])
      .where(clinicDays)
      .orderBy('day')
      .orderBy('form_name')
      .orderBy('referrer')
      .execute(),
    db
      .selectFrom('product_events')
      .select((eb) => ['day', 'name', eb.fn.countAll().as('count')])
      .where(clinicDays)
      .groupBy(['day', 'name'])
      .orderBy('day')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('unsupported_procedure_requests')
      .select(['id', 'name', 'email', 'procedure_type', 'created_at'])
      .where('clinic_id', '=', clinicId)
      .where('created_at', '>=', start)
      .where('created_at', '<', endExclusive)
      .orderBy('created_at', 'desc')
      .limit(1000)
      .execute(),
    readLeadOutcomes(db, clinicId, start, endExclusive),
  ]);

  const cipherOf = await patientCiphers(
    { db, cipher },
    unsupported.map((request) => request.id),
  );
  return ok({
    from,
    to,
    time_zone: timeZone,
    today,
    daily: daily.flatMap((row) =>
      isFormName(row.form_name) && isCountType(row.count_type)
        ? [
            {
              ...row,
              form_name: row.form_name,
              count_type: row.count_type,
              count: Number(row.count),
            },
          ]
        : [],
    ),
    detailed: detailed.flatMap((row) =>
      isFormName(row.form_name) && isCountType(row.count_type) && isDeviceKind(row.device_type)
        ? [
            {
              day: row.day,
              form_name: row.form_name,
              count_type: row.count_type,
              cta_copy: row.cta_copy === '' ? null : row.cta_copy,
              form_version: row.form_version === '' ? null : row.form_version,
              device_type: row.device_type,
              count: Number(row.count),
            },
          ]
        : [],
    ),
    referral: referral.flatMap((row) =>
      isFormName(row.form_name)
        ? [{ ...row, form_name: row.form_name, count: Number(row.count) }]
        : [],
    ),
    events: events.flatMap((row) =>
      isProductEvent(row.name) ? [{ day: row.day, name: row.name, count: Number(row.count) }] : [],
    ),
    unsupported_procedures: unsupported.map(({ id, name, email, ...request }) => {
      const own = cipherOf(id);
      return {
        name: own.isSealed(name) ? openRequestField(own, 'name', id, name) : name,
        email: own.isSealed(email) ? openRequestField(own, 'email', id, email) : email,
        ...request,
      };
    }),
    lead_outcomes: leadOutcomes,
  });
}
