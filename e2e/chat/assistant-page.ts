import {
  indefiniteArticle,
  interpolate,
  type Language,
  type Messages,
  type Procedure,
  procedureDisplayName,
} from '@afterlook/domain';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type FlowPage, openFlow, type TestClinic, type Viewport } from '../support/widget.ts';

/** The tier-1 assistant as a patient drives it, shared by its e2e files. */

export const PATH = '/onboarding-tier1-chatbot';

/** The persona the widget names when the clinic set none ('{clinic} AI'). */
export const personaOf = (texts: Messages, clinic: string) =>
  interpolate(texts.chatScreen.defaultPersona, { clinic });

export const afterAltOf = (texts: Messages, language: Language, procedure: Procedure) =>
  interpolate(texts.result.afterAlt, {
    a: indefiniteArticle(procedure, language),
    procedure: procedureDisplayName(procedure, language),
  });

/** Types into the chat input and sends with Enter, as a patient does. */
export async function type(flow: FlowPage, persona: string, text: string) {
  const input = flow.page.getByRole('textbox', {
    name: interpolate(flow.texts.chatScreen.inputLabel, { persona }),
  });
  await input.fill(text);
  await input.press('Enter');
}

/** Waits for a bot text to be fully typed out in the conversation. */
export const botSaid = (page: Page, text: string, timeout = 15_000) =>
  page.getByRole('log').getByText(text, { exact: true }).last().waitFor({ timeout });

export const chip = (page: Page, label: string) =>
  page.getByRole('button', { name: label, exact: true });

/** Picks options of the current choice card, then Confirm. */
export async function answerCard(flow: FlowPage, labels: readonly string[]) {
  const { page, texts } = flow;
  const card = page.locator('fieldset:not([disabled])').last();
  const confirm = card.getByRole('button', { name: texts.tier1Assistant.intake.confirm });
  expect(await confirm.isDisabled()).toBe(true);
  for (const label of labels) await card.getByText(label, { exact: true }).click();
  await confirm.click();
  await page
    .locator('fieldset[disabled]')
    .getByText(labels[0] ?? '', { exact: true })
    .waitFor();
}

export async function openAssistant(
  browser: Browser,
  server: Parameters<typeof openFlow>[1],
  clinic: TestClinic,
  language: Language,
  viewport: Viewport,
  { reducedMotion = true }: { readonly reducedMotion?: boolean } = {},
) {
  const flow = await openFlow(
    browser,
    server,
    `${PATH}?clinicSdkKey=${clinic.sdkKey}&lang=${language}`,
    { language, viewport, prefix: 'tier1-assistant', reducedMotion },
  );
  await chip(flow.page, flow.texts.tier1Assistant.replies.simulate).waitFor({ timeout: 20_000 });
  return flow;
}
