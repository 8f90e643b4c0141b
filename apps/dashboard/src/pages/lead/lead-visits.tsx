import {
  type AdminLead,
  type AdminLeadImages,
  type AdminLeadVisit,
  defaultImageIndex,
} from '@afterlook/api';
import {
  type DashboardMessages,
  type FormName,
  interpolate,
  type Language,
  type Procedure,
  procedureDisplayName,
} from '@afterlook/domain';
import { useId } from 'react';
import { formatDateTime } from '../../i18n/i18n.tsx';

/** "Returning · 3 visits" on a returning patient's lead; nothing for a single visit. */
export function ReturningBadge({
  visitCount,
  t,
}: {
  readonly visitCount: number;
  readonly t: DashboardMessages;
}) {
  if (visitCount < 2) return null;
  return (
    <span className="tag tag-returning">
      {interpolate(t.dashboardLeads.list.returning, { count: visitCount })}
    </span>
  );
}

/** One visit as the lead's page lists it: the lead's own row is the first. */
export interface VisitEntry {
  readonly key: string;
  /** 1 for the first visit (the lead itself), then in the order they came. */
  readonly number: number;
  readonly latest: boolean;
  readonly at: string;
  readonly procedure: Procedure | null;
  readonly formName: FormName;
  readonly images: AdminLeadImages;
  readonly consentVersion: string | null;
  readonly measurements: AdminLeadVisit['measurements'];
  /** The phone and email given that time (a later visit may bring new ones). */
  readonly contact: string;
}

const contactOf = ({ patient_record: record }: Pick<AdminLeadVisit, 'patient_record'>) =>
  [record.phone, record.email].filter(Boolean).join(' · ');

/** Every visit of a lead, the latest first: its later visits, then the lead's own. */
export function visitEntries(lead: AdminLead): VisitEntry[] {
  const first: VisitEntry = {
    key: lead.patient_uuid,
    number: 1,
    latest: lead.visits.length === 0,
    at: lead.created_at,
    procedure: lead.procedure,
    formName: lead.form_name,
    images: lead.images,
    consentVersion: lead.consent_version,
    measurements: lead.measurements,
    contact: contactOf(lead),
  };
  const later = lead.visits.map(
    (visit, index): VisitEntry => ({
      key: visit.id,
      number: index + 2,
      latest: index === lead.visits.length - 1,
      at: visit.created_at,
      procedure: visit.procedure,
      formName: visit.form_name,
      images: visit.images,
      consentVersion: visit.consent_version,
      measurements: visit.measurements,
      contact: contactOf(visit),
    }),
  );
  return [first, ...later].reverse();
}

/**
 * A returning patient's visits (issue 31), the latest first: each one's time in the
 * clinic's zone, procedure, flow, pictures, consent line and measurements. Nothing for a
 * lead of one visit (its page says all of it already).
 */
export function LeadVisits({
  lead,
  t,
  language,
  zone,
}: {
  readonly lead: AdminLead;
  readonly t: DashboardMessages;
  readonly language: Language;
  readonly zone?: string | undefined;
}) {
  const headingId = useId();
  if (lead.visits.length === 0) return null;
  const texts = t.dashboardLeads.lead;
  return (
    <section className="card lead-section lead-visits" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.visits}</h2>
      <p className="muted small">{interpolate(texts.visitsIntro, { count: lead.visit_count })}</p>
      <ol className="plain-list visits" reversed>
        {visitEntries(lead).map((visit) => (
          <li key={visit.key} data-testid="lead-visit">
            <p className="transcript-meta">
              <strong>
                {visit.number === 1
                  ? texts.visitFirst
                  : interpolate(texts.visitNumber, { n: visit.number })}
              </strong>
              {visit.latest ? <span className="muted"> ({texts.visitLatest})</span> : null}{' '}
              <time dateTime={visit.at}>{formatDateTime(language, visit.at, zone)}</time>
            </p>
            <p>
              {visit.procedure
                ? interpolate(texts.visitProcedure, {
                    procedure: procedureDisplayName(visit.procedure, language),
                  })
                : texts.visitNoProcedure}
              {' · '}
              {t.dashboardLeads.flows[visit.formName]}
              {visit.consentVersion ? ` · ${texts.consent}: ${visit.consentVersion}` : ''}
            </p>
            {visit.contact ? <p className="muted small">{visit.contact}</p> : null}
            <VisitPictures images={visit.images} number={visit.number} t={t} />
            {visit.measurements ? (
              <p className="muted small">
                {interpolate(texts.visitMeasurements, {
                  lbs: visit.measurements.weight_lbs,
                  feet: visit.measurements.height_feet,
                  inches: visit.measurements.height_inches,
                })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function VisitPictures({
  images,
  number,
  t,
}: {
  readonly images: AdminLeadImages;
  readonly number: number;
  readonly t: DashboardMessages;
}) {
  const texts = t.dashboardLeads.lead;
  const after = images.after_urls[defaultImageIndex(images.after_urls.length)];
  if (images.before_url === null && after === undefined) {
    return (
      <p className="muted small">
        {images.source ? texts.visitAfterPending : texts.visitNoPictures}
      </p>
    );
  }
  const visit = interpolate(texts.visitNumber, { n: number });
  return (
    <div className="compare visit-pictures">
      {images.before_url ? (
        <figure>
          <img src={images.before_url} alt={`${visit}: ${texts.before}`} width={160} />
          <figcaption>{texts.before}</figcaption>
        </figure>
      ) : null}
      {after ? (
        <figure>
          <img src={after} alt={`${visit}: ${texts.after}`} width={160} />
          <figcaption>{texts.after}</figcaption>
        </figure>
      ) : (
        <p className="muted small">{texts.visitAfterPending}</p>
      )}
    </div>
  );
}
