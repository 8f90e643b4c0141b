import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { interpolate, procedureDisplayName, TIER1_SIMULATION_CHOICES } from '@afterlook/domain';
import type { Browser } from 'playwright-core';
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
  createClinicWithAdminKey,
  eventually,
  leadDialog,
  leadsOf,
  problemsOf,
  type TestClinic,
} from '../support/widget.ts';
import { afterAltOf, botSaid, chip, openAssistant, personaOf, type } from './assistant-page.ts';

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

  it('simulate branch: the six procedures, the example model, then an after image from the transform pipeline', async () => {
    // The replies type out here, as most patients see them; the other tests show them whole.
    const flow = await openAssistant(browser(), server(), clinic, 'en', 'desktop', {
      reducedMotion: false,
    });
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

  it('looks right at 390×844 and 1280×800 in English and Spanish, axe clean', async () => {
    // Each size and each language, paired: the screens are one layout whatever the
    // language, so all four combinations would repeat two of them.
    for (const [language, viewport] of [
      ['en', 'phone'],
      ['es', 'desktop'],
    ] as const) {
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
