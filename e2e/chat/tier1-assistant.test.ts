import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AdminAnalyticsResponse } from '@afterlook/api';
import {
  indefiniteArticle,
  interpolate,
  type Language,
  type Messages,
  type Procedure,
  procedureDisplayName,
  TIER1_SIMULATION_CHOICES,
} from '@afterlook/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanFromInstructions } from '../scan/scan-from-instructions.ts';
import { writeStillsClip } from '../scan/y4m.ts';
import { expectAxeClean } from '../support/accessibility.ts';
import {
  fakeCameraArgs,
  launchBrowser,
  touchStartCancelled,
  VIEWPORTS,
} from '../support/browser.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';
import {
  adminGet,
  createClinicWithAdminKey,
  eventually,
  type FlowPage,
  leadDialog,
  leadsOf,
  openFlow,
  problemsOf,
  type TestClinic,
  type Viewport,
} from '../support/widget.ts';

const PATH = '/onboarding-tier1-chatbot';

/** The persona the widget names when the clinic set none ('{clinic} AI'). */
const personaOf = (texts: Messages, clinic: string) =>
  interpolate(texts.chatScreen.defaultPersona, { clinic });

const afterAltOf = (texts: Messages, language: Language, procedure: Procedure) =>
  interpolate(texts.result.afterAlt, {
    a: indefiniteArticle(procedure, language),
    procedure: procedureDisplayName(procedure, language),
  });

/** Types into the chat input and sends with Enter, as a patient does. */
async function type(flow: FlowPage, persona: string, text: string) {
  const input = flow.page.getByRole('textbox', {
    name: interpolate(flow.texts.chatScreen.inputLabel, { persona }),
  });
  await input.fill(text);
  await input.press('Enter');
}

/** Waits for a bot text to be fully typed out in the conversation. */
const botSaid = (page: Page, text: string, timeout = 15_000) =>
  page.getByRole('log').getByText(text, { exact: true }).last().waitFor({ timeout });

const chip = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

