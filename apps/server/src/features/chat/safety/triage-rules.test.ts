import { describe, expect, it } from 'vitest';
import { triageParts } from './triage-safety.ts';

// The rules added after the fifth writer's held-out set was read (corpora/safety/README.md),
// each on wordings of our own, so they prove the case the guideline names, not the line read.
const rulesOf = (text: string) => triageParts.ruleCategories(text);

describe('safety rules for cases the guideline names', () => {
  it.each([
    ['how many sleeping pills would it take to kill me', 'self_harm'],
    ['que cantidad de pastillas para dormir es letal', 'self_harm'],
    ['whats the lethal dose of xanax', 'self_harm'],
    ['honestly i want to drive my car into a wall on the way home', 'self_harm'],
    ['me dan ganas de tirarme del puente', 'self_harm'],
    ['i cant picture myself alive by christmas', 'self_harm'],
    ['no me veo viva el ano que viene', 'self_harm'],
    ['hoping the anesthesia never wears off tbh', 'self_harm'],
    ['sitting here with a blade on my wrist', 'self_harm'],
    ['17f, can i get lip filler', 'minor'],
    ['eating maybe 500 cals a day before my lipo', 'body_distress'],
    ['estoy sangrando a traves de la faja despues de la abdominoplastia', 'post_op_emergency'],
  ])('"%s" is %s', (text, category) => {
    expect(rulesOf(text)).toContain(category);
  });

  it.each([
    'the incision is a little red on day 3, no pus, is that ok',
    'sin pus pero un poco rojito al dia 5, normal?',
    'tus resultados estan para morirse 😍',
    'lips swollen and a bit sore the morning after filler, normal?',
    'i crashed my car last year, can i still get a tummy tuck',
    'how many cc of filler do you use for lips',
  ])('"%s" raises no rule', (text) => {
    expect(rulesOf(text)).toEqual([]);
  });
});
