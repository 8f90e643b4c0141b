import type { AdminLead, AdminLeadImages } from '@afterlook/api';
import { DASHBOARD_MESSAGES } from '@afterlook/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadVisits, ReturningBadge, visitEntries } from './lead-visits.tsx';

const pictures = (name: string): AdminLeadImages => ({
  source: 'upload',
  before_url: `/blobs/${name}-before.png?sig=1`,
  after_urls: [`/blobs/${name}-after-1.png?sig=1`, `/blobs/${name}-after-2.png?sig=1`],
  after_levels: [],
  expires_at: '2026-03-06T11:00:00.000Z',
});

const record = { first_name: 'Ana', last_name: 'Lopez', phone: '+14155550101' } as const;

/** A returning patient's lead as GET /admin/leads/{uuid} answers it: 3 visits. */
const LEAD: AdminLead = {
  patient_uuid: 'lead-1',
  status: 'contacted',
  procedure: 'BBL',
  form_name: 'ONBOARDING_TIER1',
  form_user_id: 'browser-1',
  is_debug: false,
  batch_id: null,
  form_data: {},
  patient_record: { ...record, location: 'Austin', upload_type: 'upload' },
  images: pictures('first'),
  message_count: 0,
  measurements: null,
  consent_version: '2026-11-23',
  activity: [],
  created_at: '2026-03-01T10:00:00.000Z',
  last_visit_at: '2026-03-06T15:30:00.000Z',
  visit_count: 3,
  assigned_to: null,
  messages: [],
  visits: [
    {
      id: 'visit-2',
      procedure: 'BREAST_AUGMENTATION',
      form_name: 'ONBOARDING_SCAN',
      form_user_id: 'browser-2',
      form_data: {},
      patient_record: {
        ...record,
        email: 'ana.new@example.com',
        location: 'Austin',
        upload_type: 'scan',
      },
      images: { ...pictures('second'), after_urls: [] },
      measurements: {
        message: 'Lost weight',
        weight_lbs: 150,
        height_feet: 5,
        height_inches: 6,
        updated_at: '2026-03-04T11:00:00.000Z',
      },
      consent_version: null,
      created_at: '2026-03-04T10:00:00.000Z',
    },
    {
      id: 'visit-3',
      procedure: null,
      form_name: 'ONBOARDING_TIER1',
      form_user_id: 'browser-1',
      form_data: {},
      patient_record: { ...record, location: 'Austin', upload_type: 'upload' },
      images: { ...pictures('third'), source: null, before_url: null, after_urls: [] },
      measurements: null,
      consent_version: '2026-11-23',
      created_at: '2026-03-06T15:30:00.000Z',
    },
  ],
};

const render = (lead: AdminLead, language: 'en' | 'es') =>
  renderToStaticMarkup(
    createElement(LeadVisits, {
      lead,
      t: DASHBOARD_MESSAGES[language],
      language,
      zone: 'America/New_York',
    }),
  );

describe("the lead page's visits and the list's badge", () => {
  it('issue 31: the visits, the latest first, each with its time in the clinic’s zone, procedure, flow and pictures', () => {
    expect(visitEntries(LEAD).map((visit) => [visit.number, visit.key, visit.latest])).toEqual([
      [3, 'visit-3', true],
      [2, 'visit-2', false],
      [1, 'lead-1', false],
    ]);
    const html = render(LEAD, 'en');
    expect(html).toContain('<h2');
    expect(html).toContain('Visits');
    expect(html).toContain('left their details 3 times');
    const items = html.split('data-testid="lead-visit"').slice(1);
    expect(items).toHaveLength(3);
    const [third, second, first] = items;
    expect(third).toContain('Visit 3');
    expect(third).toContain('(latest)');
    expect(third).toContain('dateTime="2026-03-06T15:30:00.000Z"');
    // 15:30 UTC is 10:30 in New York (EST) on 6 March.
    expect(third).toContain('Mar 6, 2026, 10:30');
    expect(third).toContain('No procedure chosen');
    expect(third).toContain('No pictures with this visit.');
    expect(second).toContain('Visit 2');
    expect(second).toContain('Procedure: Breast Augmentation');
    expect(second).toContain('Face scan');
    expect(second).toContain('/blobs/second-before.png?sig=1');
    expect(second).toContain('The after pictures were still being made.');
    expect(second).toContain('150 lbs, 5 ft 6 in');
    // The contact given that time: a later visit may bring a new email.
    expect(second).toContain('+14155550101 · ana.new@example.com');
    expect(first).toContain('Visit 1 (first)');
    expect(first).toContain('Procedure: BBL');
    expect(first).toContain('/blobs/first-before.png?sig=1');
    // The after picture the widget shows first (the middle one of two is the second).
    expect(first).toContain('/blobs/first-after-2.png?sig=1');
    expect(first).toContain('2026-11-23');

    const es = render(LEAD, 'es');
    expect(es).toContain('Visitas');
    expect(es).toContain('Visita 1 (primera)');
    expect(es).toContain('(última)');
  });

  it('issue 31: a lead of one visit has no visits section and no badge; a returning one says how many visits', () => {
    const single: AdminLead = { ...LEAD, visits: [], visit_count: 1 };
    expect(render(single, 'en')).toBe('');
    const badge = (visitCount: number, language: 'en' | 'es') =>
      renderToStaticMarkup(
        createElement(ReturningBadge, { visitCount, t: DASHBOARD_MESSAGES[language] }),
      );
    expect(badge(1, 'en')).toBe('');
    expect(badge(3, 'en')).toBe('<span class="tag tag-returning">Returning · 3 visits</span>');
    expect(badge(2, 'es')).toBe('<span class="tag tag-returning">Recurrente · 2 visitas</span>');
  });
});
