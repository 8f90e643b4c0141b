import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/accessibility.ts';
import { openPage, saveScreenshot, VIEWPORTS } from '../support/browser.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';

describe("AfterLook's own pages in Debian Chromium", () => {
  const { server, browser } = useServerAndBrowser();

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`the front door and the guide fit ${VIEWPORTS[viewport].width} px and are axe clean`, async () => {
      const guarded = await openPage(browser(), { viewport: VIEWPORTS[viewport] });
      const { page, outsideRequests, pageErrors } = guarded;
      try {
        await page.goto(`${server().url}/`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Measured once the stylesheets and fonts apply (before, a code line runs wide).
        const fits = async () => {
          await page.waitForLoadState('load');
          return page.evaluate(async () => {
            await document.fonts.ready;
            return document.documentElement.scrollWidth <= window.innerWidth;
          });
        };
        expect(await fits()).toBe(true);
        await expectAxeClean(page);
        await saveScreenshot(page, `site-front-door-${viewport}`);

        await page.getByRole('link', { name: 'Read the integration guide' }).click();
        await page.getByRole('heading', { name: 'Integration guide', level: 1 }).waitFor();
        expect(await fits()).toBe(true);
        await expectAxeClean(page);
        await saveScreenshot(page, `site-embed-guide-${viewport}`);
        expect(outsideRequests).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        await guarded.close();
      }
    }, 120_000);
  }

  it("the front door's live demo opens the real widget in a modal", async () => {
    const guarded = await openPage(browser(), { viewport: VIEWPORTS.phone });
    const { page } = guarded;
    try {
      await page.goto(`${server().url}/`);
      await page.getByRole('button', { name: 'Try the live demo' }).click();
      await page
        .frameLocator('iframe.afterlook-iframe')
        .getByRole('heading', { name: 'Pick a region to visualize' })
        .waitFor();
      await saveScreenshot(page, 'site-front-door-demo-phone');
    } finally {
      await guarded.close();
    }
  });

  it('the demo page header fits a 390 px phone', async () => {
    const guarded = await openPage(browser(), { viewport: VIEWPORTS.phone });
    const { page } = guarded;
    try {
      await page.goto(`${server().url}/demo`);
      await page.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => {
        const header = document.querySelector('header');
        return header ? header.scrollWidth - header.clientWidth : -1;
      });
      expect(overflow).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.phone.width,
      );
      await saveScreenshot(page, 'demo-page-phone');
    } finally {
      await guarded.close();
    }
  });
});
