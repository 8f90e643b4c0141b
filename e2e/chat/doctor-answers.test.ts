import {
  COST_SOURCE,
  GENERAL_TOPIC_KNOWLEDGE,
  interpolate,
  PROCEDURE_KNOWLEDGE,
} from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/accessibility.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';
import {
  createClinicWithAdminKey,
  openFlow,
  problemsOf,
  type TestClinic,
} from '../support/widget.ts';

// The doctor chatbot answers the question asked (docs/product/doctor-chat.md), on screen
// at 390×844: a cost question gets the procedure's cost range with its source, a
// pregnancy question the pregnancy answer, in en and es.
const CLINIC = 'Answers Clinic';
const CASES = [
  {
    language: 'en',
    question: 'how much does breast augmentation cost?',
    expected: PROCEDURE_KNOWLEDGE.BREAST_AUGMENTATION?.en.price ?? '',
    source: COST_SOURCE?.en.publisher ?? '',
    name: 'cost',
  },
  {
    language: 'es',
    question: 'cuanto cuesta la reduccion de busto',
    expected: PROCEDURE_KNOWLEDGE.BREAST_REDUCTION?.es.price ?? '',
    source: COST_SOURCE?.es.publisher ?? '',
    name: 'cost',
  },
  {
    language: 'en',
    question: 'im 3 months pregnant, can i get lipo?',
    expected: GENERAL_TOPIC_KNOWLEDGE.pregnancy.en,
    source: GENERAL_TOPIC_KNOWLEDGE.pregnancy.source.en.publisher,
    name: 'pregnancy',
  },
  {
    language: 'es',
    question: 'estoy dando pecho, cuanto tengo que esperar para la lipo?',
    expected: GENERAL_TOPIC_KNOWLEDGE.pregnancy.es,
    source: GENERAL_TOPIC_KNOWLEDGE.pregnancy.source.es.publisher,
    name: 'pregnancy',
  },
] as const;

describe('the doctor chatbot answers cost and pregnancy questions on screen (390×844)', () => {
  const { server, browser } = useServerAndBrowser();
  let clinic: TestClinic | undefined;

  for (const { language, question, expected, source, name } of CASES) {
    it(`'${question}' (${language})`, async () => {
      clinic ??= await createClinicWithAdminKey(server(), CLINIC, [
        '--origins',
        'https://answers-clinic.example',
      ]);
      const flow = await openFlow(
        browser(),
        server(),
        `/onboarding-chatbot?clinicSdkKey=${clinic.sdkKey}&lang=${language}`,
        { language, viewport: 'phone', prefix: 'doctor-chatbot-answers', reducedMotion: true },
      );
      const { page, texts } = flow;
      const persona = interpolate(texts.chatScreen.defaultPersona, { clinic: CLINIC });
      const input = page.getByRole('textbox', {
        name: interpolate(texts.chatScreen.inputLabel, { persona }),
      });
      await input.waitFor({ timeout: 20_000 });
      await input.fill(question);
      await input.press('Enter');
      const reply = page.locator('.al-chat-bubble--bot .al-chat-bubble__text').last();
      await expect.poll(() => reply.textContent(), { timeout: 60_000 }).toContain(expected);
      // The page that supports it, as a link under the reply.
      const link = page.locator('.al-chat-bubble__source a').last();
      await link.waitFor({ timeout: 20_000 });
      expect(await link.textContent()).toContain(source);
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      await flow.shot(`${name}`);
      await expectAxeClean(page);
      expect(problemsOf(flow)).toEqual([]);
      await flow.close();
    });
  }
});
