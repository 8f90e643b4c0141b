import {
  CHAT_ENGINE_TEXTS,
  type DoctorTopic,
  GENERAL_TOPIC_KNOWLEDGE,
  type Language,
  PROCEDURE_KNOWLEDGE,
  PROCEDURE_TOPIC_KNOWLEDGE,
  PROCEDURES,
} from '@afterlook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKbEngine } from '../../../adapters/chat/kb/create-kb-engine.ts';
import type { ChatClinic } from '../../../ports/chat-engine.ts';
import { understandQuestion } from './understand-question.ts';

// One question per topic and language, written for this test (not from the corpora), as
// a patient would type it: the doctor chat works out the pair and answers it.
const clinic: ChatClinic = {
  id: 'clinic-1',
  name: 'Demo Clinic',
  country: 'US',
  procedures: [...PROCEDURES],
  faq: [],
  services: [],
  llm: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const engine = createKbEngine();
const ask = async (content: string, language: Language) => {
  const understood = understandQuestion(content, []);
  const reply = await engine.reply({ clinic, language, content, history: [], understood });
  return { understood, reply };
};

const QUESTIONS: Readonly<Record<DoctorTopic, Readonly<Record<Language, string>>>> = {
  about: { en: 'what exactly is a tummy tuck', es: 'que es exactamente una abdominoplastia' },
  cost: { en: 'how much does a bbl cost', es: 'cuanto cuesta una lipo de abdomen' },
  recovery: {
    en: 'how long is recovery after breast augmentation',
    es: 'cuanto dura la recuperacion de la abdominoplastia',
  },
  risks: { en: 'what are the risks of a bbl', es: 'cuales son los riesgos del aumento de senos' },
  candidacy: {
    en: 'am i a good candidate for a tummy tuck',
    es: 'soy buena candidata para una lipo',
  },
  pregnancy: {
    en: 'can i get a tummy tuck if i want more kids later',
    es: 'estoy dando pecho, cuanto tengo que esperar para operarme los senos',
  },
  smoking: {
    en: 'i vape, do i have to quit before lipo',
    es: 'fumo, tengo que dejarlo antes del bbl',
  },
  medications: {
    en: 'i take blood thinners, can i keep taking them before surgery',
    es: 'tomo anticoagulantes, los puedo seguir tomando antes de la cirugia',
  },
  combinations: {
    en: 'can i get a tummy tuck and a breast lift at the same time',
    es: 'se puede hacer lipo y bbl juntos',
  },
  sizing: { en: 'how many cc implants should i get', es: 'de cuantos cc me pongo los implantes' },
  scars: {
    en: 'where are the scars after a tummy tuck',
    es: 'donde quedan las cicatrices del aumento de senos',
  },
  results: {
    en: 'can lip filler be dissolved if i hate it',
    es: 'cuanto dura el relleno de labios',
  },
  simulation: { en: 'how accurate is the simulation', es: 'que tan precisa es la simulacion' },
  booking: { en: 'what happens at the consultation', es: 'que incluye la consulta' },
  off_topic: { en: 'who won the football game last night', es: 'quien gano el partido ayer' },
  greeting: { en: 'hello', es: 'hola' },
};

beforeAll(() => {
  understandQuestion('how much is a breast lift');
}, 60_000);

describe('the doctor chat answers the question asked', () => {
  for (const [topic, byLanguage] of Object.entries(QUESTIONS) as [
    DoctorTopic,
    Record<Language, string>,
  ][]) {
    for (const language of ['en', 'es'] as const) {
      it(`${topic} (${language}): '${byLanguage[language]}'`, async () => {
        const { understood, reply } = await ask(byLanguage[language], language);
        expect(understood.topic).toBe(topic);
        const texts = CHAT_ENGINE_TEXTS[language];
        if (topic === 'greeting') expect(reply.response).toBe(texts.greeting);
        else if (topic === 'off_topic') expect(reply.response).toBe(texts.offTopic);
        else if (topic === 'simulation') expect(reply.response).toBe(texts.simulationLimits);
        else {
          // A medical fact, with the page that supports it.
          expect(reply.source?.url).toMatch(/^https:\/\//);
          const procedure = understood.procedure;
          const expected =
            topic === 'booking'
              ? GENERAL_TOPIC_KNOWLEDGE.consultation[language]
              : topic in GENERAL_TOPIC_KNOWLEDGE
                ? ((procedure && PROCEDURE_TOPIC_KNOWLEDGE[procedure]?.[topic as 'scars']) ??
                    GENERAL_TOPIC_KNOWLEDGE[topic as 'scars'])[language]
                : procedure
                  ? PROCEDURE_KNOWLEDGE[procedure]?.[language][
                      topic === 'cost'
                        ? 'price'
                        : topic === 'candidacy'
                          ? 'candidate'
                          : (topic as 'about')
                    ]
                  : undefined;
          expect(expected).toBeTruthy();
          expect(reply.response).toContain(expected);
        }
      });
    }
  }

  it('a follow-up uses the procedure of the conversation before it', () => {
    const history = [{ prompt: 'how much is a bbl', response: 'A BBL typically costs…' }];
    expect(understandQuestion('and how long is recovery for that?', history)).toEqual({
      topic: 'recovery',
      procedure: 'BBL',
    });
  });

  it('a procedure the knowledge base does not cover gets the honest fallback', async () => {
    const reply = await engine.reply({
      clinic,
      language: 'en',
      content: 'how long is recovery after an otoplasty',
      history: [],
      understood: { topic: 'recovery', procedure: 'OTOPLASTY' },
    });
    expect(reply.response).toBe(CHAT_ENGINE_TEXTS.en.noMatch);
  });
});
