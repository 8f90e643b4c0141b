import { PROCEDURES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import type { ChatClinic, ChatTurn } from '../../../ports/chat-engine.ts';
import { createKbEngine } from './create-kb-engine.ts';

const clinic: ChatClinic = {
  id: 'clinic-1',
  name: 'Demo Clinic',
  country: 'US',
  procedures: [...PROCEDURES],
  faq: [
    { question: 'Do you offer financing?', answer: 'Yes: CareCredit and 12-month plans.' },
    { question: '¿Ofrecen financiamiento?', answer: 'Sí: planes a 12 meses.', lang: 'es' },
  ],
  services: [
    {
      name: 'HydraFacial',
      description: 'A 30-minute deep cleanse and hydration of the skin, no downtime.',
      lang: 'en',
    },
  ],
  updatedAt: '2026-01-01T00:00:00.000Z',
  llm: null,
};
const engine = createKbEngine();
const ask = (content: string, extra: Partial<ChatTurn> = {}) =>
  engine.reply({ clinic, language: 'en', content, history: [], ...extra });

describe('the kb chat engine', () => {
  it('answers recovery questions on topic in English and in Spanish, with related questions', async () => {
    const en = await ask('How long is recovery after a tummy tuck?');
    expect(en.response).toMatch(/^Recovery after a tummy tuck usually takes 2 to 3 weeks/);
    expect(en.questions).toContain('What are the risks of a tummy tuck?');
    const es = await ask('¿Cuánto dura la recuperación de una abdominoplastia?', {
      language: 'es',
    });
    expect(es.response).toMatch(/^La recuperación de una abdominoplastia/);
    expect(es.questions).toContain('¿Cuáles son los riesgos de una abdominoplastia?');
  });

  // The features decide the language (features/chat/language); the engine answers in it.
  it('answers in the language it is given, typos and missing accents forgiven', async () => {
    const reply = await ask('cuanto dura la recuperacion de una abdominoplstia', {
      language: 'es',
    });
    expect(reply.response).toMatch(/^La recuperación de una abdominoplastia/);
    expect((await ask('recovery after brazillian butt lift')).response).toMatch(/after a BBL/);
  });

  it('never gives a dose: it sends the visitor to their doctor and invites a consultation', async () => {
    const reply = await ask('How much ibuprofen should I take after surgery?');
    expect(reply.response).toMatch(/can't tell you which medicine or dose/);
    expect(reply.response).not.toMatch(/\d+ ?mg/);
    expect(reply.response).toMatch(/schedule a consultation/);
    expect(
      (await ask('¿Cuántas pastillas de paracetamol tomo?', { language: 'es' })).response,
    ).toMatch(/dosis/);
  });

  it('never diagnoses, and quotes no price for a person: a range and a consultation', async () => {
    expect((await ask('do you think I have a hernia?')).response).toMatch(/can't diagnose/);
    const price = await ask('how much would a bbl cost me?');
    expect(price.response).toMatch(/only a consultation can give you a quote/);
    expect(price.response).toMatch(/between \$7,000 and \$15,000/);
  });

  it('redirects off-topic questions politely', async () => {
    for (const content of ['who won the game last night', 'what is the capital of france']) {
      expect((await ask(content)).response).toMatch(
        /^I can only help with questions about our procedures/,
      );
    }
    expect((await ask('quien gano el partido de futbol', { language: 'es' })).response).toMatch(
      /^Solo puedo ayudarte/,
    );
  });

  it("answers from the clinic's FAQ and lists its services", async () => {
    expect((await ask('do you do financing?')).response).toBe(
      'Yes: CareCredit and 12-month plans.',
    );
    expect((await ask('¿tienen financiamiento?', { language: 'es' })).response).toBe(
      'Sí: planes a 12 meses.',
    );
    expect((await ask('what procedures do you offer?')).response).toMatch(/Tummy Tuck/);
  });

  it("tells of the clinic's own services: in the offer, and each by its name", async () => {
    expect((await ask('what procedures do you offer?')).response).toMatch(/HydraFacial/);
    expect((await ask('what is a hydrafacial?')).response).toBe(
      'A 30-minute deep cleanse and hydration of the skin, no downtime.',
    );
    // Written in English only: not offered to a Spanish visitor.
    expect((await ask('¿qué procedimientos ofrecen?', { language: 'es' })).response).not.toMatch(
      /HydraFacial/,
    );
  });

  it('asks which procedure when none is named, and remembers the one being discussed', async () => {
    expect((await ask('how long is recovery?')).response).toMatch(/^Which procedure/);
    const followUp = await ask('and what are the risks?', {
      history: [{ prompt: 'what is a bbl', response: 'A Brazilian butt lift…' }],
    });
    expect(followUp.response).toMatch(/^Risks of a BBL/);
    expect(followUp.response).toMatch(/schedule a consultation/);
  });
});
