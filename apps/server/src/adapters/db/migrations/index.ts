import type { QueryExecutorProvider } from 'kysely';
import type { Migration } from 'kysely/migration';
import { clinicsKeysSessions } from './0001-clinics-keys-sessions.ts';
import { imagesJobs } from './0002-images-jobs.ts';
import { leadsAnalytics } from './0003-leads-analytics.ts';
import { bookingAnalyticsMeasurements } from './0004-booking-analytics-measurements.ts';
import { transforms } from './0005-transforms.ts';
import { sealedLeads } from './0006-sealed-leads.ts';
import { patientOwnership } from './0007-patient-ownership.ts';
import { keyEpochRetention } from './0008-key-epoch-retention.ts';
import { webhooks } from './0009-webhooks.ts';
import { clinicChat } from './0010-clinic-chat.ts';
import { leadConsent } from './0011-lead-consent.ts';
import { staffDashboard } from './0012-staff-dashboard.ts';
import { formConfigs } from './0013-form-configs.ts';
import { followUps } from './0014-follow-ups.ts';
import { clinicLogos } from './0015-clinic-logos.ts';
import { chatPersonaServices } from './0016-chat-persona-services.ts';
import { jobRequestIds } from './0017-job-request-ids.ts';
import { clinicCountryUrgentFollowUps } from './0018-clinic-country-urgent-follow-ups.ts';
import { practiceFacts } from './0019-practice-facts.ts';
import { phoneCountries } from './0020-phone-countries.ts';
import { jobOutbox } from './0021-job-outbox.ts';
import { staffAccountsRound3 } from './0022-staff-accounts-round-3.ts';
import { patientKeys } from './0023-patient-keys.ts';
import { leadSessionIndex } from './0024-lead-session-index.ts';
import { webhookFrozenBodies } from './0025-webhook-frozen-bodies.ts';
import { auditTrail } from './0026-audit-trail.ts';
import { clinicTimeZone } from './0028-clinic-time-zone.ts';
import { staffAlerts } from './0029-staff-alerts.ts';
import { leadVisits } from './0030-lead-visits.ts';
import { leadAssignee } from './0031-lead-assignee.ts';
import { savedLeadViews } from './0032-saved-lead-views.ts';
import { transformLevels } from './0034-transform-levels.ts';
import { erasableLeadHashes, rewriteWithoutHashes } from './0035-erasable-lead-hashes.ts';

/** Every migration, in order; names sort as they must run. Add new ones at the end. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-clinics-keys-sessions': clinicsKeysSessions,
  '0002-images-jobs': imagesJobs,
  '0003-leads-analytics': leadsAnalytics,
  '0004-booking-analytics-measurements': bookingAnalyticsMeasurements,
  '0005-transforms': transforms,
  '0006-sealed-leads': sealedLeads,
  '0007-patient-ownership': patientOwnership,
  '0008-key-epoch-retention': keyEpochRetention,
  '0009-webhooks': webhooks,
  '0010-clinic-chat': clinicChat,
  '0011-lead-consent': leadConsent,
  '0012-staff-dashboard': staffDashboard,
  '0013-form-configs': formConfigs,
  '0014-follow-ups': followUps,
  '0015-clinic-logos': clinicLogos,
  '0016-chat-persona-services': chatPersonaServices,
  '0017-job-request-ids': jobRequestIds,
  '0018-clinic-country-urgent-follow-ups': clinicCountryUrgentFollowUps,
  '0019-practice-facts': practiceFacts,
  '0020-phone-countries': phoneCountries,
  '0021-job-outbox': jobOutbox,
  '0022-staff-accounts-round-3': staffAccountsRound3,
  '0023-patient-keys': patientKeys,
  '0024-lead-session-index': leadSessionIndex,
  '0025-webhook-frozen-bodies': webhookFrozenBodies,
  '0026-audit-trail': auditTrail,
  '0028-clinic-time-zone': clinicTimeZone,
  '0029-staff-alerts': staffAlerts,
  '0030-lead-visits': leadVisits,
  '0031-lead-assignee': leadAssignee,
  '0032-saved-lead-views': savedLeadViews,
  '0034-transform-levels': transformLevels,
  '0035-erasable-lead-hashes': erasableLeadHashes,
};

/**
 * What a migration leaves to do once every migration committed: PostgreSQL runs the
 * migrations in one transaction, and VACUUM cannot run inside one.
 */
type AfterCommit = (db: QueryExecutorProvider) => Promise<void>;
export const AFTER_COMMIT: Readonly<Record<string, AfterCommit>> = {
  '0035-erasable-lead-hashes': rewriteWithoutHashes,
};
