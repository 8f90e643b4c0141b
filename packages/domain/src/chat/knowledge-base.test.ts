import { describe, expect, it } from 'vitest';
import { isProcedure } from '../procedures.ts';
import { knowledgeBase, procedurePhrase } from './knowledge-base.ts';
import { PROCEDURE_ALIASES } from './procedure-aliases.ts';

describe('the chat knowledge base', () => {
  it('has the same entries in en and es, each with a question and an answer', () => {
    const en = knowledgeBase('en');
    const es = knowledgeBase('es');
    expect(en.map((entry) => entry.id)).toEqual(es.map((entry) => entry.id));
    expect(en.length).toBeGreaterThanOrEqual(50);
    for (const entry of [...en, ...es]) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer.length).toBeGreaterThan(40);
    }
  });

  it('states prices as ranges, never as one figure', () => {
    for (const entry of [...knowledgeBase('en'), ...knowledgeBase('es')]) {
      if (entry.topic === 'price') expect(entry.answer).toMatch(/between .+ and |entre .+ y /);
    }
  });

  it('names a procedure inside a sentence with its article', () => {
    expect(procedurePhrase('TUMMY_TUCK', 'en')).toBe('a tummy tuck');
    expect(procedurePhrase('BBL', 'en')).toBe('a BBL');
    expect(procedurePhrase('ABDOMEN_LIPOSUCTION', 'en')).toBe('abdomen liposuction');
    expect(procedurePhrase('BOTOX_INJECTIONS', 'en')).toBe('botox injections');
    expect(procedurePhrase('TUMMY_TUCK', 'es')).toBe('una abdominoplastia');
  });

  it('spells aliases in lower case without accents, for procedures that exist', () => {
    for (const [procedure, aliases] of Object.entries(PROCEDURE_ALIASES)) {
      expect(isProcedure(procedure)).toBe(true);
      for (const alias of aliases)
        expect(alias).toBe(alias.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    }
  });
});
