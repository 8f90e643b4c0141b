import { type AdminLead, defaultImageIndex, readApiError } from '@afterlook/api';
import {
  LEAD_NOTE_MAX_LENGTH,
  type LeadStatus,
  PROCEDURES,
  procedureDisplayName,
} from '@afterlook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../api/staff-client.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { LeadStatusSelect, leadName, StatusBadge } from '../../components/lead-bits.tsx';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { fill, formatDateTime, useI18n } from '../../i18n/i18n.tsx';
import { useClinicTimeZone } from '../../session/clinic-time-zone.ts';
import { useMe } from '../../session/session.tsx';
import { browserLeadsHref } from '../leads/lead-filters.ts';
import type { DeletedLeadNotice } from '../leads/leads-page.tsx';
import { BackToLeads } from './back-to-leads.tsx';
import { LeadAssigneeForm } from './lead-assignee.tsx';
import { LeadVisits, ReturningBadge } from './lead-visits.tsx';

/**
 * One lead: the before and after pictures (signed addresses, one hour), the contact,
 * intake answers, measurements and messages; its status and notes with who did what
 * and when; and its deletion on a patient's request.
 */
export default function LeadPage() {
  const { patientUuid = '' } = useParams();
  const { t } = useI18n();
  const lead = useQuery({
    queryKey: ['lead', patientUuid],
    queryFn: () => api.getLead(patientUuid),
    retry: (failures, error) => readApiError(error)?.status !== 404 && failures < 2,
  });

  const back = <BackToLeads />;
  if (lead.isPending) return <Loading />;
  if (lead.isError) {
    const notFound = readApiError(lead.error)?.status === 404;
    return (
      <>
        {back}
        <PageHeader title={t.dashboard.nav.leads} />
        {notFound ? (
          <p className="notice">{t.dashboardLeads.lead.notFound}</p>
        ) : (
          <LoadError error={lead.error} onRetry={() => lead.refetch()} />
        )}
      </>
    );
  }
  return <LeadDetails lead={lead.data} back={back} />;
}

function LeadDetails({ lead, back }: { lead: AdminLead; back: ReactNode }) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.lead;
  const name = leadName(lead) || texts.unnamed;
  const zone = useClinicTimeZone();
  const received = formatDateTime(language, lead.created_at, zone);
  return (
    <>
      {back}
      <PageHeader title={name}>
        <StatusBadge status={lead.status} />
      </PageHeader>
      <p className="muted lead-meta">
        {fill(texts.received, {
          date: zone ? `${received} (${zone.replaceAll('_', ' ')})` : received,
        })}
        {lead.visit_count > 1 ? (
          <>
            {' · '}
            {fill(texts.latestVisit, { date: formatDateTime(language, lead.last_visit_at, zone) })}{' '}
            <ReturningBadge visitCount={lead.visit_count} t={t} />
          </>
        ) : null}
        {lead.is_debug ? <span className="tag">{texts.testLead}</span> : null}
      </p>
      <div className="lead-grid">
        <div className="lead-main">
          <Pictures lead={lead} name={name} />
          <LeadVisits lead={lead} t={t} language={language} zone={zone} />
          <Intake lead={lead} />
          <Measurements lead={lead} />
          <Messages lead={lead} />
        </div>
        <div className="lead-side">
          <Contact lead={lead} />
          <StatusAndNotes lead={lead} />
          <DeleteLead lead={lead} name={name} />
        </div>
      </div>
    </>
  );
}

