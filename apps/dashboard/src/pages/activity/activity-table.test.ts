import type { AuditEntry } from '@afterlook/api';
import { DASHBOARD_MESSAGES } from '@afterlook/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ActivityTable } from './activity-table.tsx';

const LEAD = '5f0c2a9e-1d2b-4c3d-8e4f-a1b2c3d4e5f6';
const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'action'>): AuditEntry => ({
  at: '2026-05-04T10:30:00.000Z',
  actor: { kind: 'staff', id: 'staff-1', label: 'desk@clinic.example' },
  target: null,
  detail: {},
  address: '203.0.113.0',
  ...fields,
});

/** A newest-first page as GET /admin/audit answers it. */
const ENTRIES: AuditEntry[] = [
  entry({
    id: 'e1',
    at: '2026-05-04T12:00:00.000Z',
    action: 'lead.delete',
    target: { kind: 'lead', id: LEAD, label: null },
    detail: { images_deleted: 2, messages_deleted: 5 },
  }),
  entry({
    id: 'e2',
    at: '2026-05-04T11:00:00.000Z',
    action: 'leads.export',
    actor: { kind: 'admin_key', id: 'key-1', label: 'Admin key …x9Qz' },
    detail: { format: 'csv', filters: ['status'] },
    address: '2001:db8:1::',
  }),
  entry({
    id: 'e3',
    action: 'staff.permission_change',
    actor: { kind: 'staff', id: 'owner-1', label: 'owner@clinic.example' },
    target: { kind: 'staff', id: 'staff-1', label: 'desk@clinic.example' },
    detail: { can_export_and_delete: true },
  }),
  entry({
    id: 'e4',
    at: '2026-05-03T09:00:00.000Z',
    action: 'lead.delete',
    actor: { kind: 'cli', id: null, label: null },
    target: { kind: 'lead', id: 'b7e0', label: null },
    address: null,
  }),
];

const render = (language: 'en' | 'es') =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(ActivityTable, { entries: ENTRIES, t: DASHBOARD_MESSAGES[language], language }),
    ),
  );

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};
const text = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity);

/** The text of each body row's cells, in order. */
const rows = (html: string): string[][] =>
  [...html.matchAll(/<tr data-testid="activity-entry">(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((cell) => text(cell[1] ?? '')),
  );

describe("the Activity page's table", () => {
  it('issue 31 (audit trail): lists each entry in order with its time, actor, action, target, details and network', () => {
    const html = render('en');
    const texts = DASHBOARD_MESSAGES.en.dashboardActivity;
    expect(rows(html).map((cells) => cells.slice(1))).toEqual([
      [
        'desk@clinic.example',
        texts.actions['lead.delete'],
        'Lead 5f0c2a9e',
        '2 pictures, 5 messages',
        '203.0.113.0',
      ],
      ['Admin key …x9Qz', texts.actions['leads.export'], '', 'CSV, filtered', '2001:db8:1::'],
      [
        'owner@clinic.example',
        texts.actions['staff.permission_change'],
        'desk@clinic.example',
        'May now export and delete',
        '203.0.113.0',
      ],
      ["The server's command line", texts.actions['lead.delete'], 'Lead b7e0', '', '—'],
    ]);
    // Times are machine-readable too; a lead links to its page by its whole id.
    expect(html).toContain('<time dateTime="2026-05-04T12:00:00.000Z">');
    expect(html).toContain(`href="/leads/${LEAD}"`);
    for (const heading of [texts.when, texts.who, texts.action, texts.target, texts.network]) {
      expect(html).toContain(`<th scope="col">${heading}</th>`);
    }
  });

  it('speaks Spanish: actions, the command line and the details in es', () => {
    const [first, , third, last] = rows(render('es'));
    const texts = DASHBOARD_MESSAGES.es.dashboardActivity;
    expect(first?.[2]).toBe(texts.actions['lead.delete']);
    expect(first?.[4]).toBe('2 imágenes, 5 mensajes');
    expect(third?.[4]).toBe(texts.detail.allowed);
    expect(last?.[1]).toBe(texts.commandLine);
  });
});
