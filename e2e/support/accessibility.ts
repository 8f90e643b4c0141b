import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settleAnimations } from './browser.ts';

/** What is read of a violation: its rule, its impact and each node's target. */
interface Violation {
  readonly id: string;
  readonly impact?: string | null;
  readonly nodes: readonly { readonly target: unknown }[];
}

/**
 * axe.run in a page without frames, on its document: the rules and results of
 * AxeBuilder's legacy mode, with axe-core put in the page once per document (the builder
 * evaluates its 600 kB source twice per check) and only the violations sent back.
 */
async function violationsInPage(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    // Only violations are read: axe keeps one node of each pass, not every one.
    const { violations } = await inPage.run(document, { resultTypes: ['violations'] });
    return violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
}

/**
 * A page with frames: AxeBuilder's default, which reaches into cross-origin frames (the
 * widget on a clinic's site) and merges each frame's results.
 */
async function violationsAcrossFrames(page: Page): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return (await builder.analyze()).violations;
}

/** axe's findings on the page at rest, as 'rule: targets' lines, of `impacts` or worse. */
async function axeFindings(page: Page, impacts: readonly string[] | 'all'): Promise<string[]> {
  // Colours are judged at rest: a button fading in (0.15 s) has no contrast of its own yet.
  await settleAnimations(page);
  const violations =
    page.frames().length === 1 ? await violationsInPage(page) : await violationsAcrossFrames(page);
  return violations
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
