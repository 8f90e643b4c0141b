import { MESSAGES } from '@afterlook/domain';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  settleAnimations,
  VIEWPORTS,
} from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import {
  createClinicWithAdminKey,
  eventually,
  fillOnboardingLead,
  leadDialog,
  leadsOf,
  type TestClinic,
  tapProcedure,
  tapRegion,
} from '../support/widget.ts';
import { clinicSitePages } from './clinic-site.ts';
import { type HostPage, type HostSite, startHostSite } from './host-site.ts';

const es = MESSAGES.es;
/** How often the site's carousel turns: the trigger's slide is gone by the time the modal closes. */
const CAROUSEL_MS = 4_000;

let server: RunningServer;
let browser: Browser;
let site: HostSite;
let clinic: TestClinic;
const pages: Record<string, HostPage> = {};

beforeAll(async () => {
  [server, browser, site] = await Promise.all([
    startServer(),
    launchBrowser(),
    startHostSite(pages),
  ]);
  clinic = await createClinicWithAdminKey(server, 'Clínica Sonrisa Andina', [
    '--website',
    `${site.origin}/`,
    '--phone-countries',
    'CL,US',
  ]);
  Object.assign(pages, clinicSitePages(server.url, clinic.sdkKey, CAROUSEL_MS));
}, 120_000);
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop(), site?.close()]);
});

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** axe on the widget's modal and what it frames, not on the clinic's own page. */
async function expectWidgetAxeClean(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).include('.afterlook-modal').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

describe('on a real-looking clinic site (Bootstrap-like grid, sticky navbar, carousel, fixed call and WhatsApp buttons)', () => {
  for (const [path, viewport, install] of [
    ['/clinic', 'phone', 'the pasted snippet'],
    ['/clinic-strict', 'desktop', 'one script tag under a strict Content-Security-Policy'],
  ] as const) {
    it(`${install}, ${VIEWPORTS[viewport].width}×${VIEWPORTS[viewport].height}: the pill clears the site's buttons; the carousel's trigger runs tier-1 to a Chilean lead; axe is clean; focus returns to the pill`, async () => {
      const opened = await openPage(browser, { viewport: VIEWPORTS[viewport] });
      const { page } = opened;
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      try {
        await page.goto(`${site.origin}${path}`);
        const pill = page.getByRole('button', { name: 'Ver tus resultados' });
        await pill.waitFor();
        const pillBox = await boxOf(pill);
        for (const fixed of ['.fixed-call', '.fixed-whatsapp', '.back-to-top']) {
          expect(overlap(pillBox, await boxOf(page.locator(fixed))), fixed).toBe(false);
        }
        await saveScreenshot(page, `embed-clinic-site-${viewport}`);

        // As a visitor would: the pointer on the carousel holds the slide, then the tap.
        const trigger = page.getByRole('button', { name: 'Simula tu resultado' });
        await trigger.hover();
        await trigger.click();
        const dialog = page.getByRole('dialog', { name: 'Visualización AfterLook' });
        await dialog.waitFor();
        const widget = page.frameLocator('iframe.afterlook-iframe');
        await widget.getByRole('heading', { name: es.area.title }).waitFor({ timeout: 30_000 });
        await tapRegion(widget, es.area.regions.BREAST);
        await widget.getByRole('button', { name: es.shell.continue }).click();
        await widget.getByRole('heading', { name: es.procedure.title }).waitFor();
        await tapProcedure(widget, 'BREAST_AUGMENTATION');
        await widget.getByRole('button', { name: es.shell.continue }).click();
        await widget
          .getByRole('list', { name: es.model.gridLabel })
          .getByRole('img')
          .first()
          .click();
        await leadDialog(widget).getByRole('heading', { name: es.lead.headingResults }).waitFor();
        await expectWidgetAxeClean(page);
        await saveScreenshot(page, `embed-clinic-site-lead-${viewport}`, { fullPage: false });
        await fillOnboardingLead(widget, es, {
          firstName: 'Camila',
          lastName: 'Rojas',
          phone: '+56 9 8302 8442',
        });
        await leadDialog(widget).getByRole('button', { name: es.lead.viewResults }).click();
        await widget.getByRole('button', { name: es.result.done }).waitFor({ timeout: 60_000 });
        await expectWidgetAxeClean(page);
        await saveScreenshot(page, `embed-clinic-site-result-${viewport}`, { fullPage: false });

        // The trigger's slide has rotated away (the next one has just come, for a whole
        // turn): focus comes back to the pill instead.
        await page
          .locator('.carousel-item.active', { hasText: 'Financiamiento en cuotas' })
          .waitFor();
        await widget.getByRole('button', { name: es.result.done }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.waitForFunction(() => document.activeElement?.className === 'afterlook-button');

        const [lead] = await eventually(
          () => leadsOf(server, clinic),
          (leads) => leads.some((each) => each.patient_record.first_name === 'Camila'),
        );
        expect(lead?.patient_record.phone).toBe('+56983028442');
        expect(problems.filter((line) => !line.startsWith('Failed to load resource'))).toEqual([]);
      } finally {
        await opened.close();
      }
    }, 180_000);
  }
});
