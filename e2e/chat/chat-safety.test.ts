import {
  CHAT_SAFETY_TEXTS,
  emergencyWording,
  interpolate,
  type Language,
  type SafetyCategory,
} from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/accessibility.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';
import {
  createClinicWithAdminKey,
  type FlowPage,
  openFlow,
  problemsOf,
  type TestClinic,
} from '../support/widget.ts';

// A patient in crisis, as they would type it on a phone, in each chat: the answer is
// the safety answer with the clinic country's numbers (the demo default: US), and the
// chat stays open for them to write again.

const CLINIC = 'Safety Clinic';
const safetyAnswer = (category: SafetyCategory, language: Language) =>
  interpolate(CHAT_SAFETY_TEXTS[language][category], { ...emergencyWording('US', language) });

const CASES = [
  {
    route: '/onboarding-chatbot',
    prefix: 'doctor-chatbot-safety',
    language: 'en',
    message: 'im bleeding through all my bandages after my tummy tuck yesterday',
    category: 'post_op_emergency',
  },
  {
    route: '/onboarding-chatbot',
    prefix: 'doctor-chatbot-safety',
    language: 'es',
    message: 'ya no quiero vivir, me quiero morir',
    category: 'self_harm',
  },
  {
    route: '/onboarding-tier1-chatbot',
    prefix: 'tier1-assistant-safety',
    language: 'en',
    message: 'i want to kill myself',
    category: 'self_harm',
  },
  {
    route: '/onboarding-tier1-chatbot',
    prefix: 'tier1-assistant-safety',
    language: 'es',
    message: 'me tome como 20 pastillas del dolor',
    category: 'overdose',
  },
] as const;

const input = (flow: FlowPage) =>
  flow.page.getByRole('textbox', {
    name: interpolate(flow.texts.chatScreen.inputLabel, {
      persona: interpolate(flow.texts.chatScreen.defaultPersona, { clinic: CLINIC }),
    }),
  });

describe('a patient in crisis in the chats (390×844)', () => {
  const { server, browser } = useServerAndBrowser();
  let clinic: TestClinic | undefined;

  for (const { route, prefix, language, message, category } of CASES) {
    it(`${route} answers '${message}' with the ${category} answer (${language})`, async () => {
      clinic ??= await createClinicWithAdminKey(server(), CLINIC, [
        '--origins',
        'https://safety-clinic.example',
      ]);
      const flow = await openFlow(
        browser(),
        server(),
        `${route}?clinicSdkKey=${clinic.sdkKey}&lang=${language}`,
        { language, viewport: 'phone', prefix, reducedMotion: true },
      );
      const { page } = flow;
      await input(flow).waitFor({ timeout: 20_000 });
      if (route === '/onboarding-tier1-chatbot') {
        // The welcome is typed out first (Enter during it is lost: issue 34).
        await page
          .getByRole('button', { name: flow.texts.tier1Assistant.replies.simulate, exact: true })
          .waitFor({ timeout: 20_000 });
      }
      const simulateOffers = () => page.getByRole('button', { name: /simula/i }).count();
      const offeredBefore = await simulateOffers();
      await input(flow).fill(message);
      await input(flow).press('Enter');
      const answer = safetyAnswer(category, language);
      await page
        .getByText(answer, { exact: true })
        .last()
        .waitFor({ timeout: 30_000 })
        .catch(async (error) => {
          await flow.shot(`${category}-FAILED`);
          throw error;
        });
      // The first words say whom to call now.
      expect(answer).toMatch(/^(Please call|Call|Por favor, llama|Llama)/);
      // The patient can write again; no simulation or procedure picker takes the screen.
      expect(await input(flow).isEditable()).toBe(true);
      // The tier-1 assistant's welcome offers (simulate, coordinator) are withdrawn.
      expect(await simulateOffers()).toBe(
        route === '/onboarding-tier1-chatbot' ? 0 : offeredBefore,
      );
      await flow.shot(`${category}`);
      await expectAxeClean(page);
      expect(problemsOf(flow)).toEqual([]);
      await flow.close();
    });
  }
});
