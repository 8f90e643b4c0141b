import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One surface an attacker's pass tried. Each adversarial file records its own row; after
 * the run `npm test` prints them as one table (scripts/test.sh), so the figures a review
 * asks for (0 5xx, 0 records lost, 0 limits bypassed) are read in one place.
 */
export interface AdversarialRow {
  readonly surface: string;
  readonly tried: number;
  /** What held, in words ("134 refused, 0 reached our network"). */
  readonly held: string;
  /** null where the surface has no such measure (shown as –). */
  readonly fiveXx: number | null;
  readonly recordsLost: number | null;
  readonly limitsBypassed: number | null;
}

export const ADVERSARIAL_ROWS_DIR = fileURLToPath(
  new URL('../../../../../.artifacts/adversarial/', import.meta.url),
);

const HEADER = [
  '| surface | inputs tried | what held | 5xx seen | records lost | limits bypassed |',
  '|---|---|---|---|---|---|',
];

const cell = (figure: number | null): string => (figure === null ? '–' : String(figure));

const toLine = (row: AdversarialRow): string =>
  `| ${row.surface} | ${row.tried} | ${row.held} | ${cell(row.fiveXx)} | ${cell(row.recordsLost)} | ${cell(row.limitsBypassed)} |`;

export const formatAdversarialTable = (rows: readonly AdversarialRow[]): string =>
  [...HEADER, ...rows.map(toLine)].join('\n');

/** Prints the row now and keeps it for the run's table. */
export function recordAdversarialRow(row: AdversarialRow): void {
  console.log(formatAdversarialTable([row]));
  mkdirSync(ADVERSARIAL_ROWS_DIR, { recursive: true });
  const name = row.surface.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  writeFileSync(join(ADVERSARIAL_ROWS_DIR, `${name}.json`), JSON.stringify(row));
}

/** The rows this run recorded, in the order of their surfaces' names. */
export function readAdversarialRows(): AdversarialRow[] {
  let files: string[];
  try {
    files = readdirSync(ADVERSARIAL_ROWS_DIR).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map(
      (file) =>
        JSON.parse(readFileSync(join(ADVERSARIAL_ROWS_DIR, file), 'utf8')) as AdversarialRow,
    );
}
