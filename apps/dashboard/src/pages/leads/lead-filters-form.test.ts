import { DASHBOARD_MESSAGES } from '@afterlook/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { readFilters } from './lead-filters.ts';
import { LeadFiltersForm } from './lead-filters-form.tsx';

const texts = DASHBOARD_MESSAGES.en.dashboardLeads.list;

/** The filters as the leads page shows them for an address (English: no stored choice). */
const render = (address: string) =>
  renderToStaticMarkup(
    createElement(
      I18nProvider,
      null,
      createElement(LeadFiltersForm, {
        filters: readFilters(new URLSearchParams(address)),
        onApply: () => undefined,
      }),
    ),
  );

/** Every text box of the markup, by its name. */
const textBoxes = (markup: string) =>
  [...markup.matchAll(/<input(?![^>]*type="(?:date|file)")[^>]*name="([^"]*)"/g)].map(
    (match) => match[1],
  );

describe("the leads list's filters form", () => {
  it('issue 31: asks a clinic to type only its search, never the widget’s anonymous browser id ("Form ID")', () => {
    const markup = render('');
    expect(textBoxes(markup)).toEqual(['q']);
    expect(markup).not.toContain('Form ID');
  });

  it('issue 31 (working the list): offers "My leads" as an assignee choice, chosen when the address says assignee=me', () => {
    const markup = render('assignee=me');
    expect(markup).toContain(`<option value="me" selected="">${texts.assigneeMe}</option>`);
    expect(markup).toContain(`<option value="none">${texts.assigneeNone}</option>`);
  });

  it("issue 31 (working the list): offers the orders the server can keep (no name), the address's chosen", () => {
    const markup = render('sort=status');
    expect(markup).toContain(`<option value="status" selected="">${texts.sorts.status}</option>`);
    expect(
      [...markup.matchAll(/<option value="(received_[a-z]+|status)"/g)].map((m) => m[1]),
    ).toEqual(['received_desc', 'received_asc', 'status']);
  });

  it('issue 31: a browser filter set by a lead page’s link is said as what it is, with its own removal', () => {
    const markup = render('browser=b7f0c2d4-browser');
    expect(markup).toContain('Only the leads sent from one browser (browser ID b7f0c2d4-browser).');
    expect(markup).toContain(`>${texts.browserAll}</button>`);
    expect(textBoxes(markup)).toEqual(['q']);
  });
});
