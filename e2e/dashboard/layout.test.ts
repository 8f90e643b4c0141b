import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DASHBOARD_MESSAGES, LEADS_PAGE_SIZE, type Procedure } from '@afterlook/domain';
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/accessibility.ts';
import { settleAnimations } from '../support/browser.ts';
import {
  type DashboardPage,
  inviteLink,
  OWNER_PASSWORD,
  openDashboard,
  setPassword,
  type Viewport,
} from '../support/dashboard.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { createClinicWithAdminKey, createSession, type TestClinic } from '../support/widget.ts';

const en = DASHBOARD_MESSAGES.en;
const OWNER = 'front-desk.coordinator@clinica-providencia.example';
/** Two full pages of leads and part of a third. */
const LEAD_COUNT = 2 * LEADS_PAGE_SIZE + 10;
/** Leads left in one widget session (its lead calls are limited per minute). */
const LEADS_PER_SESSION = 40;

const routesFile = resolve(import.meta.dirname, '../../apps/dashboard/src/routes.ts');

/**
 * Every page the dashboard's router has (its routes.ts), read as the file says them, so a
 * page added there is checked here too: the signed-in pages and the public ones.
 */
async function dashboardPaths(): Promise<{ signedIn: string[]; public: string[] }> {
  const source = await readFile(routesFile, 'utf8');
  const block = (name: string) => {
    const start = source.indexOf(`export const ${name}`);
    const end = source.indexOf('];', start);
    if (start < 0 || end < 0) throw new Error(`${name} not found in ${routesFile}`);
    return [...source.slice(start, end).matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
  };
  return {
    signedIn: block('SIGNED_IN_ROUTES').filter((path): path is string => Boolean(path)),
    public: block('PUBLIC_ROUTES').filter((path): path is string => Boolean(path)),
  };
}

const PROCEDURES: readonly Procedure[] = [
  'BREAST_AUGMENTATION',
  'BBL',
  'TUMMY_TUCK',
  'LIPOSUCTION',
  'RHINOPLASTY',
  'FACE_LIFT',
];
const FIRST_NAMES = ['María Fernanda', 'Ana', 'Jonathan', 'Lucía', 'Mark', 'Guadalupe'];
const LAST_NAMES = [
  'González-Rodríguez',
  'Chen',
  'Fitzgerald-Whitmore',
  'Ríos',
  'Ng',
  'Villaseñor',
];

/** A name as an email's letters: 'María Fernanda' → 'mariafernanda'. */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** A lead as the widget's onboarding form sends it; half with a long email, as real ones have. */
function leadBody(index: number) {
  const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Ana';
  const last = LAST_NAMES[(index * 5) % LAST_NAMES.length] ?? 'Chen';
  const phone = `+1202555${String(1000 + index).padStart(4, '0')}`;
  const procedure = PROCEDURES[index % PROCEDURES.length] ?? 'BBL';
  return {
    form_user_id: `layout-${index}`,
    form_name: index % 3 === 0 ? 'ONBOARDING_TIER1_CHATBOT' : 'ONBOARDING_TIER1',
    is_debug: index % 17 === 0,
    form_data: { name: `${first} ${last}`, phone },
    patient_record: {
      first_name: first,
      last_name: `${last} ${index}`,
      phone,
      ...(index % 2 === 0
        ? { email: `${plain(first)}.${plain(last)}${index}@correo.example` }
        : {}),
      location: 'Providencia, Santiago',
      upload_type: 'model',
      procedures_of_interest: [procedure],
    },
  };
}

/** LEAD_COUNT leads, left through the widget's real session calls; the uuid of the first. */
async function seedLeads(server: RunningServer, clinic: TestClinic): Promise<string> {
  let first = '';
  for (let start = 0; start < LEAD_COUNT; start += LEADS_PER_SESSION) {
    const token = await createSession(server, clinic.sdkKey);
    const end = Math.min(LEAD_COUNT, start + LEADS_PER_SESSION);
    for (let index = start; index < end; index += 1) {
      const response = await fetch(`${server.url}/clinics/v1/forms/submit`, {
        method: 'POST',
        headers: { Authorization: `session ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(leadBody(index)),
      });
      if (!response.ok) throw new Error(`lead ${index}: ${response.status}`);
      const { patient_uuid } = (await response.json()) as { patient_uuid: string };
      first ||= patient_uuid;
    }
  }
  return first;
}

/**
 * What lies past the screen's right edge: the document's width, and each element whose
 * right edge is beyond the viewport. A sideways scroll inside a box counts too (what it
 * hides is as far off the screen as the page's own overflow); text kept for screen readers
 * only (clipped to nothing: .visually-hidden) does not.
 */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clippedAway = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${element.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
    };
    const beyond: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // Half a pixel: layout rounds.
      if (rect.right <= width + 0.5 || clippedAway(element)) continue;
      // Only the outermost: its children are beyond because it is.
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 0.5)
        continue;
      beyond.push(`${describe(element)} to ${Math.round(rect.right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, beyond };
  });
}

async function expectFits(page: Page, where: string) {
  const { scrollWidth, innerWidth, beyond } = await overflowOf(page);
  const pageWidth = scrollWidth <= innerWidth ? 'fits' : `${scrollWidth} px on ${innerWidth}`;
  // Soft: every page is measured, and all that stick out are told at once.
  expect.soft({ where, pageWidth, beyond }).toEqual({ where, pageWidth: 'fits', beyond: [] });
}

/** The requests each dashboard tab has under way, counted from its opening (openTab). */
const underWay = new WeakMap<Page, Set<Request>>();

/** A dashboard tab whose requests are counted, so settled() knows when they are done. */
async function openTab(...args: Parameters<typeof openDashboard>): Promise<DashboardPage> {
  const view = await openDashboard(...args);
  const requests = new Set<Request>();
  view.page.on('request', (request) => requests.add(request));
  view.page.on('requestfinished', (request) => requests.delete(request));
  view.page.on('requestfailed', (request) => requests.delete(request));
  underWay.set(view.page, requests);
  return view;
}

/**
 * No request under way for 100 ms. Playwright's 'networkidle' waits 500 ms of quiet,
 * after every one of this file's 30 page loads, where the tab's own count says it.
 */
async function networkQuiet(page: Page) {
  const requests = underWay.get(page);
  if (!requests) throw new Error('a tab not opened with openTab');
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 100) {
    if (Date.now() > deadline)
      throw new Error(`still under way: ${[...requests].map((r) => r.url()).join(' ')}`);
    if (requests.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A page has come in: its heading, no "Loading…" left, the network quiet, animations done. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.loading'));
  await networkQuiet(page);
  await settleAnimations(page);
}

describe('dashboard layout (issue 31): every page fits a phone and a laptop; the list keeps its place', () => {
  const { server, browser } = useServerAndBrowser();
  let clinic: TestClinic;
  let firstLead: string;
  let owner: BrowserContextOptions['storageState'];

  beforeAll(async () => {
    clinic = await createClinicWithAdminKey(server(), 'Clínica de Cirugía Estética Providencia');
    firstLead = await seedLeads(server(), clinic);
    const tab = await openDashboard(browser());
    await tab.page.goto(`${server().url}${await inviteLink(server(), clinic.id, OWNER)}`);
    await setPassword(tab.page, en, OWNER_PASSWORD);
    await tab.page.waitForURL('**/dashboard/leads');
    owner = await tab.page.context().storageState();
    await tab.close();
  }, 300_000);

  /** The address of a page of the router, its parameters filled with what was seeded. */
  async function addressOf(path: string): Promise<string> {
    if (path === 'accept-invite')
      return inviteLink(server(), clinic.id, 'new-staff@layout.example', 'staff');
    if (path === 'reset-password') {
      const { url } = JSON.parse(await server().cli(['reset-password', OWNER])) as { url: string };
      return `${new URL(url).pathname}${new URL(url).hash}`;
    }
    const filled = path.replace(':patientUuid', firstLead);
    if (filled.includes(':')) throw new Error(`no value for the parameters of ${path}`);
    return `/dashboard/${filled}`;
  }

  /** Opens each page at one size: fits, axe clean, pictured (on a phone: menu closed and open). */
  async function checkEveryPage(viewport: Viewport) {
    const paths = await dashboardPaths();
    const checked: string[] = [];
    const signedOut = await openTab(browser(), { viewport });
    for (const path of paths.public) {
      await signedOut.page.goto(`${server().url}${await addressOf(path)}`);
      await settled(signedOut.page);
      await checkPage(signedOut, `${path}`);
      checked.push(path);
    }
    await signedOut.close();

    const view = await openTab(browser(), { viewport, storageState: owner });
    for (const path of paths.signedIn) {
      await view.page.goto(`${server().url}${await addressOf(path)}`);
      await settled(view.page);
      const name = path.replace('/:patientUuid', '-lead');
      await checkPage(view, name);
      if (viewport === 'phone') {
        await view.page.getByRole('button', { name: en.dashboard.openMenu }).click();
        await view.page.getByRole('button', { name: en.dashboard.closeMenu }).waitFor();
        await settleAnimations(view.page);
        await checkPage(view, `${name}-menu`);
        await view.page.getByRole('button', { name: en.dashboard.closeMenu }).click();
      }
      checked.push(path);
    }
    expect(view.httpErrors).toEqual([]);
    expect(view.pageErrors).toEqual([]);
    expect(view.outsideRequests).toEqual([]);
    await view.close();
    return checked;
  }

  async function checkPage(view: DashboardPage, name: string) {
    await view.shot(`layout-${name}`);
    await expectFits(view.page, name);
    const axe = await expectAxeClean(view.page).then(
      () => 'clean',
      (error: Error) => error.message,
    );
    expect.soft({ where: name, axe }).toEqual({ where: name, axe: 'clean' });
  }

  it('at 390×844 no page is wider than the phone, with the menu closed or open, and axe is clean', async () => {
    const checked = await checkEveryPage('phone');
    expect(checked).toEqual(expect.arrayContaining(['sign-in', 'leads', 'leads/:patientUuid']));
  }, 600_000);

  it('at 1280×800 no page is wider than the screen, and axe is clean', async () => {
    await checkEveryPage('desktop');
  }, 600_000);

  it("at 1280×800 the leads list shows a front desk's columns, with no sideways scroll", async () => {
    const view = await openTab(browser(), { viewport: 'desktop', storageState: owner });
    const { page } = view;
    await page.goto(`${server().url}/dashboard/leads`);
    const table = page.getByRole('table', { name: en.dashboardLeads.list.tableCaption });
    await table.getByRole('row').nth(LEADS_PAGE_SIZE).waitFor();
    await settled(page);
    const texts = en.dashboardLeads.list;
    const phone = en.dashboardLeads.lead.phone;
    for (const column of [texts.name, texts.procedure, texts.status, phone, texts.received]) {
      const header = table.getByRole('columnheader', { name: column });
      await expect(header.isVisible(), column).resolves.toBe(true);
      const box = await header.boundingBox();
      expect(box && box.x + box.width, column).toBeLessThanOrEqual(1280);
    }
    // Nothing of the table is scrolled out of sight.
    const scroll = await table.evaluate((element) => {
      let box: HTMLElement | null = element.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      return box ? { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth } : null;
    });
    if (scroll) expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
    await view.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`Back from a lead opened on page 2 of the list returns to page 2, scrolled as it was (${viewport})`, async () => {
      const view = await openTab(browser(), { viewport, storageState: owner });
      const { page } = view;
      const texts = en.dashboardLeads.list;
      await page.goto(`${server().url}/dashboard/leads`);
      const table = page.getByRole('table', { name: texts.tableCaption });
      await table.getByRole('row').nth(LEADS_PAGE_SIZE).waitFor();
      await page.getByRole('button', { name: texts.next }).click();
      const secondRange = `${LEADS_PAGE_SIZE + 1}–${2 * LEADS_PAGE_SIZE} of ${LEAD_COUNT}`;
      await page.getByText(secondRange).waitFor();
      await settled(page);
      const namesOnPage2 = await table.getByRole('link').allInnerTexts();

      // Down the list to its 30th lead (an instant scroll: a wheel's is animated), and open it.
      const link = table.getByRole('link').nth(29);
      await link.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 120));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
      const opened = (await link.textContent()) ?? '';
      // Where that lead is on the screen: the same place after Back is the same scroll
      // (a header that loads a moment later may move the page, and the browser the scroll).
      const shownAt = async () => {
        const box = await table.getByRole('link', { name: opened, exact: true }).boundingBox();
        return box ? Math.round(box.y) : null;
      };
      const before = await shownAt();
      await link.click();
      await page.getByRole('heading', { name: opened, level: 1 }).waitFor();
      // The lead opens at its top, not at the list's scroll.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const expectListAsLeft = async () => {
        await page.getByText(secondRange).waitFor();
        await expect(table.getByRole('link').allInnerTexts()).resolves.toEqual(namesOnPage2);
        await expect.poll(shownAt).toBe(before);
      };
      await page.goBack();
      await expectListAsLeft();

      // The lead page's own "All leads" link goes back the same way.
      await table.getByRole('link', { name: opened, exact: true }).click();
      await page.getByRole('heading', { name: opened, level: 1 }).waitFor();
      await page.getByRole('link', { name: en.dashboardLeads.lead.back }).click();
      await expectListAsLeft();

      // Back after the lead's page was reloaded (the list's rows load afresh, after the
      // router has scrolled), and a reload of the list itself: the page is in the address.
      await table.getByRole('link', { name: opened, exact: true }).click();
      await page.getByRole('heading', { name: opened, level: 1 }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: opened, level: 1 }).waitFor();
      await page.goBack();
      await expectListAsLeft();
      await page.reload();
      await expectListAsLeft();
      expect(view.pageErrors).toEqual([]);
      await view.close();
    }, 120_000);
  }
});
