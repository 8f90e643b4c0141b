/**
 * The doctor chatbot as its route runs it, in this process:
 *
 *   node bench/doctor-chat.bench.ts [--rounds 5]
 *
 * - understanding, on the held-out test split of apps/server/corpora/doctor (written
 *   before tuning by someone who had not seen the bot; never trained on): the topic and
 *   the topic-and-procedure pair per language (target ≥ 90% each), per topic.
 * - sources: answers stating medical facts without the page that supports them
 *   (target 0), over every test question, and which they are.
 * - reply time: topic, procedure and the kb engine's answer, p95 (target ≤ 20 ms).
 */
import { CHAT_ENGINE_TEXTS, DOCTOR_TOPICS, LANGUAGES, PROCEDURES } from '@afterlook/domain';
import { createKbEngine } from '../apps/server/src/adapters/chat/kb/create-kb-engine.ts';
import { readDoctorCorpus } from '../apps/server/src/features/chat/doctor/doctor-corpus.ts';
import { understandQuestion } from '../apps/server/src/features/chat/doctor/understand-question.ts';
import type { ChatClinic } from '../apps/server/src/ports/chat-engine.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--rounds');
const rounds = (at >= 0 ? Number(args[at + 1]) : 0) || 5;
const TARGET_ACCURACY = 0.9;
const TARGET_P95_MS = 20;
/** Answers that state no medical fact: they need no source. */
const WITHOUT_FACTS = new Set(['greeting', 'off_topic', 'simulation']);

const clinic: ChatClinic = {
  id: 'bench-clinic',
  name: 'Bench Clinic',
  country: 'US',
  procedures: [...PROCEDURES],
  services: [],
  faq: [],
  updatedAt: new Date().toISOString(),
  llm: null,
};
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
let missed = 0;
const check = (met: boolean) => {
  if (!met) missed += 1;
  return met ? 'met' : 'MISSED';
};

const test = readDoctorCorpus('test');
const trainStarted = performance.now();
understandQuestion('how much is a bbl');
console.log(
  `topic and procedure models trained in ${(performance.now() - trainStarted).toFixed(0)} ms`,
);

console.log('\ndoctor chat, held-out test split:');
const perTopic = new Map<string, { right: number; total: number }>();
for (const language of LANGUAGES) {
  const questions = test.filter((question) => question.lang === language);
  let topics = 0;
  let pairs = 0;
  for (const question of questions) {
    const { topic, procedure } = understandQuestion(question.text, question.history);
    const topicOk =
      topic === question.topic || (question.also_ok ?? []).some((ok) => ok.topic === topic);
    const procedureOk =
      procedure === question.procedure ||
      (question.also_ok ?? []).some(
        (ok) => ok.procedure !== undefined && ok.procedure === procedure,
      );
    if (topicOk) topics += 1;
    if (topicOk && procedureOk) pairs += 1;
    const tally = perTopic.get(question.topic) ?? { right: 0, total: 0 };
    perTopic.set(question.topic, {
      right: tally.right + (topicOk && procedureOk ? 1 : 0),
      total: tally.total + 1,
    });
  }
  const accuracy = pairs / questions.length;
  console.log(
    `  ${language}: topic ${pct(topics / questions.length)}, topic and procedure ${pct(accuracy)} (${pairs}/${questions.length}; target ≥ ${pct(TARGET_ACCURACY)}: ${check(accuracy >= TARGET_ACCURACY)})`,
  );
}
for (const topic of DOCTOR_TOPICS) {
  const tally = perTopic.get(topic);
  if (tally) console.log(`  ${topic}: ${tally.right}/${tally.total}`);
}

const engine = createKbEngine();
const unsourced: string[] = [];
const times: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const question of test) {
    const started = performance.now();
    const understood = understandQuestion(question.text, question.history);
    const reply = await engine.reply({
      clinic,
      language: question.lang,
      content: question.text,
      history: question.history ?? [],
      understood,
    });
    times.push(performance.now() - started);
    const texts = CHAT_ENGINE_TEXTS[question.lang];
    // Redirects and careful answers (no dose, no diagnosis) state no medical fact.
    const statesFacts =
      !WITHOUT_FACTS.has(understood.topic) &&
      ![texts.noMatch, texts.dose, texts.diagnosis, texts.whichProcedure.split('{')[0] ?? ''].some(
        (redirect) => reply.response.startsWith(redirect),
      );
    if (round === 0 && statesFacts && !reply.source) {
      unsourced.push(
        `${question.id} (${understood.topic}/${understood.procedure}): ${reply.response.slice(0, 70)}`,
      );
    }
  }
}
console.log(
  `\nanswers stating medical facts without a source: ${unsourced.length} (target 0: ${check(unsourced.length === 0)})${unsourced.length ? `\n  ${unsourced.join('\n  ')}` : ''}`,
);
times.sort((a, b) => a - b);
const p95 = times[Math.floor(times.length * 0.95)] ?? Number.NaN;
console.log(
  `reply time over ${times.length} replies: p50 ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target ≤ ${TARGET_P95_MS} ms: ${check(p95 <= TARGET_P95_MS)})`,
);
process.exit(missed === 0 ? 0 : 1);