/** Picks options of the current choice card, then Confirm. */
async function answerCard(flow: FlowPage, labels: readonly string[]) {
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

async function openAssistant(
  browser: Browser,
  server: Parameters<typeof openFlow>[1],
  clinic: TestClinic,
  language: Language,
  viewport: Viewport,
) {
  const flow = await openFlow(
    browser,
    server,
    `${PATH}?clinicSdkKey=${clinic.sdkKey}&lang=${language}`,
    { language, viewport, prefix: 'tier1-assistant' },
  );
  await chip(flow.page, flow.texts.tier1Assistant.replies.simulate).waitFor({ timeout: 20_000 });
  return flow;
}

describe('tier-1 assistant (/onboarding-tier1-chatbot) in Debian Chromium against the real server', () => {
  const { server, browser } = useServerAndBrowser();
  let clinic: TestClinic;
  let work: string;
  /** A second Chromium whose camera is a clip of the mannequin's back (a BBL scan). */
  let camera: Browser;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'afterlook-assistant-scan-'));
    const clip = join(work, 'back.y4m');
    await writeStillsClip(clip, [
      resolve(import.meta.dirname, '../../assets/sample-models/BODY_BACK/back-carmen.png'),
    ]);
    [clinic, camera] = await Promise.all([
      // An allowed origin keeps the 'no origins' notice for clinics away from the screens.
      createClinicWithAdminKey(server(), 'Assistant Clinic', [
        '--origins',
        'https://assistant-clinic.example',
      ]),
      launchBrowser(fakeCameraArgs(clip)),
    ]);
  });
  afterAll(async () => {
    await camera?.close();
    await rm(work, { recursive: true, force: true });
  });

  // Each language in its own units, typed as patients type them (issue 34).
  const INTAKES = [
    { language: 'en', height: "5'4", weight: '130 lb', stored: ['5\' 4"', '130 lbs'] },
    { language: 'es', height: '1,60 m', weight: '55 kg', stored: ['160 cm', '55 kg'] },
  ] as const;
  for (const { language, height, weight, stored } of INTAKES) {
    it(`completes the coordinator intake (${language}, ${height}, ${weight}); the stored lead carries every intake field, each measure with its unit, and the follow-up message`, async () => {
      const flow = await openAssistant(browser(), server(), clinic, language, 'phone');
      const { page, texts } = flow;
      const intake = texts.tier1Assistant.intake;
      const persona = personaOf(texts, 'Assistant Clinic');
      try {
        await chip(page, texts.tier1Assistant.replies.coordinator).click();
        await botSaid(page, intake.firstName);
        await type(flow, persona, 'Marisol');
        await botSaid(page, interpolate(intake.lastName, { firstName: 'Marisol' }));
        await type(flow, persona, 'Quintero');
        await botSaid(page, intake.phone);
        // Each typed answer brings its own hint and keyboard (issue 34).
        const input = page.getByRole('textbox', {
          name: interpolate(texts.chatScreen.inputLabel, { persona }),
        });
        expect(await input.getAttribute('inputmode')).toBe('tel');
        expect(await input.getAttribute('placeholder')).toBe(intake.placeholders.phone);
        await type(flow, persona, '(202) 555-0143');
        await botSaid(page, intake.age);
        expect(await input.getAttribute('inputmode')).toBe('numeric');
        await type(flow, persona, '41');
        await botSaid(page, intake.height);
        await type(flow, persona, height);
        await botSaid(page, intake.weight);
        await type(flow, persona, weight);
        await botSaid(page, intake.health);
        await flow.shot(`intake-health-${language}`);
        await expectAxeClean(page);
        await answerCard(flow, [texts.intake.health.DIABETES]);
        await botSaid(page, intake.procedureArea);
        await answerCard(flow, [
          texts.intake.procedureArea.BREAST,
          texts.intake.procedureArea.BODY,
        ]);
        await botSaid(page, intake.procedures);
        await answerCard(flow, [
          procedureDisplayName('BREAST_LIFT', language),
          procedureDisplayName('BBL', language),
        ]);
        await botSaid(page, intake.timing);
        await answerCard(flow, [texts.intake.timing.IN_3_TO_6_MONTHS]);

        await botSaid(page, intake.anythingElse);
        await chip(page, texts.tier1Assistant.replies.yes).click();
        await page.getByLabel(intake.messageLabel).fill('Please call me after 5pm on weekdays.');
        await page.getByRole('button', { name: intake.send }).click();
        await botSaid(page, intake.done);
        await flow.shot(`intake-done-${language}`);
        await expectAxeClean(page);

        const ofThisRun = (leads: Awaited<ReturnType<typeof leadsOf>>) =>
          leads.find(
            (candidate) =>
              (candidate.form_data as { height?: string } | null)?.height === stored[0] &&
              candidate.messages.length > 0,
          );
        const lead = ofThisRun(
          await eventually(
            () => leadsOf(server(), clinic),
            (leads) => ofThisRun(leads) !== undefined,
          ),
        );
        expect(lead?.form_name).toBe('ONBOARDING_TIER1_CHATBOT');
        expect(lead?.form_data).toEqual({
          firstName: 'Marisol',
          lastName: 'Quintero',
          phone: '+12025550143',
          age: '41',
          height: stored[0],
          weigh: stored[1],
          healthHistory: ['DIABETES'],
          procedureAreas: ['BODY', 'BREAST'],
          procedures: ['BBL', 'BREAST_LIFT'],
          procedureTime: 'IN_3_TO_6_MONTHS',
        });
        expect(lead?.patient_record).toMatchObject({
          first_name: 'Marisol',
          last_name: 'Quintero',
          phone: '+12025550143',
          upload_type: 'chatbot',
        });
        expect(
          lead?.messages.map(({ message, sender_type }) => ({ message, sender_type })),
        ).toEqual([{ message: 'Please call me after 5pm on weekdays.', sender_type: 'patient' }]);
        const events = await adminGet<AdminAnalyticsResponse>(
          server(),
          clinic.adminKey,
          '/api/v1/admin/analytics',
        );
        expect(events.events.map((row) => row.name)).toContain(
          'Patient Coordinator Button Clicked',
        );
        expect(problemsOf(flow)).toEqual([]);
        expect(flow.outsideRequests).toEqual([]);
      } catch (error) {
        await flow.shot(`intake-failure-${language}`).catch(() => {});
        throw error;
      } finally {
        await flow.close();
      }
    }, 120_000);
  }

  it('simulate branch: the six procedures, the example model, then an after image from the transform pipeline', async () => {
    const flow = await openAssistant(browser(), server(), clinic, 'en', 'desktop');
    const { page, texts } = flow;
    try {
      await chip(page, texts.tier1Assistant.replies.simulate).click();
      await botSaid(page, texts.tier1Assistant.whichProcedure);
      for (const procedure of TIER1_SIMULATION_CHOICES) {
        await chip(page, procedureDisplayName(procedure, 'en')).waitFor();
      }
      await chip(page, procedureDisplayName('TUMMY_TUCK', 'en')).click();
      await page.getByRole('img', { name: texts.tier1Assistant.exampleAlt }).waitFor();
      const after = page.getByRole('img', { name: afterAltOf(texts, 'en', 'TUMMY_TUCK') });
      await after.waitFor({ state: 'attached', timeout: 60_000 });
      expect(
        await after.evaluate((image) => (image as HTMLImageElement).naturalWidth),
      ).toBeGreaterThan(0);
      // In focus as on every result screen (issue 18): opened on the close-up of the change.
      await page
        .getByRole('button', { name: texts.result.closeUp, exact: true })
        .and(page.locator('[aria-pressed="true"]'))
        .waitFor({ timeout: 30_000 });
      const stage = page.getByRole('group', { name: texts.result.stageLabel });
      await expect
        .poll(async () => Number(await stage.getAttribute('data-zoom')), { timeout: 10_000 })
        .toBeGreaterThan(1);
      await chip(page, texts.tier1Assistant.replies.simulateOnMyImages).waitFor();
      await chip(page, texts.tier1Assistant.replies.coordinator).waitFor();
      // The chat's result says what every result screen says: an illustration, no promise.
      await page.locator('.al-assistant-result').getByText(texts.result.disclaimer).waitFor();
      await flow.shot('example-result');
      await expectAxeClean(page);
      expect(problemsOf(flow)).toEqual([]);
    } catch (error) {
      await flow.shot('simulate-failure').catch(() => {});
      throw error;
    } finally {
      await flow.close();
    }
  }, 120_000);

  it("the assistant's flags switch the flow: 'simulate a tummy tuck' runs it, 'can someone call me?' starts the intake", async () => {
    const flow = await openAssistant(browser(), server(), clinic, 'en', 'phone');
    const { page, texts } = flow;
    const persona = personaOf(texts, 'Assistant Clinic');
    try {
      await type(flow, persona, 'can you simulate a tummy tuck on me?');
      await page.getByRole('img', { name: texts.tier1Assistant.exampleAlt }).waitFor();
      await page
        .getByRole('img', { name: afterAltOf(texts, 'en', 'TUMMY_TUCK') })
        .waitFor({ state: 'attached', timeout: 60_000 });
      await chip(page, texts.tier1Assistant.replies.simulateOnMyImages).waitFor();

      await type(flow, persona, 'can someone call me?');
      await botSaid(page, texts.tier1Assistant.intake.firstName);
      expect(await page.getByRole('log').getByText(texts.tier1Assistant.intake.intro).count()).toBe(
        0,
      );
      await flow.shot('flags');
      expect(problemsOf(flow)).toEqual([]);
    } catch (error) {
      await flow.shot('flags-failure').catch(() => {});
      throw error;
    } finally {
      await flow.close();
    }
  }, 120_000);

  // A procedure the simulation does not do is named as such; the patient can still type
  // and reach the coordinator (issue 34).
  for (const [language, request] of [
    ['en', 'can u show me with a smaller nose'],
    ['es', 'puedes mostrarme con la nariz mas pequeña'],
  ] as const) {
    it(`'${request}' (${language}) is no dead end: the text box stays and the coordinator is offered`, async () => {
      const flow = await openAssistant(browser(), server(), clinic, language, 'phone');
      const { page, texts } = flow;
      const persona = personaOf(texts, 'Assistant Clinic');
      try {
        await type(flow, persona, request);
        const rhinoplasty = procedureDisplayName('RHINOPLASTY', language).toLowerCase();
        await expect
          .poll(async () => (await page.getByRole('log').textContent())?.toLowerCase() ?? '', {
            timeout: 20_000,
          })
          .toContain(rhinoplasty);
        await chip(page, texts.tier1Assistant.replies.coordinator).waitFor();
        const input = page.getByRole('textbox', {
          name: interpolate(texts.chatScreen.inputLabel, { persona }),
        });
        await input.waitFor();
        expect(await input.isEditable()).toBe(true);
        await flow.shot(`cannot-simulate-${language}`);
        await expectAxeClean(page);
        expect(problemsOf(flow)).toEqual([]);
      } catch (error) {
        await flow.shot(`cannot-simulate-failure-${language}`).catch(() => {});
        throw error;
      } finally {
        await flow.close();
      }
    }, 60_000);
  }

  for (const [language, first, second] of [
    ['en', 'what is a tummy tuck?', 'how long is the recovery?'],
    ['es', 'que es una abdominoplastia?', 'cuanto dura la recuperacion?'],
  ] as const) {
    it(`keeps the latest reply in view when a phone keyboard shortens the viewport to 500 px (${language})`, async () => {
      const flow = await openAssistant(browser(), server(), clinic, language, 'phone');
      const { page, texts } = flow;
      const persona = personaOf(texts, 'Assistant Clinic');
      try {
        const bubbles = page.locator('.al-chat-bubble--bot');
        await type(flow, persona, first);
        await expect.poll(() => bubbles.count(), { timeout: 20_000 }).toBe(2);
        // Sent while that reply still types out: it goes at once.
        await type(flow, persona, second);
        await expect.poll(() => bubbles.count(), { timeout: 20_000 }).toBe(3);
        const last = bubbles.last();
        // Typed out in full (the text stops growing), so only the keyboard can move it.
        let seen = '';
        await expect
          .poll(
            async () => {
              const now = (await last.textContent()) ?? '';
              const still = now.length > 20 && now === seen;
              seen = now;
              return still;
            },
            { timeout: 20_000, interval: 500 },
          )
          .toBe(true);
        // The keyboard opens: the visual viewport shrinks, the text box keeps the focus.
        await page.getByRole('textbox').focus();
        await page.setViewportSize({ width: 390, height: 500 });
        await expect
          .poll(async () => {
            const box = await last.boundingBox();
            return box !== null && box.y >= 0 && box.y + box.height <= 500;
          })
          .toBe(true);
        await flow.shot(`keyboard-open-${language}`);
        await expectAxeClean(page);
      } catch (error) {
        await flow.shot(`keyboard-failure-${language}`).catch(() => {});
        throw error;
      } finally {
        await flow.close();
      }
    }, 60_000);
  }

  it('looks right at 390×844 and 1280×800 in English and Spanish, axe clean', async () => {
    for (const language of ['en', 'es'] as const) {
      for (const viewport of ['phone', 'desktop'] as const) {
        const flow = await openAssistant(browser(), server(), clinic, language, viewport);
        const { page, texts } = flow;
        try {
          await botSaid(
            page,
            interpolate(texts.tier1Assistant.welcome, {
              assistant: personaOf(texts, 'Assistant Clinic'),
            }),
          );
          await flow.shot('welcome');
          await expectAxeClean(page);
          await chip(page, texts.tier1Assistant.replies.simulate).click();
          await botSaid(page, texts.tier1Assistant.whichProcedure);
          await chip(page, procedureDisplayName('BBL', language)).waitFor();
          await flow.shot('which-procedure');
          await expectAxeClean(page);
          expect(problemsOf(flow)).toEqual([]);
        } finally {
          await flow.close();
        }
      }
    }
  }, 120_000);

  it('blocks touch starts within 20 px of the screen edges, and only there', async () => {
    const flow = await openAssistant(browser(), server(), clinic, 'en', 'phone');
    try {
      const cancelled = (x: number) => touchStartCancelled(flow.page, x);
      const { width } = VIEWPORTS.phone;
      expect(await cancelled(5)).toBe(true);
      expect(await cancelled(19)).toBe(true);
      expect(await cancelled(20)).toBe(false);
      expect(await cancelled(width / 2)).toBe(false);
      expect(await cancelled(width - 10)).toBe(true);
      expect(problemsOf(flow)).toEqual([]);
    } finally {
      await flow.close();
    }
  });

  it('scan branch with the fake camera: instructions → capture → back to the chat with the photo → contact form → the result on it', async () => {
    const scanClinic = await createClinicWithAdminKey(server(), 'Assistant Scan Clinic', [
      '--origins',
      'https://assistant-scan-clinic.example',
    ]);
    const flow = await openAssistant(camera, server(), scanClinic, 'en', 'phone');
    const { page, texts } = flow;
    try {
      await chip(page, texts.tier1Assistant.replies.simulate).click();
      await chip(page, procedureDisplayName('BBL', 'en')).click();
      await page
        .getByRole('img', { name: afterAltOf(texts, 'en', 'BBL') })
        .waitFor({ state: 'attached', timeout: 60_000 });
      await chip(page, texts.tier1Assistant.replies.simulateOnMyImages).click();

      await scanFromInstructions(page, texts);

      // Back in the chat with the photo; the details come before the result.
      await page.getByRole('img', { name: texts.tier1Assistant.photoAlt }).waitFor();
      const dialog = leadDialog(page);
      await dialog
        .getByRole('heading', { name: texts.lead.headingResults })
        .waitFor({ timeout: 60_000 });
      await flow.shot('scan-contact');
      await dialog.getByLabel(texts.lead.name, { exact: true }).fill('Carmen Ruiz');
      await dialog.getByLabel(texts.phoneInput.label, { exact: true }).fill('2025550187');
      await dialog.getByRole('button', { name: texts.lead.viewResults }).click();

      await botSaid(
        page,
        interpolate(texts.tier1Assistant.yourResult, {
          procedure: procedureDisplayName('BBL', 'en'),
        }),
        30_000,
      );
      await expect
        .poll(() => page.getByRole('img', { name: afterAltOf(texts, 'en', 'BBL') }).count())
        .toBe(2);
      await chip(page, texts.tier1Assistant.replies.anotherProcedure).waitFor();
      await chip(page, texts.tier1Assistant.replies.anotherImage).waitFor();
      // The result on the patient's own photo opens on its close-up too.
      await page
        .getByRole('button', { name: texts.result.closeUp, exact: true })
        .and(page.locator('[aria-pressed="true"]'))
        .nth(1)
        .waitFor({ timeout: 30_000 });
      await flow.shot('scan-result');
      await expectAxeClean(page);

      const [lead] = await eventually(
        () => leadsOf(server(), scanClinic),
        (leads) => leads.length > 0,
      );
      expect(lead?.patient_record).toMatchObject({
        first_name: 'Carmen',
        last_name: 'Ruiz',
        upload_type: 'scan',
        procedures_of_interest: ['BBL'],
      });
      expect(lead?.images.source).toBe('upload');
      expect(flow.outsideRequests).toEqual([]);
    } catch (error) {
      await flow.shot('scan-failure').catch(() => {});
      throw error;
    } finally {
      await flow.close();
    }
  }, 180_000);
});
