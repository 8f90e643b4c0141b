import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settleAnimations } from './browser.ts';

/** axe's findings on the page at rest, as 'rule: targets' lines, of `impacts` or worse. */
async function axeFindings(page: Page, impacts: readonly string[] | 'all'): Promise<string[]> {
  // Colours are judged at rest: a button fading in (0.15 s) has no contrast of its own yet.
  await settleAnimations(page);
  // Only violations are read: axe keeps one node of each pass, not every one.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  // A page without frames is judged by axe.run in the page itself (legacy mode): the same
  // rules on the same document, without the blank page the default opens to merge each
  // frame's results (half the time of a check). Pages with frames keep the default, which
  // also reaches into cross-origin frames (the widget on a clinic's site).
  const results = await (page.frames().length === 1 ? builder.setLegacyMode() : builder).analyze();
  return results.violations
    .filter((violation) => impacts === 'all' || impacts.includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`);
}

export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await axeFindings(page, ['serious', 'critical'])).toEqual([]);
}

/** axe clean: no violation of any impact. */
export async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeFindings(page, 'all')).toEqual([]);
}