/** One card of the lead; `part` places it in the single column of a narrow screen. */
function Section({ title, part, children }: { title: string; part: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`card lead-section lead-${part}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The patient's before picture beside one after picture, large enough to judge; the
 * after picture's steps (implant sizes or levels, as the widget's slider offered them)
 * are buttons below, the one the widget shows first chosen at the start.
 */
function Pictures({ lead, name }: { lead: AdminLead; name: string }) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.lead;
  const { images } = lead;
  const shownFirst = defaultImageIndex(images.after_urls.length);
  const [chosen, setChosen] = useState(shownFirst);
  const levelLabel = (index: number) => {
    const step = images.after_levels[index];
    if (!step) return null;
    return step.implant_size_in_cc !== null
      ? fill(texts.implantSize, { cc: step.implant_size_in_cc })
      : fill(texts.level, { percent: Math.round(step.level * 100) });
  };
  const afterUrl = images.after_urls[chosen] ?? images.after_urls[shownFirst];
  const label = levelLabel(chosen);
  const hasAny = images.before_url !== null || images.after_urls.length > 0;
  return (
    <Section title={texts.pictures} part="pictures">
      {!hasAny ? (
        <p className="muted">{images.source ? texts.afterPending : texts.noPictures}</p>
      ) : (
        <>
          {images.source === 'sample' ? <p className="muted small">{texts.sampleModel}</p> : null}
          <div className="compare">
            {images.before_url ? (
              <figure>
                <img src={images.before_url} alt={fill(texts.beforeAlt, { name })} />
                <figcaption>{texts.before}</figcaption>
              </figure>
            ) : null}
            {afterUrl ? (
              <figure>
                <img
                  src={afterUrl}
                  alt={
                    label
                      ? fill(texts.afterAltLabel, { name, label })
                      : fill(texts.afterAlt, { name })
                  }
                />
                <figcaption>
                  {texts.after}
                  {label ? ` · ${label}` : ''}
                  {chosen === shownFirst && images.after_urls.length > 1 ? (
                    <span className="muted"> ({texts.defaultChoice})</span>
                  ) : null}
                </figcaption>
              </figure>
            ) : (
              <p className="muted small">{texts.afterPending}</p>
            )}
          </div>
          {images.after_urls.length > 1 ? (
            <fieldset className="steps">
              <legend>{texts.steps}</legend>
              {images.after_urls.map((url, index) => (
                <button
                  key={url}
                  type="button"
                  aria-pressed={index === chosen}
                  onClick={() => setChosen(index)}
                >
                  {levelLabel(index) ?? String(index + 1)}
                </button>
              ))}
            </fieldset>
          ) : null}
          <p className="muted small">
            {fill(texts.picturesExpire, {
              time: new Date(images.expires_at).toLocaleTimeString(
                language === 'es' ? 'es-ES' : 'en-US',
                { timeStyle: 'short' },
              ),
            })}
          </p>
        </>
      )}
    </Section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="dl-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Contact({ lead }: { lead: AdminLead }) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.lead;
  const record = lead.patient_record;
  return (
    <Section title={texts.contact} part="contact">
      <dl className="dl">
        <Row label={texts.firstName}>{record.first_name}</Row>
        <Row label={texts.lastName}>{record.last_name || texts.none}</Row>
        <Row label={texts.phone}>
          {record.phone ? (
            <a href={`tel:${record.phone.replace(/[^\d+]/g, '')}`}>{record.phone}</a>
          ) : (
            texts.none
          )}
        </Row>
        <Row label={texts.email}>
          {record.email ? <a href={`mailto:${record.email}`}>{record.email}</a> : texts.none}
        </Row>
        <Row label={texts.location}>{record.location || texts.none}</Row>
        <Row label={texts.procedure}>
          {lead.procedure ? procedureDisplayName(lead.procedure, language) : texts.none}
        </Row>
        <Row label={texts.flow}>{t.dashboardLeads.flows[lead.form_name]}</Row>
        <Row label={texts.browser}>
          {lead.form_user_id ? <BrowserId formUserId={lead.form_user_id} /> : texts.none}
        </Row>
        <Row label={texts.photoSource}>{texts.uploadTypes[record.upload_type]}</Row>
        <Row label={texts.consent}>{lead.consent_version ?? texts.none}</Row>
      </dl>
    </Section>
  );
}

/**
 * The widget's anonymous id of the patient's browser (form_user_id), said as what it is,
 * with the list of every lead sent from that browser.
 */
function BrowserId({ formUserId }: { formUserId: string }) {
  const { t } = useI18n();
  const texts = t.dashboardLeads.lead;
  return (
    <span className="browser-id">
      <span>{formUserId}</span>
      <span className="muted small">{texts.browserHint}</span>
      <Link to={browserLeadsHref(formUserId)}>{texts.browserLeads}</Link>
    </span>
  );
}

/** An intake answer as text: lists joined, anything else as it came. */
const answerText = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(String).join(', ')
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value ?? '');

function Intake({ lead }: { lead: AdminLead }) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.lead;
  const labels: Readonly<Record<string, string>> = texts.answers;
  // The chat intake's coded answers, in words (an unknown code shows as it came).
  const optionTexts: Readonly<Record<string, Readonly<Record<string, string>>>> = {
    healthHistory: t.intake.health,
    procedureTime: t.intake.timing,
    procedureAreas: t.intake.procedureArea,
  };
  const say = (key: string, value: unknown): string => {
    const one = (item: unknown) => {
      const code = String(item);
      if (key === 'procedures') {
        const procedure = PROCEDURES.find((candidate) => candidate === code);
        return procedure ? procedureDisplayName(procedure, language) : code;
      }
      return optionTexts[key]?.[code] ?? code;
    };
    return Array.isArray(value) ? value.map(one).join(', ') : one(value);
  };
  const entries = Object.entries(lead.form_data).filter(
    ([, value]) => answerText(value).trim() !== '',
  );
  return (
    <Section title={texts.intake} part="intake">
      {entries.length === 0 ? (
        <p className="muted">{texts.noIntake}</p>
      ) : (
        <dl className="dl">
          {entries.map(([key, value]) => (
            <Row key={key} label={labels[key] ?? key}>
              {typeof value === 'object' && value !== null && !Array.isArray(value)
                ? answerText(value)
                : say(key, value)}
            </Row>
          ))}
        </dl>
      )}
    </Section>
  );
}

function Measurements({ lead }: { lead: AdminLead }) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.lead;
  const m = lead.measurements;
  return (
    <Section title={texts.measurements} part="measurements">
      {!m ? (
        <p className="muted">{texts.noMeasurements}</p>
      ) : (
        <>
          <dl className="dl">
            <Row label={texts.weight}>{fill(texts.weightValue, { lbs: m.weight_lbs })}</Row>
            <Row label={texts.height}>
              {fill(texts.heightValue, { feet: m.height_feet, inches: m.height_inches })}
            </Row>
            <Row label={texts.message}>
              <span className="pre-line">{m.message}</span>
            </Row>
          </dl>
          <p className="muted small">
            {fill(texts.updated, { date: formatDateTime(language, m.updated_at) })}
          </p>
        </>
      )}
    </Section>
  );
}

function Messages({ lead }: { lead: AdminLead }) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.lead;
  return (
    <Section title={texts.messages} part="messages">
      {lead.messages.length === 0 ? (
        <p className="muted">{texts.noMessages}</p>
      ) : (
        <ol className="plain-list transcript">
          {lead.messages.map((message) => (
            <li key={message.id} data-sender={message.sender_type}>
              <p className="transcript-meta">
                <strong>{texts.sender[message.sender_type]}</strong>{' '}
                <time dateTime={message.created_at}>
                  {formatDateTime(language, message.created_at)}
                </time>
              </p>
              <p className="pre-line">{message.message}</p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function StatusAndNotes({ lead }: { lead: AdminLead }) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.lead;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const statusId = useId();

  const updated = (next: AdminLead, message: string) => {
    queryClient.setQueryData(['lead', next.patient_uuid], next);
    void queryClient.invalidateQueries({ queryKey: ['leads'] });
    setSaved(message);
  };
  const saveStatus = useMutation({
    mutationFn: (next: LeadStatus) => api.setLeadStatus(lead.patient_uuid, next),
    onSuccess: (next) => updated(next, texts.statusSaved),
  });
  const addNote = useMutation({
    mutationFn: (text: string) => api.addLeadNote(lead.patient_uuid, text),
    onSuccess: (next) => {
      setNote('');
      updated(next, texts.noteSaved);
    },
  });
  const failed = saveStatus.error ?? addNote.error;

  const onStatus = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (status !== lead.status) saveStatus.mutate(status);
  };
  const onNote = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (note.trim()) addNote.mutate(note.trim());
  };
  const who = (actor: AdminLead['activity'][number]['actor']) =>
    actor.kind === 'staff' ? actor.label : fill(texts.adminKey, { label: actor.label });

  return (
    <Section title={texts.notes} part="notes">
      <LeadAssigneeForm lead={lead} />
      <form className="inline-form" onSubmit={onStatus}>
        <label className="field" htmlFor={statusId}>
          <span>{texts.changeStatus}</span>
        </label>
        <div className="inline-row">
          <LeadStatusSelect id={statusId} value={status} onChange={setStatus} />
          <button
            type="submit"
            className="button button-primary"
            disabled={saveStatus.isPending || status === lead.status}
          >
            {texts.saveStatus}
          </button>
        </div>
      </form>
      <form className="form note-form" onSubmit={onNote}>
        <label className="field">
          <span>{texts.addNote}</span>
          <textarea
            name="note"
            value={note}
            maxLength={LEAD_NOTE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={addNote.isPending || note.trim() === ''}>
          {texts.saveNote}
        </button>
      </form>
      <p className="form-status" role="status">
        {saved}
      </p>
      {failed ? <LoadError error={failed} /> : null}
      {lead.activity.length === 0 ? (
        <p className="muted">{texts.noActivity}</p>
      ) : (
        <ol className="plain-list activity">
          {[...lead.activity].reverse().map((entry) => (
            <li key={entry.id} data-kind={entry.kind}>
              {entry.kind === 'note' ? (
                <p className="pre-line activity-note">{entry.note}</p>
              ) : (
                <p>
                  {entry.from_status && entry.to_status
                    ? fill(texts.statusChange, {
                        from: t.dashboardLeads.statuses[entry.from_status],
                        to: t.dashboardLeads.statuses[entry.to_status],
                      })
                    : fill(texts.statusSet, {
                        to: entry.to_status ? t.dashboardLeads.statuses[entry.to_status] : '',
                      })}
                </p>
              )}
              <p className="muted small">
                {fill(texts.by, {
                  who: who(entry.actor),
                  when: formatDateTime(language, entry.at),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function DeleteLead({ lead, name }: { lead: AdminLead; name: string }) {
  const { t } = useI18n();
  const texts = t.dashboardLeads.lead;
  // Owners, and staff an owner allowed (the server refuses the others too).
  const allowed = useMe().user.can_export_and_delete;
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.deleteLead(lead.patient_uuid),
    onSuccess: async (deleted) => {
      setAsking(false);
      queryClient.removeQueries({ queryKey: ['lead', lead.patient_uuid] });
      await queryClient.invalidateQueries({ queryKey: ['leads'] });
      const notice: DeletedLeadNotice = {
        name,
        images: deleted.images_deleted,
        messages: deleted.messages_deleted,
      };
      navigate('/leads', { state: { deleted: notice } });
    },
  });
  return (
    <Section title={texts.privacy} part="privacy">
      <p className="muted small">
        {allowed ? texts.deleteIntro : t.dashboard.exportAndDeleteNotAllowed}
      </p>
      {allowed ? (
        <button
          type="button"
          className="button button-danger-outline"
          onClick={() => setAsking(true)}
        >
          {texts.delete}
        </button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={fill(texts.confirmTitle, { name })}
        confirmLabel={remove.isPending ? texts.deleting : texts.confirmDelete}
        cancelLabel={texts.cancel}
        busy={remove.isPending}
        danger
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          remove.reset();
          setAsking(false);
        }}
      >
        <p>{texts.confirmBody}</p>
        <FormAlert message={remove.isError ? texts.deleteFailed : null} />
      </ConfirmDialog>
    </Section>
  );
}
