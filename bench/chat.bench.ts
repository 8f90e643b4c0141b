/**
 * The offline `kb` chat engine as the chat routes call it, in this process:
 *
 *   node bench/chat.bench.ts [--rounds 5]
 *
 * - reply latency: ms per reply over every knowledge-base question, every phrasing of
 *   the intent table and a few off-topic and safety questions, in en and es, after the
 *   clinic's indexes are built (the first reply of each language, measured apart).
 *   p50 / p95 / max. Target: p95 ≤ 20 ms.
 * - intent accuracy: detectIntent over the intent table (apps/server/src/chat/
 *   intent-phrasings.ts), every flag right, per language. Target: ≥ 95%.
 */
import { knowledgeBase, LANGUAGES, PROCEDURES } from '@afterlook/domain';
import type { ChatClinic } from '../apps/server/src/chat/chat-engine.ts';
import { detectIntent } from '../apps/server/src/chat/detect-intent.ts';
import { INTENT_PHRASINGS } from '../apps/server/src/chat/intent-phrasings.ts';
import { createKbEngine } from '../apps/server/src/chat/kb/create-kb-engine.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--rounds');
const rounds = (at >= 0 ? Number(args[at + 1]) : 0) || 5;
const TARGET_P95_MS = 20;
const TARGET_ACCURACY = 0.95;

const clinic: ChatClinic = {
  id: 'bench-clinic',
  name: 'Bench Clinic',
  procedures: [...PROCEDURES],
  services: [],
  faq: [
    { question: 'Do you offer financing?', answer: 'Yes, 12-month plans.' },
    { question: 'Is there parking?', answer: 'Yes, behind the building.' },
    { question: '¿Hay estacionamiento?', answer: 'Sí, detrás del edificio.', lang: 'es' },
  ],
  updatedAt: new Date().toISOString(),
  llm: null,
};
const extra = {
  en: [
    'who won the game last night',
    'How much ibuprofen should I take after surgery?',
    'I have chest pain',
  ],
  es: ['quien gano el partido', '¿Cuánto paracetamol tomo?', 'tengo fiebre'],
};
const questions = LANGUAGES.flatMap((language) =>
  [
    ...knowledgeBase(language).map((entry) => entry.question),
    ...INTENT_PHRASINGS[language].map((phrasing) => phrasing.text),
    ...extra[language],
  ].map((content) => ({ language, content })),
);

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const engine = createKbEngine();
const turn = (language: 'en' | 'es', content: string) => ({
  clinic,
  language,
  content,
  history: [],
  image: null,
});
for (const language of LANGUAGES) {
  const started = performance.now();
  await engine.reply(turn(language, language === 'en' ? 'hello' : 'hola'));
  console.log(
    `kb first reply (${language}, builds the clinic's index): ${ms(performance.now() - started)}`,
  );
}
const times: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const { language, content } of questions) {
    const started = performance.now();
    await engine.reply(turn(language, content));
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const p95 = percentile(times, 95);
console.log(
  `kb reply latency over ${times.length} replies (${questions.length} questions × ${rounds}): p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)}, max ${ms(times.at(-1) ?? Number.NaN)} (target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'})`,
);

let missed = 0;
for (const language of LANGUAGES) {
  const phrasings = INTENT_PHRASINGS[language];
  const right = phrasings.filter(({ text, c, s, p }) => {
    const intent = detectIntent(text);
    return (
      intent.should_collect_contact_info === c &&
      intent.should_simulate === s &&
      intent.procedure_to_simulate === p
    );
  }).length;
  const accuracy = right / phrasings.length;
  if (accuracy < TARGET_ACCURACY) missed += 1;
  console.log(
    `intent accuracy (${language}): ${(accuracy * 100).toFixed(1)}% (${right}/${phrasings.length}; target ≥ ${TARGET_ACCURACY * 100}%)`,
  );
}
process.exit(p95 <= TARGET_P95_MS && missed === 0 ? 0 : 1);
