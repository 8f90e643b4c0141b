import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/accessibility.ts';
import { openPage } from '../support/browser.ts';
import { useBrowser } from '../support/fixtures.ts';

// Every "axe clean" in this suite goes through expectAxeClean: it must find what axe's own
// Playwright integration finds, or a page with faults would pass.
const FAULTY = `<!doctype html><html lang="en"><body>
  <img src="data:,"><button></button>
  <p style="color:#ccc;background:#fff">Low contrast</p>
  <a href="/privacy"></a>
</body></html>`;

describe('the suite’s axe check in Debian Chromium', () => {
  const browser = useBrowser();

  it('reports the violations AxeBuilder reports, rule and nodes, on a page with faults', async () => {
    const { page, close } = await openPage(browser());
    await page.setContent(FAULTY);
    const findings = () =>
      expectAxeClean(page).then(
        () => [],
        (error: { actual?: unknown }) => error.actual,
      );
    // First on a fresh document (axe-core put in the page), then again (axe already there).
    const first = await findings();
    const again = await findings();
    const builder = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .setLegacyMode()
      .analyze();
    const expected = builder.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
    );
    expect(expected).toEqual(
      expect.arrayContaining(['image-alt: img', 'button-name: button', 'color-contrast: p']),
    );
    expect(first).toEqual(expected);
    expect(again).toEqual(expected);
    await close();
  });
});
