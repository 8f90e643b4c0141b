import { describe, expect, it } from 'vitest';
import type { KbSource } from './kb-source.ts';
import { PROCEDURE_KNOWLEDGE } from './procedure-knowledge.ts';
import {
  COST_SOURCE,
  EXTRA_TOPICS,
  GENERAL_TOPIC_KNOWLEDGE,
  PROCEDURE_SOURCES,
  PROCEDURE_TOPIC_KNOWLEDGE,
  type SourcedAnswer,
} from './topic-knowledge.ts';

const expectPage = (page: KbSource | undefined) => {
  expect(page?.publisher.trim()).toBeTruthy();
  expect(page?.title.trim()).toBeTruthy();
  expect(() => new URL(page?.url ?? '')).not.toThrow();
  expect(new URL(page?.url ?? '').protocol).toBe('https:');
};

const expectAnswer = (answer: SourcedAnswer | undefined) => {
  expect(answer?.en.trim()).toBeTruthy();
  expect(answer?.es.trim()).toBeTruthy();
  expectPage(answer?.source.en);
  expectPage(answer?.source.es);
};

const procedureAnswers = Object.values(PROCEDURE_TOPIC_KNOWLEDGE).flatMap((topics) =>
  Object.values(topics ?? {}),
);

describe('the topic knowledge', () => {
  it('answers every extra topic in general', () => {
    for (const topic of EXTRA_TOPICS) expectAnswer(GENERAL_TOPIC_KNOWLEDGE[topic]);
  });

  it('gives every answer texts in en and es and an https page for each', () => {
    expect(procedureAnswers.length).toBeGreaterThan(0);
    for (const answer of [...Object.values(GENERAL_TOPIC_KNOWLEDGE), ...procedureAnswers])
      expectAnswer(answer);
  });

  it('answers only the extra topics, for procedures the knowledge base describes', () => {
    for (const [procedure, topics] of Object.entries(PROCEDURE_TOPIC_KNOWLEDGE)) {
      expect(PROCEDURE_KNOWLEDGE).toHaveProperty(procedure);
      for (const topic of Object.keys(topics ?? {})) expect(EXTRA_TOPICS).toContain(topic);
    }
  });

  it('has a page behind every procedure of procedure-knowledge.ts', () => {
    const procedures = Object.keys(PROCEDURE_KNOWLEDGE) as (keyof typeof PROCEDURE_KNOWLEDGE)[];
    expect(procedures.length).toBeGreaterThan(0);
    for (const procedure of procedures) {
      expect(PROCEDURE_SOURCES[procedure], procedure).toBeDefined();
      expectPage(PROCEDURE_SOURCES[procedure]?.en);
      expectPage(PROCEDURE_SOURCES[procedure]?.es);
    }
  });

  it('has a page behind the cost ranges', () => {
    expect(COST_SOURCE).not.toBeNull();
    expectPage(COST_SOURCE?.en);
    expectPage(COST_SOURCE?.es);
  });

  it('states each price with its region, currency and date', () => {
    for (const { en, es } of Object.values(PROCEDURE_KNOWLEDGE)) {
      expect(en.price).toMatch(/^In the United States, .*\(US dollars, \d{4} estimates\)/);
      expect(es.price).toMatch(
        /^En Estados Unidos, .*dólares estadounidenses.*\(estimaciones de \d{4}\)/,
      );
    }
  });
});
