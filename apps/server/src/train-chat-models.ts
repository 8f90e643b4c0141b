/**
 * Trains the chat's classifiers and stores their weights in .cache/chat-models (part of
 * `npm run build`), so no server trains on a patient's first message:
 *
 *   node apps/server/src/train-chat-models.ts [--only safety,language]
 *
 * Weights already stored for the corpora and code as they are now are only loaded.
 * Without --only it trains in two processes at once, one per core: each model is
 * stored on its own, and a fresh clone's first start waits half as long.
 */
import { spawn } from 'node:child_process';
import { isChatModelName, warmChatModels } from './features/chat/warm-chat-models.ts';

/** Two groups of about equal training time (safety 4.3 s + language 1.4 s; 6.5 s). */
const GROUPS = ['safety,language', 'procedure,topic,intent'];

const at = process.argv.indexOf('--only');
if (at >= 0) {
  const names = (process.argv[at + 1] ?? '').split(',');
  const known = names.filter(isChatModelName);
  if (known.length !== names.length) throw new Error(`unknown chat model in ${names.join(',')}`);
  warmChatModels(known);
} else {
  const started = performance.now();
  const exits = GROUPS.map(
    (group) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, [import.meta.filename, '--only', group], {
          stdio: 'inherit',
        });
        child.on('exit', resolve);
      }),
  );
  const codes = await Promise.all(exits);
  if (codes.some((code) => code !== 0)) process.exit(1);
  console.log(`› chat classifiers ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
