import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  type LinearClassifier,
  type LinearWeights,
  linearClassifier,
} from './linear-classifier.ts';
import { FEATURE_BUCKETS } from './text-features.ts';

const REPO = join(import.meta.dirname, '../../../../../..');
/** Gitignored: derived from the corpora and the code below, rebuilt when either changes. */
export const STORED_MODELS_DIR = join(REPO, '.cache/chat-models');
/** What a model's weights follow from: the corpora, the chat's code, the domain's words. */
const TRAINED_FROM = [
  'apps/server/corpora',
  'apps/server/src/features/chat',
  'apps/server/src/lib/chat-text',
  'packages/domain/src',
];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

let key: string | undefined;
/** One hash over every file training reads or runs: any edit retrains. */
function trainingKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  for (const file of TRAINED_FROM.flatMap((dir) => filesUnder(join(REPO, dir)))) {
    hash.update(relative(REPO, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  key = hash.digest('hex');
  return key;
}

interface Header {
  readonly key: string;
  readonly labels: readonly string[];
  readonly rows: number;
}

/**
 * Only the rows training touched (a few percent of the buckets): the bias, then each
 * row's bucket, then its weights.
 */
function encode(model: LinearWeights<string>): Buffer {
  const classes = model.labels.length;
  const buckets: number[] = [];
  for (let row = 0; row < FEATURE_BUCKETS; row += 1) {
    const weights = model.weights.subarray(row * classes, (row + 1) * classes);
    if (weights.some((weight) => weight !== 0)) buckets.push(row);
  }
  const rows = Float32Array.from(
    buckets.flatMap((row) => [...model.weights.subarray(row * classes, (row + 1) * classes)]),
  );
  const header: Header = { key: trainingKey(), labels: model.labels, rows: buckets.length };
  const text = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(text.length);
  return Buffer.concat([
    length,
    text,
    Buffer.from(model.bias.buffer),
    Buffer.from(Int32Array.from(buckets).buffer),
    Buffer.from(rows.buffer),
  ]);
}

function decode<Label extends string>(bytes: Buffer): LinearWeights<Label> | undefined {
  const length = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')) as Header;
  if (header.key !== trainingKey()) return undefined;
  // The key covers the code that chose these labels.
  const labels = header.labels as readonly Label[];
  const classes = labels.length;
  const expected = 4 + length + classes * 8 + header.rows * 4 * (1 + classes);
  if (bytes.length !== expected) return undefined;
  // Copies, so each typed array starts on its own aligned buffer.
  const take = (from: number, bytesLong: number) =>
    new Uint8Array(bytes.subarray(from, from + bytesLong)).buffer;
  let at = 4 + length;
  const bias = new Float64Array(take(at, classes * 8));
  at += classes * 8;
  const buckets = new Int32Array(take(at, header.rows * 4));
  at += header.rows * 4;
  const rows = new Float32Array(take(at, header.rows * classes * 4));
  const weights = new Float32Array(FEATURE_BUCKETS * classes);
  buckets.forEach((row, i) => {
    weights.set(rows.subarray(i * classes, (i + 1) * classes), row * classes);
  });
  return { labels, weights, bias };
}

function readStored<Label extends string>(path: string): LinearWeights<Label> | undefined {
  try {
    return decode(readFileSync(path));
  } catch {
    return undefined; // none yet, or cut short: train again
  }
}

/**
 * The classifier `name`, from its stored weights when they were trained on the corpora
 * and code as they are now, else trained (seconds of CPU) and stored for the next
 * process. `npm run build` trains them all, so a server never trains on a patient's
 * message. A folder it may not write to only costs the next process the training.
 */
export function storedModel<Label extends string>(
  name: string,
  train: () => LinearWeights<Label>,
  dir = STORED_MODELS_DIR,
): LinearClassifier<Label> {
  const path = join(dir, `${name}.bin`);
  const stored = readStored<Label>(path);
  if (stored) return linearClassifier(stored);
  const trained = train();
  try {
    mkdirSync(dir, { recursive: true });
    // Parallel processes (test workers) may train at once: each renames its own file.
    const partial = `${path}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, encode(trained));
    renameSync(partial, path);
  } catch {
    // read-only install: keep it in memory
  }
  return linearClassifier(trained);
}
