import {
  ALERT_LINK_PAGES,
  interpolate,
  type Language,
  type Procedure,
  procedureDisplayName,
  STAFF_ALERT_EMAIL_TEXTS,
} from '@afterlook/domain';
import type { LeadSummary } from './lead-summaries.ts';

/** Whom an email is written for: their language and time zone, and where links go. */
export interface AlertReader {
  readonly language: Language;
  readonly timeZone: string;
  /** The server's public address: every link is absolute on it. */
  readonly publicUrl: string;
  readonly isOwner: boolean;
}

export interface AlertEmail {
  readonly subject: string;
  readonly text: string;
}

const link = (reader: AlertReader, path: string) => new URL(path, reader.publicUrl).href;

const time = (reader: AlertReader, iso: string) =>
  new Intl.DateTimeFormat(reader.language === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: reader.timeZone,
  }).format(new Date(iso));

const texts = (reader: AlertReader) => STAFF_ALERT_EMAIL_TEXTS[reader.language];

const procedureName = (reader: AlertReader, procedure: Procedure | null) =>
  procedure ? procedureDisplayName(procedure, reader.language) : texts(reader).procedureUnknown;

/** One line per lead: the time, the procedure, the initial (never more of the patient). */
const leadLine = (reader: AlertReader, lead: LeadSummary) => {
  const t = texts(reader);
  return interpolate(t.leadLine, {
    time: time(reader, lead.createdAt),
    procedure: procedureName(reader, lead.procedure),
    patient: lead.initial
      ? interpolate(t.patientInitial, { initial: `${lead.initial}.` })
      : t.patientUnnamed,
  });
};

/** The closing lines: the time zone the times are in, and why this email came. */
const footer = (reader: AlertReader, why: 'settings' | 'owner') => {
  const t = texts(reader);
  return [
    '',
    interpolate(t.timeZone, { zone: reader.timeZone }),
    '--',
    why === 'owner'
      ? t.footerOwner
      : interpolate(t.footer, { url: link(reader, ALERT_LINK_PAGES.notifications) }),
  ];
};

const email = (subject: string, lines: readonly string[]): AlertEmail => ({
  subject,
  text: `${lines.join('\n')}\n`,
});

/** A new lead, at once. */
export function newLeadEmail(
  reader: AlertReader,
  lead: LeadSummary,
  returning = false,
): AlertEmail {
  const t = texts(reader);
  return email(
    interpolate(returning ? t.returningSubject : t.newLeadSubject, {
      procedure: procedureName(reader, lead.procedure),
    }),
    [
      returning ? t.returningIntro : t.newLeadIntro,
      '',
      leadLine(reader, lead),
      interpolate(t.openLead, { url: link(reader, ALERT_LINK_PAGES.lead(lead.patientUuid)) }),
      ...footer(reader, 'settings'),
    ],
  );
}

/** The day's leads in one email; past the list's length, a count and the leads page. */
export function leadDigestEmail(
  reader: AlertReader,
  window: { readonly from: string; readonly to: string },
  leads: readonly LeadSummary[],
  total: number,
): AlertEmail {
  const t = texts(reader);
  const subject = total === 1 ? t.digestSubjectOne : interpolate(t.digestSubject, { count: total });
  const more = total - leads.length;
  return email(subject, [
    interpolate(t.digestIntro, { from: time(reader, window.from), to: time(reader, window.to) }),
    '',
    ...leads.flatMap((lead) => [
      leadLine(reader, lead),
      `  ${link(reader, ALERT_LINK_PAGES.lead(lead.patientUuid))}`,
    ]),
    ...(more > 0
      ? ['', interpolate(t.digestMore, { count: more, url: link(reader, ALERT_LINK_PAGES.leads) })]
      : []),
    ...footer(reader, 'settings'),
  ]);
}

/** A task with a deadline: a promise to keep by then, or an urgent chat to call back now. */
export function followUpEmail(
  reader: AlertReader,
  task: {
    readonly kind: 'visualization_email' | 'urgent_chat';
    readonly procedure: Procedure | null;
    readonly dueAt: string;
  },
): AlertEmail {
  const t = texts(reader);
  const due = time(reader, task.dueAt);
  const urgent = task.kind === 'urgent_chat';
  return email(
    urgent
      ? t.urgentSubject
      : interpolate(t.followUpSubject, { due, procedure: procedureName(reader, task.procedure) }),
    [
      urgent ? t.urgentIntro : interpolate(t.followUpIntro, { due }),
      '',
      interpolate(t.openFollowUps, { url: link(reader, ALERT_LINK_PAGES.followUps) }),
      ...footer(reader, 'settings'),
    ],
  );
}

/** The clinic's webhook deliveries keep failing (once per incident, to owners). */
export function webhookFailingEmail(reader: AlertReader, since: string): AlertEmail {
  const t = texts(reader);
  return email(t.webhookFailingSubject, [
    interpolate(t.webhookFailingIntro, { since: time(reader, since) }),
    '',
    interpolate(t.webhookFailingAction, { url: link(reader, ALERT_LINK_PAGES.webhooks) }),
    ...footer(reader, 'owner'),
  ]);
}
