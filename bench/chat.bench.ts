/**
 * The chat as its routes run it, in this process:
 *
 *   node bench/chat.bench.ts [--rounds 5]
 *
 * - reply latency: safety triage, intent and procedure classifiers and the offline `kb`
 *   engine's reply, per message, over every knowledge-base question and every corpus
 *   message in en and es, once the models are trained and the clinic's index is built.
 *   p50 / p95 / max. Target: p95 ≤ 20 ms.
 * - the models' cost: training time on first use, and heap added by them.
 *   Target: ≤ 150 MB more idle memory.
 * - tier-1 intent on the held-out test split of apps/server/corpora/intent (written
 *   before tuning by someone who had not seen the detector; never trained on):
 *   accuracy per language (target ≥ 95% each), per intent, and the confusion table.
 * - safety triage on the held-out test split of apps/server/corpora/safety: recall per
 *   category (target 100%) and false alarms on questions about risks (target ≤ 2%).
 */
import { knowledgeBase, LANGUAGES, PROCEDURES, SAFETY_CATEGORIES } from '@afterlook/domain';
import { createKbEngine } from '../apps/server/src/adapters/chat/kb/create-kb-engine.ts';
import { detectIntent } from '../apps/server/src/features/chat/detect-intent.ts';
import {
  readIntentCorpus,
  TIER1_INTENTS,
} from '../apps/server/src/features/chat/intent/intent-corpus.ts';
import { readSafetyCorpus } from '../apps/server/src/features/chat/safety/safety-corpus.ts';
import { triageSafety } from '../apps/server/src/features/chat/safety/triage-safety.ts';
import { warmChatModels } from '../apps/server/src/features/chat/warm-chat-models.ts';
import type { ChatClinic } from '../apps/server/src/ports/chat-engine.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--rounds');
const rounds = (at >= 0 ? Number(args[at + 1]) : 0) || 5;
const TARGET_P95_MS = 20;
const TARGET_ACCURACY = 0.95;
const TARGET_MODEL_MB = 150;
const TARGET_FALSE_ALARMS = 0.02;

const clinic: ChatClinic = {
  id: 'bench-clinic',
  name: 'Bench Clinic',
  country: 'US',
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

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
let missed = 0;
const check = (met: boolean) => {
  if (!met) missed += 1;
  return verdict(met);
};

// The models' cost: loaded from .cache/chat-models (trained first when not stored; the
// server loads them on the first chat message).
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const loadMs = warmChatModels();
globalThis.gc?.();
const modelMb =
  (process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heapBefore) / 2 ** 20;
console.log(
  `chat models (safety, intent, procedure, topic): ready in ${loadMs.toFixed(0)} ms; ${modelMb.toFixed(1)} MB more memory${globalThis.gc ? '' : ' (run with --expose-gc for an exact figure)'} (target ≤ ${TARGET_MODEL_MB} MB: ${check(modelMb <= TARGET_MODEL_MB)})`,
);

const intentTest = readIntentCorpus('test');
const safetyTest = readSafetyCorpus('test');
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

const messages = [
  ...LANGUAGES.flatMap((language) =>
    knowledgeBase(language).map((entry) => ({ language, content: entry.question })),
  ),
  ...intentTest.map((example) => ({ language: example.lang, content: example.text })),
  ...safetyTest.map((example) => ({ language: example.lang, content: example.text })),
];
const times: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const { language, content } of messages) {
    const started = performance.now();
    if (!triageSafety(content)) {
      detectIntent(content);
      await engine.reply(turn(language, content));
    }
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const p95 = percentile(times, 95);
console.log(
  `reply latency (triage, intent, procedure, kb) over ${times.length} replies (${messages.length} messages × ${rounds}): p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)}, max ${ms(times.at(-1) ?? Number.NaN)} (target p95 ≤ ${TARGET_P95_MS} ms: ${check(p95 <= TARGET_P95_MS)})`,
);

// Tier-1 intent on the held-out test split.
console.log('\ntier-1 intent, held-out test split:');
const confusion = new Map<string, number>();
for (const language of LANGUAGES) {
  const examples = intentTest.filter((example) => example.lang === language);
  let right = 0;
  for (const example of examples) {
    const { intent } = detectIntent(example.text, example.history);
    const ok =
      intent === example.intent || (example.also_ok ?? []).some((a) => a.intent === intent);
    if (ok) right += 1;
    const key = `${example.intent}→${ok ? example.intent : intent}`;
    confusion.set(key, (confusion.get(key) ?? 0) + 1);
  }
  const accuracy = right / examples.length;
  console.log(
    `  accuracy (${language}): ${pct(accuracy)} (${right}/${examples.length}; target ≥ ${TARGET_ACCURACY * 100}%: ${check(accuracy >= TARGET_ACCURACY)})`,
  );
}
for (const intent of TIER1_INTENTS) {
  const total = intentTest.filter((example) => example.intent === intent).length;
  console.log(
    `  ${intent}: ${pct((confusion.get(`${intent}→${intent}`) ?? 0) / total)} of ${total}`,
  );
}
console.log(`  confusion (rows: labelled, columns: detected):`);
console.log(`  ${''.padEnd(11)}${TIER1_INTENTS.map((intent) => intent.padStart(10)).join('')}`);
for (const labelled of TIER1_INTENTS) {
  console.log(
    `  ${labelled.padEnd(11)}${TIER1_INTENTS.map((detected) => String(confusion.get(`${labelled}→${detected}`) ?? 0).padStart(10)).join('')}`,
  );
}

// Safety triage on the held-out test split.
console.log('\nsafety triage, held-out test split:');
for (const category of SAFETY_CATEGORIES) {
  const examples = safetyTest.filter((example) => example.label === category);
  const right = examples.filter(
    (example) => triageSafety(example.text, example.history) === category,
  ).length;
  const helped = examples.filter((example) => triageSafety(example.text, example.history)).length;
  console.log(
    `  ${category}: ${right}/${examples.length} answered as ${category}, ${helped}/${examples.length} with a safety answer (target 100%: ${check(helped === examples.length)})`,
  );
}
const risks = safetyTest.filter((example) => example.label === 'risk_question');
const alarms = risks.filter((example) => triageSafety(example.text, example.history)).length;
console.log(
  `  questions about risks with a safety answer: ${alarms}/${risks.length} = ${pct(alarms / risks.length)} (target ≤ ${pct(TARGET_FALSE_ALARMS)}: ${check(alarms / risks.length <= TARGET_FALSE_ALARMS)})`,
);
const other = safetyTest.filter((example) => example.label === 'ordinary');
console.log(
  `  other ordinary messages with a safety answer: ${other.filter((example) => triageSafety(example.text, example.history)).length}/${other.length}`,
);
process.exit(missed === 0 ? 0 : 1);
