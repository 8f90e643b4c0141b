import type { AdminAnalyticsResponse } from '@afterlook/api';
import { interpolate, procedureDisplayName } from '@afterlook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/accessibility.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';
import {
  adminGet,
  createClinicWithAdminKey,
  eventually,
  leadOf,
  leadsOf,
  problemsOf,
  type TestClinic,
} from '../support/widget.ts';
import { answerCard, botSaid, chip, openAssistant, personaOf, type } from './assistant-page.ts';

// The tier-1 assistant's conversation as patients have it on a phone (issue 34): the
// coordinator intake in each language's units, no dead end, the keyboard. Its own file so
// the two browser workers share the assistant's tests.
describe('tier-1 assistant conversation (/onboarding-tier1-chatbot) in Debian Chromium against the real server', () => {
  const { server, browser } = useServerAndBrowser();
  let clinic: TestClinic;
  beforeAll(async () => {
    // An allowed origin keeps the 'no origins' notice for clinics away from the screens.
    clinic = await createClinicWithAdminKey(server(), 'Assistant Clinic', [
      '--origins',
      'https://assistant-clinic.example',
    ]);
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
      // A patient per language: the same phone again would be a returning patient's visit.
      const line = language === 'en' ? '0143' : '0144';
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
        await type(flow, persona, `(202) 555-${line}`);
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
              candidate.message_count > 0,
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
          phone: `+1202555${line}`,
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
          phone: `+1202555${line}`,
          upload_type: 'chatbot',
        });
        const whole = await leadOf(server(), clinic, lead?.patient_uuid ?? '');
        expect(
          whole.messages.map(({ message, sender_type }) => ({ message, sender_type })),
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
});
